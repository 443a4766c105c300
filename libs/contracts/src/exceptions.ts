import { z } from 'zod';

/**
 * Document 3 §2 "Time card exceptions", §3 "Exception row", §7 and §8: the list, the review and
 * revert calls and the dashboard's counts, as the server answers them.
 */

/** Document 3 §3: the types an exception row can have. */
export const EXCEPTION_TYPES = [
  'EarlyArrival',
  'LateArrival',
  'EarlyDeparture',
  'LateDeparture',
  'Absent',
  'LongBreak',
  'MissingBreak',
  'MissingJob',
  'UnprovedOvertime',
  'MissingPunch',
  'UnscheduleWork',
  'UnscheduleBreak',
  // Not in the spec: what a pay group's condition set checks of the time worked (ADR 0074), each
  // reported while its roster check is on (Warn or Block).
  'ShortRest',
  'ConsecutiveDays',
  'ShortMealBreak',
] as const;
export type ExceptionType = (typeof EXCEPTION_TYPES)[number];

/** Document 3 §9's words for the types (Unscheduled, not the codes' Unschedule; Unapproved, not Unproved: ADR 0054). */
export const EXCEPTION_NAMES: Readonly<Record<ExceptionType, string>> = {
  EarlyArrival: 'Early Arrival',
  LateArrival: 'Late Arrival',
  EarlyDeparture: 'Early Departure',
  LateDeparture: 'Late Departure',
  Absent: 'Absent',
  LongBreak: 'Long Break',
  MissingBreak: 'Missing Break',
  MissingJob: 'Missing Job',
  UnprovedOvertime: 'Unapproved Overtime',
  MissingPunch: 'Missing Punch',
  UnscheduleWork: 'Unscheduled Work',
  UnscheduleBreak: 'Unscheduled Break',
  ShortRest: 'Short Rest',
  ConsecutiveDays: 'Consecutive Days',
  ShortMealBreak: 'Short Meal Break',
};

/** The list's `type`: one type, every unreviewed one (AllException), or the reviewed ones (AllReviewed). */
export const EXCEPTION_FILTERS = [...EXCEPTION_TYPES, 'AllException', 'AllReviewed'] as const;
export type ExceptionFilter = (typeof EXCEPTION_FILTERS)[number];

/** Document 3 §9: the filter's choices, in the spec's order and words ('All Exceptions' and 'Unapproved Overtime' in plain English: ADR 0054). */
export const EXCEPTION_FILTER_OPTIONS: ReadonlyArray<{ value: ExceptionFilter; label: string }> = [
  { value: 'AllException', label: 'All Exceptions' },
  ...(['LateArrival', 'EarlyDeparture', 'Absent', 'MissingPunch', 'LongBreak', 'UnscheduleWork', 'UnscheduleBreak', 'UnprovedOvertime', 'ShortRest', 'ConsecutiveDays', 'ShortMealBreak'] as const).map((value) => ({
    value,
    label: EXCEPTION_NAMES[value],
  })),
  { value: 'AllReviewed', label: 'All Reviewed' },
];

/** Document 3 §9: the pay period the list shows, the employee's previous or current one. */
export const EXCEPTION_DAY_TYPES = ['Previous', 'Current'] as const;
export type ExceptionDayType = (typeof EXCEPTION_DAY_TYPES)[number];

/** Document 3 §9: a shift is edited from an exception only for these types, and only with a shiftId. */
export const SHIFT_EDITABLE_EXCEPTIONS: readonly ExceptionType[] = ['EarlyArrival', 'LateDeparture', 'UnscheduleWork'];

/** Document 3 §3 "Exception row" (the spec's spelling: actuaIn, actuaOut), with the row's type and whether it is reviewed. */
export const exceptionRowSchema = z.object({
  /** Stable: the same occurrence keeps its id when the timesheet is recalculated. */
  id: z.string(),
  employeeId: z.string(),
  clockId: z.number().nullable(),
  employeeName: z.string(),
  /** The pay date, yyyy-MM-dd. */
  date: z.string(),
  /** Wall times, yyyy-MM-ddTHH:mm; null where there is no schedule or no punch. */
  scheduleIn: z.string().nullable(),
  scheduleOut: z.string().nullable(),
  actuaIn: z.string().nullable(),
  actuaOut: z.string().nullable(),
  /** True when the exception is the in punch's (a late or early arrival, an in missing); false when it is the out's or the shift's. */
  actuaInException: z.boolean(),
  /** Who reviewed it; null while it is unreviewed. */
  approver: z.string().nullable(),
  /** The scheduled shift it belongs to; null for unscheduled work and the day's own exceptions. */
  shiftId: z.string().nullable(),
  exceptionType: z.enum(EXCEPTION_TYPES),
  reviewed: z.boolean(),
});
export type ExceptionRow = z.infer<typeof exceptionRowSchema>;

