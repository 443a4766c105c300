import { EventType, SHIFT_TRADE_TEXTS, type ShiftTradeStatus, type WorkSectionDto } from '@timekeep/contracts';
import { dayLabel } from './availability';
import { RosterError } from './roster';

/*
 * Offers and swaps (issue 33 §4, ADR 0079): an employee offers one of her published shifts to the
 * colleagues it fits, or proposes to swap it for a named colleague's; the colleague accepts; a
 * manager approves (or the setting lets it through); then both days change in one transaction.
 * One stream per trade; the days themselves are written by the one writer of employees' days.
 */

export const shiftTradeStreamId = (id: string) => `shift-trade-${id}`;

/** A shift on someone's roster: whose, which date, the section as it was when the trade was made. */
export interface TradedShift {
  employeeId: string;
  date: string;
  section: WorkSectionDto;
}

export interface ShiftTradeProposed {
  type: typeof EventType.ShiftTradeProposed;
  v: 1;
  data: {
    tradeId: string;
    kind: 'offer' | 'swap';
    from: TradedShift;
    /** A swap: the colleague's shift she would take in exchange. */
    to: TradedShift | null;
    /** Who may accept: the colleague of a swap; those it fits, for an offer. */
    offeredTo: string[];
    /** Approved by a manager, or through as soon as accepted (the roster settings at the time). */
    needsApproval: boolean;
  };
}
export interface ShiftTradeAccepted {
  type: typeof EventType.ShiftTradeAccepted;
  v: 1;
  data: { tradeId: string; employeeId: string };
}
/** Done: the days were written in the same transaction. */
export interface ShiftTradeApproved {
  type: typeof EventType.ShiftTradeApproved;
  v: 1;
  data: { tradeId: string; from: TradedShift; to: TradedShift | null; takerId: string };
}
export interface ShiftTradeDeclined {
  type: typeof EventType.ShiftTradeDeclined;
  v: 1;
  /** Who declined it: the colleague asked, or a manager. */
  data: { tradeId: string; by: 'colleague' | 'manager'; employeeId: string | null };
}
export interface ShiftTradeWithdrawn {
  type: typeof EventType.ShiftTradeWithdrawn;
  v: 1;
  data: { tradeId: string };
}
export type ShiftTradeEvent = ShiftTradeProposed | ShiftTradeAccepted | ShiftTradeApproved | ShiftTradeDeclined | ShiftTradeWithdrawn;

export interface ShiftTradeState {
  proposed: ShiftTradeProposed['data'] | null;
  status: ShiftTradeStatus;
  /** The colleague who accepted it. */
  takerId: string | null;
}

export const shiftTradeFold = {
  initial: { proposed: null, status: 'offered', takerId: null } as ShiftTradeState,
  evolve: (state: ShiftTradeState, event: ShiftTradeEvent): ShiftTradeState => {
    switch (event.type) {
      case EventType.ShiftTradeProposed:
        return { ...state, proposed: event.data, status: 'offered' };
      case EventType.ShiftTradeAccepted:
        return { ...state, status: 'accepted', takerId: event.data.employeeId };
      case EventType.ShiftTradeApproved:
        return { ...state, status: 'approved' };
      case EventType.ShiftTradeDeclined:
        // A colleague of an offer declining leaves it to the others; a swap's colleague or a manager ends it.
        if (event.data.by === 'colleague' && state.proposed?.kind === 'offer') return { ...state, proposed: { ...state.proposed, offeredTo: state.proposed.offeredTo.filter((id) => id !== event.data.employeeId) } };
        return { ...state, status: 'declined' };
      case EventType.ShiftTradeWithdrawn:
        return { ...state, status: 'withdrawn' };
    }
  },
};

const mustBeProposed = (state: ShiftTradeState) => {
  if (!state.proposed) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.notFound);
  return state.proposed;
};

/**
 * The colleague accepts: refused unless it is offered to her and still waits for a taker, or when
 * it no longer fits her (the rule's sentence). Without approval, it is done at once.
 */
export function decideTradeAcceptance(state: ShiftTradeState, employeeId: string, ineligible: string | null): ShiftTradeEvent[] {
  const proposed = mustBeProposed(state);
  if (state.status === 'accepted' || state.status === 'approved') throw new RosterError('invalid', SHIFT_TRADE_TEXTS.alreadyTaken);
  if (state.status !== 'offered') throw new RosterError('invalid', SHIFT_TRADE_TEXTS.closed);
  if (!proposed.offeredTo.includes(employeeId)) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.notForYou);
  if (ineligible) throw new RosterError('invalid', ineligible);
  const accepted: ShiftTradeAccepted = { type: EventType.ShiftTradeAccepted, v: 1, data: { tradeId: proposed.tradeId, employeeId } };
  if (proposed.needsApproval) return [accepted];
  return [accepted, approvedEvent(proposed, employeeId)];
}

