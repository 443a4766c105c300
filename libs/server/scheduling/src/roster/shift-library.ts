import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Action, EventType, ROSTER_DEFAULT_COLOUR } from '@timekeep/contracts';
import { checkShift, ShiftFields, ShiftInput } from '@timekeep/domain-scheduling';
import { ManagementScope } from '@timekeep/server-organisation';
import { settingsWithin } from '@timekeep/server-people';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { RosterShiftEntity } from './roster-shift.entity';
import { appendShiftEvent, mayChangeShifts, mustSeePosition } from './roster-shift-stream';

/**
 * The one way a shift enters the library (document 2 §7 newSave), inside the caller's transaction:
 * the roster's New, and a shift the timesheet saves as a Shift too (ADR 0065). Who may add one
 * (Roster CREATE), its checks (the company's break setting) and the position's reach are the same
 * for both.
 */
@Injectable()
export class ShiftLibrary {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
  ) {}

  private async checked(tx: OrmTx, context: CommandContext, input: ShiftInput): Promise<ShiftFields> {
    mayChangeShifts(context, Action.Create);
    const settings = await settingsWithin(tx, context.principal.companyId);
    const fields = checkShift(input, { colorCode: ROSTER_DEFAULT_COLOUR, breakEditable: settings.allowEditBreakTime });
    await mustSeePosition(this.scope, tx, context, fields.departmentId);
    return fields;
  }

  private async append(tx: OrmTx, context: CommandContext, fields: ShiftFields): Promise<string> {
    const shiftId = randomUUID();
    await appendShiftEvent(this.streams, tx, context, shiftId, 'no_stream', { type: EventType.RosterShiftSaved, v: 1, data: { shiftId, ...fields } });
    return shiftId;
  }

  /** A new shift of the library, on a stream of its own: its id. */
  async add(tx: OrmTx, context: CommandContext, input: ShiftInput): Promise<string> {
    return this.append(tx, context, await this.checked(tx, context, input));
  }

  /** The library's shift of this position, span and break, added when it has none yet: a shift saved again adds no twin. */
  async keep(tx: OrmTx, context: CommandContext, input: ShiftInput): Promise<string> {
    const fields = await this.checked(tx, context, input);
    const { departmentId, startTime, startTimeType, endTime, endTimeType, breakTime } = fields;
    // checkShift has required the position.
    const existing = await tx.manager.findOneBy(RosterShiftEntity, { companyId: context.principal.companyId, departmentId: departmentId as string, startTime, startTimeType, endTime, endTimeType, breakTime });
    return existing?.id ?? this.append(tx, context, fields);
  }
}
