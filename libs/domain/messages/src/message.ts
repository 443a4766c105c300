import type { MessageKind, Role, SupervisorFunction } from '@timekeep/contracts';

/** One message as the rules decide it: who reads it and what it says. Where it came from and when is the server's. */
export interface MessageDraft {
  recipientId: string;
  kind: MessageKind;
  title: string;
  body: string;
  link: string | null;
  /** What the message is about (a leave request), so that a later event can settle it; null when nothing will. */
  subject: string | null;
}

/** An active account of the event's company, as the rules need it. */
export interface Account {
  id: string;
  name: string;
  roles: readonly Role[];
  functions: readonly SupervisorFunction[];
  /** Leave Request Forwarding (the user form's isLeave with forwardTo): who also gets the leave requests this account gets. */
  forwardTo: string | null;
}

/**
 * What happened longer ago than this when the server first sees it is not news: the first start of
 * the message centre on a database with history, or a worker stopped for days, tells nobody of
 * last year's requests. The window is in real time (when it happened), not business time.
 */
export const NEWS_HOURS = 48;

export function isNews(happenedAt: Date, now: Date): boolean {
  return now.getTime() - happenedAt.getTime() <= NEWS_HOURS * 3_600_000;
}

/** The longest body a message keeps: a third party's error can run to pages. */
export const MAX_BODY = 1000;

/** A text cut to `max` characters, with an ellipsis when cut. */
export function clipped(text: string, max = MAX_BODY): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/**
 * An error's text as a person may read it: a URL's user and password are blanked (a client library's
 * error may quote the address it could not reach, credentials and all).
 */
export function readableError(text: string | null): string {
  return clipped((text ?? '').replace(/\/\/[^@/\s]*@/g, '//***@'));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-11-23 as '23 Nov 2026': unambiguous whatever the reader's date format. */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** A day, or a range of days. */
export function daysText(from: string, to: string): string {
  return from === to ? dayText(from) : `${dayText(from)} to ${dayText(to)}`;
}

/** 16 as '16 hours', 7.5 as '7.50 hours', 1 as '1 hour'. */
export function hoursText(hours: number): string {
  const figure = Number.isInteger(hours) ? String(hours) : hours.toFixed(2);
  return `${figure} ${hours === 1 ? 'hour' : 'hours'}`;
}

export function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