/** A manager approves an accepted trade (both still fit it: the handler asks again). */
export function decideTradeApproval(state: ShiftTradeState, ineligible: string | null): ShiftTradeEvent[] {
  const proposed = mustBeProposed(state);
  if (state.status !== 'accepted' || !state.takerId) throw new RosterError('invalid', state.status === 'offered' ? SHIFT_TRADE_TEXTS.notAccepted : SHIFT_TRADE_TEXTS.closed);
  if (ineligible) throw new RosterError('invalid', ineligible);
  return [approvedEvent(proposed, state.takerId)];
}

/** The colleague asked (a swap's, or one an offer is offered to) or a manager declines. */
export function decideTradeDecline(state: ShiftTradeState, by: 'colleague' | 'manager', employeeId: string | null): ShiftTradeEvent[] {
  const proposed = mustBeProposed(state);
  if (state.status !== 'offered' && state.status !== 'accepted') throw new RosterError('invalid', SHIFT_TRADE_TEXTS.closed);
  if (by === 'colleague' && (!employeeId || !proposed.offeredTo.includes(employeeId) || state.status !== 'offered')) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.notForYou);
  return [{ type: EventType.ShiftTradeDeclined, v: 1, data: { tradeId: proposed.tradeId, by, employeeId } }];
}

/** She takes back what she offered, while it is not done. */
export function decideTradeWithdrawal(state: ShiftTradeState, employeeId: string): ShiftTradeEvent[] {
  const proposed = mustBeProposed(state);
  if (proposed.from.employeeId !== employeeId) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.notFound);
  if (state.status !== 'offered' && state.status !== 'accepted') throw new RosterError('invalid', SHIFT_TRADE_TEXTS.closed);
  return [{ type: EventType.ShiftTradeWithdrawn, v: 1, data: { tradeId: proposed.tradeId } }];
}

function approvedEvent(proposed: ShiftTradeProposed['data'], takerId: string): ShiftTradeApproved {
  return { type: EventType.ShiftTradeApproved, v: 1, data: { tradeId: proposed.tradeId, from: proposed.from, to: proposed.to, takerId } };
}

/** The same shift as was offered: the times, break and position; labels and colours may change meanwhile. */
export const sameSection = (a: WorkSectionDto, b: WorkSectionDto): boolean =>
  a.startTime === b.startTime && a.startTimeType === b.startTimeType && a.endTime === b.endTime && a.endTimeType === b.endTimeType && a.breakTime === b.breakTime && a.departmentId === b.departmentId;

/**
 * Why her days changed, on her own schedule stream beside the change (ADR 0079, issue 33 §6): an
 * open shift taken, a shift given or taken by an offer, or swapped; her schedule's History says it.
 */
export interface RosterTraded {
  type: typeof EventType.RosterTraded;
  v: 1;
  data: { employeeId: string; via: 'openShift' | 'offer' | 'swap'; ref: string; text: string };
}

/** A shift in words, as the planner reads it: "Wed 9 Dec Day 09:00-17:00". */
export const shiftWords = (shift: Pick<TradedShift, 'date' | 'section'>): string =>
  `${dayLabel(shift.date)} ${shift.section.labelName ? `${shift.section.labelName} ` : ''}${shift.section.startTime}-${shift.section.endTime}${shift.section.endTimeType === 'NextDay' ? ' (+1)' : ''}`;

/** What each side of a done trade reads in her history. */
export function tradedEvents(approved: ShiftTradeApproved['data'], names: { giver: string; taker: string }): { giver: RosterTraded; taker: RosterTraded } {
  const { tradeId, from, to, takerId } = approved;
  const via = to ? 'swap' : 'offer';
  const event = (employeeId: string, text: string): RosterTraded => ({ type: EventType.RosterTraded, v: 1, data: { employeeId, via, ref: tradeId, text } });
  if (!to) return { giver: event(from.employeeId, `Gave ${shiftWords(from)} to ${names.taker}`), taker: event(takerId, `Took ${shiftWords(from)} from ${names.giver}`) };
  return {
    giver: event(from.employeeId, `Swapped ${shiftWords(from)} for ${names.taker}'s ${shiftWords(to)}`),
    taker: event(takerId, `Swapped ${shiftWords(to)} for ${names.giver}'s ${shiftWords(from)}`),
  };
}
