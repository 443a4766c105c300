import { EventType, SHIFT_TRADE_TEXTS, type WorkSectionDto } from '@timekeep/contracts';
import { decideTradeAcceptance, decideTradeApproval, decideTradeDecline, decideTradeWithdrawal, shiftTradeFold, tradedEvents, type ShiftTradeEvent, type ShiftTradeState } from './shift-trades';

const section = (startTime: string, endTime: string, labelName: string) => ({ id: 's', startTime, startTimeType: 'Today', endTime, endTimeType: 'Today', labelName, breakTime: 30, departmentId: 'p' }) as WorkSectionDto;
const day = { employeeId: 'ana', date: '2026-12-09', section: section('09:00', '17:00', 'Day') };
const late = { employeeId: 'cai', date: '2026-12-12', section: section('15:00', '22:00', 'Late') };
const proposed = (kind: 'offer' | 'swap', needsApproval: boolean): ShiftTradeState =>
  shiftTradeFold.evolve(shiftTradeFold.initial, { type: EventType.ShiftTradeProposed, v: 1, data: { tradeId: 't', kind, from: day, to: kind === 'swap' ? late : null, offeredTo: kind === 'swap' ? ['cai'] : ['ben', 'cai'], needsApproval } });
const fold = (state: ShiftTradeState, events: ShiftTradeEvent[]) => events.reduce(shiftTradeFold.evolve, state);

describe('offers and swaps', () => {
  it('an offer: a colleague declining leaves it to the others; one accepting takes it; a manager approves it once', () => {
    let state = fold(proposed('offer', true), decideTradeDecline(proposed('offer', true), 'colleague', 'cai'));
    expect(state.status).toBe('offered');
    expect(() => decideTradeAcceptance(state, 'cai', null)).toThrow(SHIFT_TRADE_TEXTS.notForYou);
    expect(() => decideTradeApproval(state, null)).toThrow(SHIFT_TRADE_TEXTS.notAccepted);
    state = fold(state, decideTradeAcceptance(state, 'ben', null));
    expect(state).toMatchObject({ status: 'accepted', takerId: 'ben' });
    expect(() => decideTradeAcceptance(state, 'ben', null)).toThrow(SHIFT_TRADE_TEXTS.alreadyTaken);
    const approved = decideTradeApproval(state, null);
    expect(approved).toEqual([{ type: EventType.ShiftTradeApproved, v: 1, data: { tradeId: 't', from: day, to: null, takerId: 'ben' } }]);
    state = fold(state, approved);
    expect(() => decideTradeApproval(state, null)).toThrow(SHIFT_TRADE_TEXTS.closed);
    expect(() => decideTradeWithdrawal(state, 'ana')).toThrow(SHIFT_TRADE_TEXTS.closed);
  });

  it('without approval an acceptance is done at once; a rule broken refuses it in its words; a swap declined by its colleague ends', () => {
    expect(decideTradeAcceptance(proposed('swap', false), 'cai', null).map((e) => e.type)).toEqual([EventType.ShiftTradeAccepted, EventType.ShiftTradeApproved]);
    expect(() => decideTradeAcceptance(proposed('swap', false), 'cai', 'Not available at this time on Wed 9 Dec.')).toThrow('Not available at this time on Wed 9 Dec.');
    expect(fold(proposed('swap', true), decideTradeDecline(proposed('swap', true), 'colleague', 'cai')).status).toBe('declined');
    expect(() => decideTradeWithdrawal(proposed('swap', true), 'cai')).toThrow(SHIFT_TRADE_TEXTS.notFound);
    expect(fold(proposed('swap', true), decideTradeWithdrawal(proposed('swap', true), 'ana')).status).toBe('withdrawn');
  });

  it('each side reads why her days changed', () => {
    expect(tradedEvents({ tradeId: 't', from: day, to: null, takerId: 'ben' }, { giver: 'Ana Tui', taker: 'Ben Tui' })).toMatchObject({
      giver: { data: { employeeId: 'ana', via: 'offer', text: 'Gave Wed 9 Dec Day 09:00-17:00 to Ben Tui' } },
      taker: { data: { employeeId: 'ben', via: 'offer', text: 'Took Wed 9 Dec Day 09:00-17:00 from Ana Tui' } },
    });
    expect(tradedEvents({ tradeId: 't', from: day, to: late, takerId: 'cai' }, { giver: 'Ana Tui', taker: 'Cai Tui' }).taker.data.text).toBe("Swapped Sat 12 Dec Late 15:00-22:00 for Ana Tui's Wed 9 Dec Day 09:00-17:00");
  });
});
