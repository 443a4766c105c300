import { z } from 'zod';
import { isoDay } from './validation';

/** Availability's sentences (issue 33 §2). */
export const AVAILABILITY_TEXTS = {
  tooSoon: (date: string, days: number) => `Changes to your availability must be made ${days} days ahead: ${date} is too soon. Ask your manager.`,
  window: 'The end of a time must be after its start.',
  samePatternStart: 'Each weekly pattern needs a start date of its own.',
  sameDate: 'Each date once: give a date one time you cannot work.',
  saved: 'Your availability is saved.',
  past: 'Days gone by keep what you said of them: change only days to come.',
  conflict: 'Your availability was changed elsewhere. Reload it and try again.',
  unavailable: (day: string, note: string | null) => `Not available at this time on ${day}${note ? `: ${note}` : ''}.`,
} as const;

/** How many days ahead a change to someone's availability must be, until the employer sets it (Roster Settings). */
export const AVAILABILITY_NOTICE_DAYS = 7;
export const MAX_AVAILABILITY_NOTICE_DAYS = 60;
/** What the roster does with a shift on a time someone said she cannot work. */
export const UNAVAILABLE_SHIFT_MODES = ['warn', 'block'] as const;
export type UnavailableShiftMode = (typeof UNAVAILABLE_SHIFT_MODES)[number];
/** Enough for a year of patterns and of one-off dates; more is not a person's availability. */
export const MAX_AVAILABILITY_PATTERNS = 24;
export const MAX_UNAVAILABLE_DATES = 366;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:mm.');

export const dayAvailabilitySchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('available') }).strict(),
    z.object({ kind: z.literal('unavailable') }).strict(),
    z.object({ kind: z.literal('only'), from: time, to: time }).strict(),
  ])
  .refine((d) => d.kind !== 'only' || d.from < d.to, AVAILABILITY_TEXTS.window);

/** Her week from a date on, Monday first. */
export const availabilityPatternSchema = z.object({ effectiveFrom: isoDay, days: z.array(dayAvailabilitySchema).length(7) }).strict();

/** A date she cannot work: all day (no times), or between two times. */
export const unavailableDateSchema = z
  .object({ date: isoDay, from: time.nullable(), to: time.nullable(), note: z.string().trim().max(200).nullable() })
  .strict()
  .refine((d) => !d.from || !d.to || d.from < d.to, AVAILABILITY_TEXTS.window);

export const availabilitySchema = z
  .object({ patterns: z.array(availabilityPatternSchema).max(MAX_AVAILABILITY_PATTERNS), dates: z.array(unavailableDateSchema).max(MAX_UNAVAILABLE_DATES) })
  .strict()
  .refine((a) => new Set(a.patterns.map((p) => p.effectiveFrom)).size === a.patterns.length, AVAILABILITY_TEXTS.samePatternStart)
  .refine((a) => new Set(a.dates.map((d) => d.date)).size === a.dates.length, AVAILABILITY_TEXTS.sameDate);
export type AvailabilityDto = z.infer<typeof availabilitySchema>;

/** POST /api/me/availability: all of it, at the version she loaded. */
export const availabilitySaveSchema = z.object({ availability: availabilitySchema, version: z.number().int().min(0) }).strict();

/** GET /api/me/availability and /api/employees/{id}/availability. */
export const availabilityReplySchema = z.object({
  availability: availabilitySchema,
  /** The employer's notice, and the first date a change may alter (the company's today plus the notice). */
  noticeDays: z.number(),
  changeableFrom: z.string(),
  version: z.number(),
});
export type AvailabilityReply = z.infer<typeof availabilityReplySchema>;
