import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventType, OPEN_SHIFT_TEXTS, type OpenShiftCreate } from '@timekeep/contracts';
import { openShiftStreamId, RosterError, type OpenShiftPublished } from '@timekeep/domain-scheduling';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { RosterSettingsLookup } from '../roster-publishing/roster-settings';
import { mayChangeRoster, RosterCells } from '../roster/roster-cells';
import { mustSeePosition } from '../roster/roster-shift-stream';
import { OpenShifts } from './open-shifts';

export class PublishOpenShiftCommand {
  constructor(
    readonly context: CommandContext,
    readonly request: OpenShiftCreate,
  ) {}
}

/**
 * POST /api/roster/open-shifts (issue 33 §3, ADR 0078): a library shift on a date without an
 * employee, offered to each active employee of its position whom it fits (skills, clashes, rest,
 * days in a row, the week's hours, availability); settled as the roster settings say now.
 */
@CommandHandler(PublishOpenShiftCommand)
export class PublishOpenShiftHandler implements ICommandHandler<PublishOpenShiftCommand, { id: string; offered: number }> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly cells: RosterCells,
    private readonly settings: RosterSettingsLookup,
    private readonly payRules: PayRuleLookup,
    private readonly openShifts: OpenShifts,
  ) {}

  async execute({ context, request }: PublishOpenShiftCommand): Promise<{ id: string; offered: number }> {
    mayChangeRoster(context);
    const { companyId } = context.principal;
    return this.streams.transaction(async (tx) => {
      const { section, dayOffset } = await this.cells.librarySection(tx, context, request.shiftId);
      const positionId = section.departmentId;
      if (!positionId) throw new RosterError('invalid', 'Choose a shift of a position: an open shift is offered to the people of its position.');
      await mustSeePosition(this.scope, tx, context, positionId);
      const shift = { positionId, date: dateOf(dayOf(request.date) + dayOffset), section: { ...section, id: `${request.date}-open` }, skillIds: [...new Set(request.skillIds)] };
      if (await this.openShifts.started(tx, companyId, shift, context.now)) throw new RosterError('invalid', OPEN_SHIFT_TEXTS.started);
      if (!(await this.payRules.allExist(tx, companyId, 'skill', shift.skillIds))) throw new RosterError('invalid', 'Choose a skill from the list.');
      const candidates = await tx.manager.findBy(EmployeeEntity, { companyId, departmentId: positionId, status: 'Active' });
      const offeredTo: string[] = [];
      for (const employee of candidates) if (!(await this.openShifts.whyNot(tx, employee, shift))) offeredTo.push(employee.id);
      const id = randomUUID();
      const { openShiftClaims } = await this.settings.settings(tx, companyId);
      const event: OpenShiftPublished = {
        type: EventType.OpenShiftPublished,
        v: 1,
        data: { openShiftId: id, ...shift, note: request.note ?? null, claimMode: openShiftClaims, offeredTo },
      };
      await this.streams.append(tx, context, { id: openShiftStreamId(id), type: 'openShift', expected: 'no_stream' }, [event]);
      return { id, offered: offeredTo.length };
    });
  }
}
