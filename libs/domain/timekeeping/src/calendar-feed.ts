import { EventType } from '@timekeep/contracts';

/*
 * An employee's calendar feed (ours: docs/decisions/0076-calendar-feed.md): a private address that
 * calendar apps subscribe to, of her published shifts and approved leave. The address's secret is
 * never in an event; the events say who made or revoked which address, and when.
 */

export type CalendarFeedIssued = { type: typeof EventType.CalendarFeedIssued; v: 1; data: { employeeId: string; feedId: string } };
export type CalendarFeedRevoked = { type: typeof EventType.CalendarFeedRevoked; v: 1; data: { employeeId: string; feedId: string } };
export type CalendarFeedEvent = CalendarFeedIssued | CalendarFeedRevoked;

/** The address she has now, if any. */
export interface CalendarFeedState {
  feedId: string | null;
}

export const calendarFeedStreamId = (employeeId: string) => `calendar-feed-${employeeId}`;

export const calendarFeedFold = {
  initial: { feedId: null } as CalendarFeedState,
  evolve: (state: CalendarFeedState, event: CalendarFeedEvent): CalendarFeedState =>
    event.type === EventType.CalendarFeedIssued ? { feedId: event.data.feedId } : state.feedId === event.data.feedId ? { feedId: null } : state,
};

/** A new address: the one she had is revoked in the same commit, so only one ever answers. */
export function decideIssueFeed(state: CalendarFeedState, employeeId: string, feedId: string): CalendarFeedEvent[] {
  const revoked: CalendarFeedEvent[] = state.feedId ? [{ type: EventType.CalendarFeedRevoked, v: 1, data: { employeeId, feedId: state.feedId } }] : [];
  return [...revoked, { type: EventType.CalendarFeedIssued, v: 1, data: { employeeId, feedId } }];
}

/** Revokes the address she has; none, nothing. */
export function decideRevokeFeed(state: CalendarFeedState, employeeId: string): CalendarFeedRevoked[] {
  return state.feedId ? [{ type: EventType.CalendarFeedRevoked, v: 1, data: { employeeId, feedId: state.feedId } }] : [];
}

/** A shift as the roster publishes it: local wall times yyyy-MM-ddTHH:mm, and the day it belongs to. */
export interface FeedShift {
  date: string;
  start: string;
  end: string;
  positionName: string | null;
}

/** Approved leave: its type's name and its first and last dates. */
export interface FeedLeave {
  id: string;
  name: string;
  from: string;
  to: string;
}

/** One event of the feed: timed at local wall times in the company's zone, or whole days (end exclusive). */
export type CalendarEntry =
  | { uid: string; summary: string; kind: 'timed'; start: string; end: string }
  | { uid: string; summary: string; kind: 'allDay'; startDate: string; endDateExclusive: string };

const nextDate = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * What her calendar holds. Each shift's id is its day and its place among the day's shifts, so a
 * calendar app updates a moved shift in place rather than adding another; leave keeps its request's id.
 */
export function calendarEntries(employeeId: string, shifts: readonly FeedShift[], leaves: readonly FeedLeave[]): CalendarEntry[] {
  const perDay = new Map<string, number>();
  const timed = [...shifts]
    .sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end))
    .map((s): CalendarEntry => {
      const n = (perDay.get(s.date) ?? 0) + 1;
      perDay.set(s.date, n);
      return { uid: `shift-${employeeId}-${s.date}-${n}@timekeep`, summary: s.positionName ? `Shift: ${s.positionName}` : 'Shift', kind: 'timed', start: s.start, end: s.end };
    });
  const allDay = [...leaves]
    .sort((a, b) => a.from.localeCompare(b.from) || a.id.localeCompare(b.id))
    .map((l): CalendarEntry => ({ uid: `leave-${l.id}@timekeep`, summary: `Leave: ${l.name}`, kind: 'allDay', startDate: l.from, endDateExclusive: nextDate(l.to) }));
  return [...timed, ...allDay];
}
