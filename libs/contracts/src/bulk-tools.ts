import { z } from 'zod';
import { jobRunSchema } from './jobs';
import { messageReplySchema } from './messages';
import { isRealDate } from './validation';

/** Document 3 §8 "Bulk tools": the texts the two forms show. */
export const BULK_TEXTS = {
  close: "The selected date is within a closed pay period. Please re-open the period in the 'Payroll Transfer' page.",
  punchFailed: 'Failed to add the punch.',
  recalculateFailed: 'Failed to recalculate.',
  // The spec says only that the success text says it can take a while.
  punchQueued: 'The punches are being added. It can take a while: the progress shows below.',
  recalculateQueued: 'The timesheets are being recalculated. It can take a while: the progress shows below.',
  chooseTargets: 'Choose employees or departments.',
  dateRequired: 'Date is required.',
  timeRequired: 'Time is required.',
  dateRangeRequired: 'The date range is required.',
  // Ours: the group punch's outcome (the spec has none).
  punched: (done: number, of: number) => `Punched ${done} of ${of} employee${of === 1 ? '' : 's'}.`,
} as const;

/** Document 3 §7: the bulk tools answer 'close' when a date is inside a closed pay period, and queue nothing. */
export const BULK_CLOSED = 'close';

/** Ids as the spec sends them (a comma string), or as an array. */
export const bulkIdList = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((v) => [...new Set((Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(z.string().uuid('Choose one from the list.')));


/** Document 3 §9: the global punch's date is DD-MM-YYYY; read as ISO. */
const dayMonthYear = z
  .string({ required_error: BULK_TEXTS.dateRequired })
  .min(1, BULK_TEXTS.dateRequired)
  .regex(/^\d{2}-\d{2}-\d{4}$/, 'Enter a date as DD-MM-YYYY.')
  .transform((v) => `${v.slice(6)}-${v.slice(3, 5)}-${v.slice(0, 2)}`)
  .refine(isRealDate, 'Enter a date as DD-MM-YYYY.');

const isoDate = z
  .string({ required_error: BULK_TEXTS.dateRangeRequired })
  .min(1, BULK_TEXTS.dateRangeRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine(isRealDate, 'Enter a date as YYYY-MM-DD.');

const someone = <T extends { employees: string[]; departments: string[] }>(v: T) => v.employees.length > 0 || v.departments.length > 0;

/** Document 3 §3 "Global punch" and §5: employees or departments, date and time required; the job code only where job codes are on. */
export const groupTimePunchRequestSchema = z
  .object({
    employees: bulkIdList,
    departments: bulkIdList,
    date: dayMonthYear,
    punchTime: z
      .string({ required_error: BULK_TEXTS.timeRequired })
      .min(1, BULK_TEXTS.timeRequired)
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:mm.'),
    reason: z
      .string()
      .max(500, 'At most 500 characters.')
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null)),
    jobcode: z
      .string()
      .nullish()
      .transform((v) => v || null)
      .pipe(z.string().uuid('Choose a job from the list.').nullable()),
  })
  .refine(someone, { message: BULK_TEXTS.chooseTargets, path: ['employees'] });
export type GroupTimePunchRequest = z.infer<typeof groupTimePunchRequestSchema>;

/** Document 3 §7 "Recalculate" and §5: employees or departments and the date range required. */
export const recalculateRangeRequestSchema = z
  .object({ employees: bulkIdList, departments: bulkIdList, startDate: isoDate, endDate: isoDate })
  .refine(someone, { message: BULK_TEXTS.chooseTargets, path: ['employees'] })
  .refine((v) => v.startDate <= v.endDate, { message: 'The end date must not be before the start date.', path: ['endDate'] });
export type RecalculateRangeRequest = z.infer<typeof recalculateRangeRequestSchema>;

/** POST /recalculate/recalculateTimeSheet (and /recalculate/recalculate with a pay period): the period's employees, or those named. */
export const recalculatePayPeriodRequestSchema = z.object({
  payrollTransferId: z.string().uuid('Choose a pay period.'),
  employees: z.array(z.union([z.string().uuid('Choose an employee.'), z.object({ employeeId: z.string().uuid('Choose an employee.') }).transform((e) => e.employeeId)])).default([]),
});
export type RecalculatePayPeriodRequest = z.infer<typeof recalculatePayPeriodRequestSchema>;

/**
 * Both recalculate calls take either form: the bulk tool's sends a date range (or departments) and
 * no pay period; anything else is a pay period's recalculation.
 */
export const isRangeRecalculation = (body: unknown): boolean =>
  !!body && typeof body === 'object' && !('payrollTransferId' in body) && ('startDate' in body || 'endDate' in body || 'departments' in body);

/** 'success' with the run to follow, or 'close' with nothing queued. */
export const bulkReplySchema = messageReplySchema.extend({ job: jobRunSchema.optional() });
export type BulkReply = z.infer<typeof bulkReplySchema>;

/** Why an employee got no punch: a punch at that minute already, a period closed since, out of reach since, or hired after the date (ADR 0051). */
export const GROUP_PUNCH_SKIPS = ['hasExistPunchRecord', 'closedPeriod', 'notFound', 'beforeHire'] as const;

/** The group punch run's result: who was punched, and who was skipped and why. */
export const groupTimePunchResultSchema = z.object({
  employees: z.number().int(),
  punched: z.array(z.object({ employeeId: z.string(), name: z.string() })),
  skipped: z.array(z.object({ employeeId: z.string(), name: z.string(), reason: z.enum(GROUP_PUNCH_SKIPS) })),
});
export type GroupTimePunchResult = z.infer<typeof groupTimePunchResultSchema>;

/** The recalculation run's result. */
export const recalculateResultSchema = z.object({ employees: z.number().int(), days: z.number().int() });
export type RecalculateResult = z.infer<typeof recalculateResultSchema>;
