import { MESSAGE_LINKS, MessageKind } from '@timekeep/contracts';
import { dayText, type MessageDraft } from './message';

/** A publish of her roster (ADR 0075): who she is, and each of her days that changed, in words. */
export interface RosterFacts {
  employee: { name: string; userId: string | null };
  changes: ReadonlyArray<{ date: string; before: string; after: string }>;
}

/** How many days a message lists before it says how many more. */
const LISTED = 7;

/**
 * A publish that changed her days tells her once, what changed, opening her home (her next
 * shifts); one that changed nothing of hers, or an employee without an account, tells nobody.
 */
export function rosterMessages(facts: RosterFacts): MessageDraft[] {
  const { employee, changes } = facts;
  if (!employee.userId || !changes.length) return [];
  const listed = changes.slice(0, LISTED).map((c) => `${dayText(c.date)}: ${c.after} (was ${c.before})`);
  const more = changes.length > LISTED ? [`and ${changes.length - LISTED} more ${changes.length - LISTED === 1 ? 'day' : 'days'}`] : [];
  return [
    {
      recipientId: employee.userId,
      kind: MessageKind.RosterPublished,
      title: changes.length === 1 ? 'Your roster changed: 1 day' : `Your roster changed: ${changes.length} days`,
      body: `${[...listed, ...more].join('; ')}.`,
      link: MESSAGE_LINKS.myHome,
      subject: null,
    },
  ];
}

/** A shift as the messages say it: "Wed 9 Dec Day 09:00-17:00". */
export interface ShiftFacts {
  date: string;
  startTime: string;
  endTime: string;
  labelName: string | null;
}
export interface Person {
  name: string;
  userId: string | null;
}

const shiftText = (s: ShiftFacts) => `${dayText(s.date)} ${s.labelName ? `${s.labelName} ` : ''}${s.startTime}-${s.endTime}`;
const toEach = (people: readonly Person[], draft: Omit<MessageDraft, 'recipientId'>): MessageDraft[] => people.flatMap((p) => (p.userId ? [{ ...draft, recipientId: p.userId }] : []));

/** An open shift published: each employee it fits is told, to claim it from her home (ADR 0078). */
export function openShiftOfferedMessages(shift: ShiftFacts, offeredTo: readonly Person[]): MessageDraft[] {
  return toEach(offeredTo, { kind: MessageKind.OpenShift, title: `Open shift: ${shiftText(shift)}`, body: 'It fits your roster: claim it from your home.', link: MESSAGE_LINKS.myHome, subject: null });
}

/** Her claim settled by a manager: the shift is hers, or it was declined. A first-come claim she made herself tells nobody. */
export function openShiftDecidedMessages(shift: ShiftFacts, claimant: Person, taken: boolean): MessageDraft[] {
  return toEach([claimant], {
    kind: MessageKind.OpenShift,
    title: taken ? `The open shift is yours: ${shiftText(shift)}` : `Your claim was declined: ${shiftText(shift)}`,
    body: taken ? 'It is on your roster.' : 'The shift went to someone else, or was withdrawn.',
    link: MESSAGE_LINKS.myHome,
    subject: null,
  });
}

/** An offer or a swap made to colleagues (ADR 0079): each is told, to accept or decline it from her home. */
export function tradeProposedMessages(giver: string, from: ShiftFacts, to: ShiftFacts | null, offeredTo: readonly Person[]): MessageDraft[] {
  return toEach(offeredTo, {
    kind: MessageKind.ShiftTrade,
    title: to ? `${giver} proposes a swap` : `${giver} offers a shift`,
    body: to ? `Their ${shiftText(from)} for your ${shiftText(to)}: accept or decline it from your home.` : `${shiftText(from)}: accept or decline it from your home.`,
    link: MESSAGE_LINKS.myHome,
    subject: null,
  });
}

/** A trade done or declined: both sides are told. */
export function tradeSettledMessages(from: ShiftFacts, to: ShiftFacts | null, people: readonly Person[], done: boolean): MessageDraft[] {
  const what = to ? `The swap of ${shiftText(from)} and ${shiftText(to)}` : `The offer of ${shiftText(from)}`;
  return toEach(people, { kind: MessageKind.ShiftTrade, title: done ? `${what} is done` : `${what} was declined`, body: done ? 'Your roster is changed.' : 'Your roster stays as it was.', link: MESSAGE_LINKS.myHome, subject: null });
}

/** What waits for a planner's decision, and is settled (marked read for every planner) once someone decides it. */
export const openShiftSubject = (openShiftId: string, employeeId: string) => `open-shift:${openShiftId}:${employeeId}`;
export const shiftTradeSubject = (tradeId: string) => `shift-trade:${tradeId}`;

/** The roster's week from the shift's date, where its Open Shifts and Swaps are. */
const rosterLink = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  const end = new Date(Date.UTC(y, m - 1, d + 6)).toISOString().slice(0, 10);
  return `${MESSAGE_LINKS.roster}?startDate=${date}&endDate=${end}`;
};

/** A claim waiting for approval (ADR 0078): each planner who reaches the shift's position is told, until one decides. */
export function claimWaitsMessages(openShiftId: string, shift: ShiftFacts, claimant: { id: string; name: string }, planners: readonly string[]): MessageDraft[] {
  const claimantId = claimant.id;
  return planners.map((recipientId) => ({
    recipientId,
    kind: MessageKind.RosterRequest,
    title: `${claimant.name} claims an open shift`,
    body: `${shiftText(shift)}: approve or decline it from the roster's Open Shifts.`,
    link: rosterLink(shift.date),
    subject: openShiftSubject(openShiftId, claimantId),
  }));
}

/** An offer or swap a colleague accepted (ADR 0079): waiting for a planner's approval, or done at once where none is asked. */
export function tradeForPlannersMessages(
  trade: { tradeId: string; from: ShiftFacts; to: ShiftFacts | null; giver: string; taker: string },
  planners: readonly string[],
  waits: boolean,
): MessageDraft[] {
  const what = trade.to ? `${trade.giver}'s ${shiftText(trade.from)} for ${trade.taker}'s ${shiftText(trade.to)}` : `${trade.taker} ${waits ? 'takes' : 'took'} ${trade.giver}'s ${shiftText(trade.from)}`;
  return planners.map((recipientId) => ({
    recipientId,
    kind: MessageKind.RosterRequest,
    title: waits ? `A ${trade.to ? 'swap' : 'shift offer'} waits for your approval` : `The roster changed by a ${trade.to ? 'swap' : 'shift offer'}`,
    body: waits ? `${what}: approve or decline it from the roster's Swaps.` : `${what}. No approval is asked (Roster Settings).`,
    link: rosterLink(trade.from.date),
    subject: waits ? shiftTradeSubject(trade.tradeId) : null,
  }));
}
