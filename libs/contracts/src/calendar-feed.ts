import { z } from 'zod';

/** The calendar feed's sentences (ours: docs/decisions/0076-calendar-feed.md). */
export const CALENDAR_FEED_TEXTS = {
  issued: 'Your calendar address is ready. Copy it now: it is not shown again.',
  revoked: 'Your calendar address no longer works.',
  none: 'You have no calendar address.',
} as const;

/** GET /api/me/calendar-feed: whether she has an address, and since when. The address itself is shown once, when made. */
export const myCalendarFeedSchema = z.object({ active: z.boolean(), issuedAt: z.string().nullable() });
export type MyCalendarFeed = z.infer<typeof myCalendarFeedSchema>;

/** POST /api/me/calendar-feed takes nothing: the address is always the signed-in employee's own. */
export const calendarFeedIssueRequestSchema = z.object({});

/** POST /api/me/calendar-feed: a new address; the one she had stops answering. */
export const calendarFeedIssuedSchema = z.object({ message: z.string(), url: z.string() });
export type CalendarFeedIssued = z.infer<typeof calendarFeedIssuedSchema>;

/** The days the feed holds around today: a month back (what she worked), three months ahead. */
export const CALENDAR_FEED_DAYS_BACK = 31;
export const CALENDAR_FEED_DAYS_AHEAD = 92;
