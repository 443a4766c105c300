import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Action, EventType, Level, Resource, ROSTER_DEFAULT_COLOUR } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { StaleForm } from '@timekeep/domain-kernel';
import { PeopleError } from '@timekeep/domain-people';
import { checkShift, RosterError, ShiftInput } from '@timekeep/domain-scheduling';
import { DepartmentEntity, ManagementScope } from '@timekeep/server-organisation';
import { mustHave, settingsWithin } from '@timekeep/server-people';
import { CommandContext, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { RosterShiftEvent, rosterShiftFold, rosterShiftStreamId } from './roster-shift.events';

const SHIFT_CONFLICT = 'This shift was changed by someone else. Reload it and try again.';
const notFound = () => new PeopleError('notFound', 'This shift does not exist.');

/**
 * The shift library's writes (document 2 §7 newSave, updateBaseshift, delBaseshift): a stream per
 * shift. A shift names a position the author may see; once made only its colour, label and break
 * change (document 2 §4). Shifts already on the roster keep their own times, label and colour.
 */
@Injectable()
export class RosterShiftCommands {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
  ) {}

  async create(context: CommandContext, input: ShiftInput): Promise<string> {
    mustHave(allowed(context, Action.Create));
    return this.streams.transaction(async (tx) => {
      const settings = await settingsWithin(tx, context.principal.companyId);
      const fields = checkShift(input, { colorCode: ROSTER_DEFAULT_COLOUR, breakEditable: settings.allowEditBreakTime });
      await this.mustSeePosition(tx, context, fields.departmentId);
      const shiftId = randomUUID();
      await this.append(tx, context, shiftId, 'no_stream', { type: EventType.RosterShiftSaved, v: 1, data: { shiftId, ...fields } });
      return shiftId;
    });
  }

  async update(context: CommandContext, shiftId: string, input: Pick<ShiftInput, 'colorCode' | 'labelName' | 'breakTime'>, version?: number): Promise<void> {
    mustHave(allowed(context, Action.Update));
    await this.streams.transaction(async (tx) => {
      const { state, version: current } = await this.load(tx, context, shiftId);
      if (version !== undefined && version !== current) throw new StaleForm(SHIFT_CONFLICT);
      const settings = await settingsWithin(tx, context.principal.companyId);
      const fields = checkShift(
        { ...state, colorCode: input.colorCode ?? state.colorCode, labelName: input.labelName ?? state.labelName, breakTime: settings.allowEditBreakTime ? (input.breakTime ?? state.breakTime) : state.breakTime },
        { colorCode: state.colorCode, breakEditable: true },
      );
      await this.append(tx, context, shiftId, current, { type: EventType.RosterShiftSaved, v: 1, data: { ...fields, shiftId } });
    });
  }

  async delete(context: CommandContext, shiftId: string): Promise<void> {
    mustHave(allowed(context, Action.Delete));
    await this.streams.transaction(async (tx) => {
      const { version } = await this.load(tx, context, shiftId);
      await this.append(tx, context, shiftId, version, { type: EventType.RosterShiftDeleted, v: 1, data: { shiftId } });
    });
  }

  private async load(tx: OrmTx, context: CommandContext, shiftId: string) {
    if (!/^[0-9a-f-]{36}$/i.test(shiftId)) throw notFound();
    const loaded = await this.streams.load(tx, context, rosterShiftStreamId(shiftId), rosterShiftFold);
    if (!loaded.state) throw notFound();
    await this.mustSeePosition(tx, context, loaded.state.departmentId);
    return { state: loaded.state, version: loaded.version };
  }

  /** The position is a Position-level node of the company within the author's reach (the schedule's sections name positions). */
  private async mustSeePosition(tx: OrmTx, context: CommandContext, departmentId: string | null): Promise<void> {
    if (!departmentId) return;
    const department = await tx.manager.findOneBy(DepartmentEntity, { id: departmentId, companyId: context.principal.companyId, level: Level.Position });
    if (!department) throw new RosterError('invalid', 'Choose a position from the list.');
    if (context.principal.kind !== 'system' && !(await this.scope.canSee(context.principal as Principal, departmentId))) throw notFound();
  }

  private append(tx: OrmTx, context: CommandContext, shiftId: string, expected: number | 'no_stream', event: RosterShiftEvent) {
    return this.streams.append(tx, context, { id: rosterShiftStreamId(shiftId), type: 'rosterShift', expected }, [event]);
  }
}

const allowed = (context: CommandContext, action: Action) => context.principal.kind === 'system' || can(context.principal, Resource.Roster, action);
