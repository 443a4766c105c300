import { MessageKind } from '@timekeep/contracts';
import { openShiftDecidedMessages, openShiftOfferedMessages, tradeProposedMessages, tradeSettledMessages } from './roster-messages';

const day = { date: '2026-12-09', startTime: '09:00', endTime: '17:00', labelName: 'Day' };
const late = { date: '2026-12-12', startTime: '15:00', endTime: '22:00', labelName: 'Late' };
const ana = { name: 'Ana Tui', userId: 'u-ana' };
const ben = { name: 'Ben Tui', userId: 'u-ben' };
const noAccount = { name: 'Cai Tui', userId: null };

describe('open shift and trade messages', () => {
  it('an open shift tells each employee it fits who has an account; a manager settling a claim tells the claimant', () => {
    expect(openShiftOfferedMessages(day, [ana, noAccount]).map((m) => [m.recipientId, m.kind, m.title])).toEqual([['u-ana', MessageKind.OpenShift, 'Open shift: 9 Dec 2026 Day 09:00-17:00']]);
    expect(openShiftDecidedMessages(day, ben, true)[0].title).toBe('The open shift is yours: 9 Dec 2026 Day 09:00-17:00');
    expect(openShiftDecidedMessages(day, ben, false)[0].title).toBe('Your claim was declined: 9 Dec 2026 Day 09:00-17:00');
  });

  it('an offer or swap tells whom it is made to; a trade done or declined tells both sides', () => {
    expect(tradeProposedMessages('Ana Tui', day, null, [ben])[0]).toMatchObject({ recipientId: 'u-ben', kind: MessageKind.ShiftTrade, title: 'Ana Tui offers a shift', body: '9 Dec 2026 Day 09:00-17:00: accept or decline it from your home.' });
    expect(tradeProposedMessages('Ana Tui', day, late, [ben])[0].body).toBe('Their 9 Dec 2026 Day 09:00-17:00 for your 12 Dec 2026 Late 15:00-22:00: accept or decline it from your home.');
    expect(tradeSettledMessages(day, null, [ana, ben], true).map((m) => [m.recipientId, m.title])).toEqual([
      ['u-ana', 'The offer of 9 Dec 2026 Day 09:00-17:00 is done'],
      ['u-ben', 'The offer of 9 Dec 2026 Day 09:00-17:00 is done'],
    ]);
    expect(tradeSettledMessages(day, late, [ana], false)[0].title).toBe('The swap of 9 Dec 2026 Day 09:00-17:00 and 12 Dec 2026 Late 15:00-22:00 was declined');
  });
});
