import { MessageKind } from '@timekeep/contracts';
import { claimWaitsMessages, openShiftDecidedMessages, openShiftOfferedMessages, tradeForPlannersMessages, tradeProposedMessages, tradeSettledMessages } from './roster-messages';

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

  it('a planner is asked to decide a claim or an accepted trade, on the roster of its week, until someone decides; a trade done without approval is told, asking nothing', () => {
    expect(claimWaitsMessages('os-1', day, { id: 'e-ben', name: 'Ben Tui' }, ['u-boss'])).toEqual([
      { recipientId: 'u-boss', kind: MessageKind.RosterRequest, title: 'Ben Tui claims an open shift', body: "9 Dec 2026 Day 09:00-17:00: approve or decline it from the roster's Open Shifts.", link: '/standardshifts/rosterByEmployee?startDate=2026-12-09&endDate=2026-12-15', subject: 'open-shift:os-1:e-ben' },
    ]);
    const offer = { tradeId: 't-1', from: day, to: null, giver: 'Ana Tui', taker: 'Ben Tui' };
    expect(tradeForPlannersMessages(offer, ['u-boss', 'u-lead'], true).map((m) => [m.recipientId, m.title, m.body, m.subject])).toEqual([
      ['u-boss', 'A shift offer waits for your approval', "Ben Tui takes Ana Tui's 9 Dec 2026 Day 09:00-17:00: approve or decline it from the roster's Swaps.", 'shift-trade:t-1'],
      ['u-lead', 'A shift offer waits for your approval', "Ben Tui takes Ana Tui's 9 Dec 2026 Day 09:00-17:00: approve or decline it from the roster's Swaps.", 'shift-trade:t-1'],
    ]);
    expect(tradeForPlannersMessages({ ...offer, to: late }, ['u-boss'], false)[0]).toMatchObject({
      title: 'The roster changed by a swap',
      body: "Ana Tui's 9 Dec 2026 Day 09:00-17:00 for Ben Tui's 12 Dec 2026 Late 15:00-22:00. No approval is asked (Roster Settings).",
      subject: null,
    });
    // The month's end: the week's link runs into the next month.
    expect(claimWaitsMessages('os-2', { ...day, date: '2026-12-29' }, { id: 'e-ben', name: 'Ben Tui' }, ['u-boss'])[0].link).toBe('/standardshifts/rosterByEmployee?startDate=2026-12-29&endDate=2027-01-04');
  });
});