/** GET /api/dashboard/exceptionNum: unreviewed exceptions of the current pay period, in scope, per type. */
export const exceptionNumSchema = z.object({
  AllException: z.number(),
  LateArrival: z.number(),
  EarlyDeparture: z.number(),
  Absent: z.number(),
  MissingPunch: z.number(),
  LongBreak: z.number(),
  UnscheduleWork: z.number(),
  UnscheduleBreak: z.number(),
  UnprovedOvertime: z.number(),
  EarlyArrival: z.number(),
  LateDeparture: z.number(),
  MissingBreak: z.number(),
  MissingJob: z.number(),
});
export type ExceptionNum = z.infer<typeof exceptionNumSchema>;

/** POST /timesheet/hideException and /showException: how many changed. */
export const exceptionReviewReplySchema = z.object({ message: z.literal('success'), changed: z.number() });
export type ExceptionReviewReply = z.infer<typeof exceptionReviewReplySchema>;

/** Document 3 §8. */
export const EXCEPTION_TEXTS = {
  reviewFailed: 'Review exceptions failed',
  revertFailed: 'Revert exceptions failed',
  /** Ours: the spec gives no wording for these. */
  reviewConfirm: 'Review the selected exceptions? They leave the list and are shown under All Reviewed.',
  revertConfirm: 'Revert the selected exceptions? They are shown in the list again.',
  reviewed: 'The exceptions are reviewed.',
  reverted: 'The exceptions are reverted.',
  notFound: 'This exception does not exist.',
  changed: 'This exception has changed since it was loaded. Refresh the list and try again.',
} as const;

/** GET /api/time-card-exceptions: the filter's part of the query (blank is the default). */
export const exceptionListFilterSchema = z.object({
  type: z.enum(EXCEPTION_FILTERS, { errorMap: () => ({ message: 'Choose an exception type.' }) }).default('AllException'),
  dayType: z.enum(EXCEPTION_DAY_TYPES, { errorMap: () => ({ message: 'Choose Previous or Current.' }) }).default('Current'),
});

/** A value the form may leave blank: blank is null (no punch, no schedule); absent is not checked. */
const shown = z.string().nullish().transform((v) => (v === undefined ? undefined : v || null));
const reviewItem = z.object({
  id: z.string({ required_error: 'Choose an exception.' }).uuid(EXCEPTION_TEXTS.notFound),
  fromT: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as yyyy-MM-dd.').optional().or(z.literal('').transform(() => undefined)),
  scheduleIn: shown,
  scheduleOut: shown,
  actuaIn: shown,
  actuaOut: shown,
  exceptionType: z.enum(EXCEPTION_TYPES, { errorMap: () => ({ message: 'Choose an exception type.' }) }).optional().or(z.literal('').transform(() => undefined)),
});
const MAX_EXCEPTION_REVIEW = 1000;

/**
 * POST /timesheet/hideException and /showException, read from the body by `exceptionReviewItemsOf`:
 * one exception (the spec's fields: id, fromT, scheduleIn, scheduleOut, actuaIn, actuaOut,
 * exceptionType) or many.
 */
export const exceptionReviewItemsSchema = z.array(reviewItem).min(1, 'Choose an exception.').max(MAX_EXCEPTION_REVIEW, `Choose at most ${MAX_EXCEPTION_REVIEW} exceptions.`);

/** The exceptions a review or revert names: a list of them or of ids, `ids` as a list or a comma list, or `id` as one; JSON or form-encoded. */
export function exceptionReviewItemsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body.map((i) => (typeof i === 'string' ? { id: i } : i));
  if (!body || typeof body !== 'object') return [];
  const b = body as Record<string, unknown>;
  for (const key of ['exceptions', 'items']) if (Array.isArray(b[key])) return exceptionReviewItemsOf(b[key]);
  const ids = b.ids ?? (Array.isArray(b.id) || (typeof b.id === 'string' && b.id.includes(',')) ? b.id : undefined);
  if (Array.isArray(ids)) return exceptionReviewItemsOf(ids);
  if (typeof ids === 'string') return exceptionReviewItemsOf(ids.split(',').map((id) => id.trim()).filter(Boolean));
  return b.id === undefined ? [] : [b];
}

