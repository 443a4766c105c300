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
] as const;
export type ExceptionType = (typeof EXCEPTION_TYPES)[number];

/** The list's `type`: one type, every unreviewed one (AllException), or the reviewed ones (AllReviewed). */
export const EXCEPTION_FILTERS = [...EXCEPTION_TYPES, 'AllException', 'AllReviewed'] as const;
export type ExceptionFilter = (typeof EXCEPTION_FILTERS)[number];

/** Document 3 §9: the filter's choices, in the spec's order and words ('All Exceptions' and 'Unapproved Overtime' in plain English: ADR 0054). */
export const EXCEPTION_FILTER_OPTIONS: ReadonlyArray<{ value: ExceptionFilter; label: string }> = [
  { value: 'AllException', label: 'All Exceptions' },
  { value: 'LateArrival', label: 'Late Arrival' },
  { value: 'EarlyDeparture', label: 'Early Departure' },
  { value: 'Absent', label: 'Absent' },
  { value: 'MissingPunch', label: 'Missing Punch' },
  { value: 'LongBreak', label: 'Long Break' },
  { value: 'UnscheduleWork', label: 'Unscheduled Work' },
  { value: 'UnscheduleBreak', label: 'Unscheduled Break' },
  { value: 'UnprovedOvertime', label: 'Unapproved Overtime' },
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
