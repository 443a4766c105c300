import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SHIFT_TRADE_TEXTS } from '@timekeep/contracts';
import { decideTradeApproval, decideTradeDecline, shiftTradeFold, shiftTradeStreamId } from '@timekeep/domain-scheduling';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '../employee-schedules/employee-schedule.stream';
import { mayChangeRoster } from '../roster/roster-cells';
import { ShiftTrades } from './shift-trades';

export class DecideShiftTradeCommand {
  constructor(
    readonly context: CommandContext,
    readonly tradeId: string,
    readonly decision: 'approve' | 'decline',
  ) {}
}

/**
 * POST /api/roster/shift-trades/{id}/approve and /decline (ADR 0079): a planner who reaches both
 * employees settles an accepted trade; an approval writes both days in the same transaction (each
 * must still fit the shift it takes, and no blocking rule may break) or declines it.
 */
@CommandHandler(DecideShiftTradeCommand)
export class DecideShiftTradeHandler implements ICommandHandler<DecideShiftTradeCommand, string> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly trades: ShiftTrades,
  ) {}

  async execute({ context, tradeId, decision }: DecideShiftTradeCommand): Promise<string> {
    mayChangeRoster(context);
    return this.streams.transaction(async (tx) => {
      const row = await this.trades.locked(tx, context.principal.companyId, tradeId);
      const giver = await reachableEmployee(tx, this.scope, context.principal, row.fromShift.employeeId);
      const taker = row.takerId ? await reachableEmployee(tx, this.scope, context.principal, row.takerId) : null;
      const streamId = shiftTradeStreamId(tradeId);
      const { state, version } = await this.streams.load(tx, context, streamId, shiftTradeFold);
      const append = (events: Parameters<Streams['append']>[3]) => this.streams.append(tx, context, { id: streamId, type: 'shiftTrade', expected: version }, events);
      if (decision === 'decline') {
        await append(decideTradeDecline(state, 'manager', null));
        return SHIFT_TRADE_TEXTS.declined;
      }
      let why: string | null = null;
      if (taker && state.status === 'accepted') {
        const theirs = await this.trades.whyNot(tx, taker, row.fromShift, row.fromShift.section.departmentId ?? giver.departmentId, row.toShift);
        const mine = row.toShift ? await this.trades.whyNot(tx, giver, row.toShift, row.toShift.section.departmentId ?? taker.departmentId, row.fromShift) : null;
        why = theirs ? `${taker.firstName} ${taker.lastName}: ${theirs}` : mine ? `${giver.firstName} ${giver.lastName}: ${mine}` : null;
      }
      await append(decideTradeApproval(state, why));
      await this.trades.write(tx, context, tradeId, row.fromShift, row.toShift, row.takerId as string);
      return SHIFT_TRADE_TEXTS.approved;
    });
  }
}
