import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventType, SHIFT_TRADE_TEXTS } from '@timekeep/contracts';
import { decideTradeAcceptance, decideTradeDecline, decideTradeWithdrawal, shiftTradeFold, shiftTradeStreamId } from '@timekeep/domain-scheduling';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { ownEmployee } from '../availability/availability';
import { ShiftTrades } from './shift-trades';

export type TradeAnswer = 'accept' | 'decline' | 'withdraw';

export class AnswerShiftTradeCommand {
  constructor(
    readonly context: CommandContext,
    readonly tradeId: string,
    readonly answer: TradeAnswer,
  ) {}
}

/**
 * POST /api/me/shift-trades/{id}/accept, /decline and /withdraw (ADR 0079): the colleague it is made
 * to accepts (the shift must still fit her; without a manager's approval the roster changes at once)
 * or declines; the one who made it withdraws it while it is not done.
 */
@CommandHandler(AnswerShiftTradeCommand)
export class AnswerShiftTradeHandler implements ICommandHandler<AnswerShiftTradeCommand, string> {
  constructor(
    private readonly streams: Streams,
    private readonly trades: ShiftTrades,
  ) {}

  async execute({ context, tradeId, answer }: AnswerShiftTradeCommand): Promise<string> {
    return this.streams.transaction(async (tx) => {
      const me = await ownEmployee(tx, context.principal);
      const row = await this.trades.locked(tx, me.companyId, tradeId);
      const streamId = shiftTradeStreamId(tradeId);
      const { state, version } = await this.streams.load(tx, context, streamId, shiftTradeFold);
      const append = (events: Parameters<Streams['append']>[3]) => this.streams.append(tx, context, { id: streamId, type: 'shiftTrade', expected: version }, events);
      if (answer === 'withdraw') {
        await append(decideTradeWithdrawal(state, me.id));
        return SHIFT_TRADE_TEXTS.withdrawn;
      }
      if (answer === 'decline') {
        await append(decideTradeDecline(state, 'colleague', me.id));
        return SHIFT_TRADE_TEXTS.declined;
      }
      const mayAsk = state.status === 'offered' && row.offeredTo.includes(me.id);
      const positionId = row.fromShift.section.departmentId ?? me.departmentId;
      const events = decideTradeAcceptance(state, me.id, mayAsk ? await this.trades.whyNot(tx, me, row.fromShift, positionId, row.toShift) : null);
      await append(events);
      const done = events.some((e) => e.type === EventType.ShiftTradeApproved);
      if (done) await this.trades.write(tx, context, tradeId, row.fromShift, row.toShift, me.id);
      return done ? SHIFT_TRADE_TEXTS.done : SHIFT_TRADE_TEXTS.accepted;
    });
  }
}
