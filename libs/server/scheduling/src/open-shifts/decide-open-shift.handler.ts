import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { OPEN_SHIFT_TEXTS } from '@timekeep/contracts';
import { decideApproval, decideDecline, decideWithdrawal, openShiftStreamId } from '@timekeep/domain-scheduling';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { mayChangeRoster } from '../roster/roster-cells';
import { mustSeePosition } from '../roster/roster-shift-stream';
import { lockedOpenShift } from './open-shift-lock';
import { OpenShifts } from './open-shifts';

export type OpenShiftDecision = { kind: 'approve'; employeeId: string } | { kind: 'decline'; employeeId: string } | { kind: 'withdraw' };

export class DecideOpenShiftCommand {
  constructor(
    readonly context: CommandContext,
    readonly openShiftId: string,
    readonly decision: OpenShiftDecision,
  ) {}
}

/**
 * POST /api/roster/open-shifts/{id}/approve, /decline and /withdraw (ADR 0078): a planner of its
 * position settles a claim (an approval writes the shift onto her days and declines the other
 * claims, in one transaction; she must still fit it) or withdraws the shift while it is open.
 */
@CommandHandler(DecideOpenShiftCommand)
export class DecideOpenShiftHandler implements ICommandHandler<DecideOpenShiftCommand, string> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly openShifts: OpenShifts,
  ) {}

  async execute({ context, openShiftId, decision }: DecideOpenShiftCommand): Promise<string> {
    mayChangeRoster(context);
    return this.streams.transaction(async (tx) => {
      const { row, state, version } = await lockedOpenShift(tx, this.streams, context, openShiftId);
      await mustSeePosition(this.scope, tx, context, row.positionId);
      const append = (events: Parameters<typeof this.streams.append>[3]) => this.streams.append(tx, context, { id: openShiftStreamId(openShiftId), type: 'openShift', expected: version }, events);
      if (decision.kind === 'withdraw') {
        await append(decideWithdrawal(state));
        return OPEN_SHIFT_TEXTS.withdrew;
      }
      if (decision.kind === 'decline') {
        await append(decideDecline(state, decision.employeeId));
        return OPEN_SHIFT_TEXTS.declined;
      }
      const employee = state.claims.includes(decision.employeeId) ? await tx.manager.findOneBy(EmployeeEntity, { id: decision.employeeId, companyId: row.companyId }) : null;
      await append(decideApproval(state, decision.employeeId, employee ? await this.openShifts.whyNot(tx, employee, row) : null));
      if (employee) await this.openShifts.assign(tx, context, employee, row);
      return OPEN_SHIFT_TEXTS.approved;
    });
  }
}
