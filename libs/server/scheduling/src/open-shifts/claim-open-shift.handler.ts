import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventType, OPEN_SHIFT_TEXTS } from '@timekeep/contracts';
import { decideClaim, openShiftStreamId } from '@timekeep/domain-scheduling';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { ownEmployee } from '../availability/availability';
import { OpenShiftEntity } from './open-shift.entity';
import { lockedOpenShift } from './open-shift-lock';
import { OpenShifts } from './open-shifts';

export class ClaimOpenShiftCommand {
  constructor(
    readonly context: CommandContext,
    readonly openShiftId: string,
  ) {}
}

/**
 * POST /api/me/open-shifts/{id}/claim (issue 33 §3, ADR 0078): the signed-in employee claims an open
 * shift that fits her. First come, it is hers at once, written onto her days in the same
 * transaction; by approval, her claim waits for a manager. A shift already taken answers who has it.
 */
@CommandHandler(ClaimOpenShiftCommand)
export class ClaimOpenShiftHandler implements ICommandHandler<ClaimOpenShiftCommand, string> {
  constructor(
    private readonly streams: Streams,
    private readonly openShifts: OpenShifts,
  ) {}

  async execute({ context, openShiftId }: ClaimOpenShiftCommand): Promise<string> {
    return this.streams.transaction(async (tx) => {
      const employee = await ownEmployee(tx, context.principal);
      // Whether it fits her is read before the shift's lock is taken: the lock is then held only to
      // settle the claim and write her day, so a crowd claiming one shift waits on that alone. What
      // could change meanwhile is her own days, which the writer checks again for a clash.
      const seen = await tx.manager.findOneBy(OpenShiftEntity, { id: openShiftId, companyId: context.principal.companyId });
      const fits = seen?.status === 'open' ? { started: await this.openShifts.started(tx, seen.companyId, seen, context.now), ineligible: await this.openShifts.whyNot(tx, employee, seen) } : { started: false, ineligible: null };
      const { row, state, version } = await lockedOpenShift(tx, this.streams, context, openShiftId);
      const filledBy = row.filledBy ? await tx.manager.findOneBy(EmployeeEntity, { id: row.filledBy, companyId: row.companyId }) : null;
      const events = decideClaim(state, { employeeId: employee.id, ...fits, filledByName: filledBy ? `${filledBy.firstName} ${filledBy.lastName}` : null });
      await this.streams.append(tx, context, { id: openShiftStreamId(openShiftId), type: 'openShift', expected: version }, events);
      const assigned = events.some((e) => e.type === EventType.OpenShiftAssigned);
      if (assigned) await this.openShifts.assign(tx, context, employee, row);
      return assigned ? OPEN_SHIFT_TEXTS.claimed : OPEN_SHIFT_TEXTS.claimWaits;
    });
  }
}
