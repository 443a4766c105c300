import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventType, SHIFT_TRADE_TEXTS, type ShiftTradeCreate } from '@timekeep/contracts';
import { RosterError, shiftTradeStreamId, type ShiftTradeProposed, type TradedShift } from '@timekeep/domain-scheduling';
import { PeopleError } from '@timekeep/domain-people';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { ownEmployee } from '../availability/availability';
import { OpenShifts } from '../open-shifts/open-shifts';
import { RosterSettingsLookup } from '../roster-publishing/roster-settings';
import { lockSchedules } from '../roster/roster-cells';
import { ShiftTrades } from './shift-trades';

export class ProposeShiftTradeCommand {
  constructor(
    readonly context: CommandContext,
    readonly request: ShiftTradeCreate,
  ) {}
}

/**
 * POST /api/me/shift-trades (issue 33 §4, ADR 0079): the signed-in employee offers one of her
 * published shifts to the colleagues of its position it fits, or proposes to swap it for a named
 * colleague's; refused when it has started, is in another trade, fits nobody, or (a swap) when either
 * would break a rule with the other's shift (the rule's sentence, after whose it is).
 */
@CommandHandler(ProposeShiftTradeCommand)
export class ProposeShiftTradeHandler implements ICommandHandler<ProposeShiftTradeCommand, string> {
  constructor(
    private readonly streams: Streams,
    private readonly trades: ShiftTrades,
    private readonly openShifts: OpenShifts,
    private readonly settings: RosterSettingsLookup,
  ) {}

  async execute({ context, request }: ProposeShiftTradeCommand): Promise<string> {
    return this.streams.transaction(async (tx) => {
      const me = await ownEmployee(tx, context.principal);
      // Her proposals (and a swap's colleague's) one at a time, so a shift is in one open trade at most.
      await lockSchedules(tx, [me.id, ...(request.kind === 'swap' ? [request.withEmployeeId] : [])]);
      const from = await this.trades.shiftOf(tx, me, request.date, request.sectionId);
      if (!from) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.notYours);
      await this.mustBeOpen(tx, me.companyId, from, context.now);
      const positionId = from.section.departmentId ?? me.departmentId;
      let to: TradedShift | null = null;
      let offeredTo: string[];
      let reply: string;
      if (request.kind === 'offer') {
        const colleagues = await this.trades.colleaguesOf(tx, me, positionId);
        offeredTo = [];
        for (const colleague of colleagues) if (!(await this.trades.whyNot(tx, colleague, from, positionId, null))) offeredTo.push(colleague.id);
        if (!offeredTo.length) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.nobody);
        reply = SHIFT_TRADE_TEXTS.offered(offeredTo.length);
      } else {
        if (request.withEmployeeId === me.id) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.sameEmployee);
        const colleague = await tx.manager.findOneBy(EmployeeEntity, { id: request.withEmployeeId, companyId: me.companyId });
        if (!colleague) throw new PeopleError('notFound', 'This employee does not exist.');
        to = await this.trades.shiftOf(tx, colleague, request.withDate, request.withSectionId);
        if (!to) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.notTheirs);
        await this.mustBeOpen(tx, me.companyId, to, context.now);
        const name = `${colleague.firstName} ${colleague.lastName}`;
        const theirs = await this.trades.whyNot(tx, colleague, from, positionId, to);
        if (theirs) throw new RosterError('invalid', `${name}: ${theirs}`);
        const mine = await this.trades.whyNot(tx, me, to, to.section.departmentId ?? colleague.departmentId, from);
        if (mine) throw new RosterError('invalid', `${me.firstName} ${me.lastName}: ${mine}`);
        offeredTo = [colleague.id];
        reply = SHIFT_TRADE_TEXTS.swapProposed(name);
      }
      const tradeId = randomUUID();
      const needsApproval = (await this.settings.settings(tx, me.companyId)).shiftTrades === 'approval';
      const event: ShiftTradeProposed = { type: EventType.ShiftTradeProposed, v: 1, data: { tradeId, kind: request.kind, from, to, offeredTo, needsApproval } };
      await this.streams.append(tx, context, { id: shiftTradeStreamId(tradeId), type: 'shiftTrade', expected: 'no_stream' }, [event]);
      return reply;
    });
  }

  /** A shift to trade: not started, and in no other open trade. */
  private async mustBeOpen(tx: Parameters<ShiftTrades['pending']>[0], companyId: string, shift: TradedShift, now: Date): Promise<void> {
    if (await this.openShifts.started(tx, companyId, { positionId: '', date: shift.date, section: shift.section, skillIds: [] }, now)) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.started);
    if (await this.trades.pending(tx, companyId, shift)) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.pending);
  }
}
