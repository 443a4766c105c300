import { z } from 'zod';
import { BULK_TEXTS, bulkIdList } from './bulk-tools';
import { jobRunSchema } from './jobs';
import { messageReplySchema } from './messages';
import { SCHEDULE_NUMBERS, SCHEDULE_TEXTS } from './schedules';

/** Document 3 §8 "Bulk tools" (schedule) and §5, with the texts the spec leaves to us. */
export const BULK_SCHEDULE_TEXTS = {
  verifyFailed: 'Failed to verify the schedule.',
  generateFailed: 'Failed to generate the schedule.',
  outAfterIn: SCHEDULE_TEXTS.outAfterIn,
  conflictsTitle: 'Schedule time conflicts',
  // Ours: the spec says only that a confirmation is shown, and that the generation is a job.
  confirm: 'No conflicts were found. Generate the schedule now?',
  queued: 'The schedule is being generated. It can take a while: the progress shows below.',
  noShift: 'Add a shift, or make the day an off day.',
  noEmployees: 'The chosen departments have no active employees.',
  scheduled: (n: number) => `Scheduled ${n} employee${n === 1 ? '' : 's'}.`,
  notScheduled: (n: number) => `Not scheduled for ${n} employee${n === 1 ? '' : 's'}.`,
  payOnFinishDay: (names: string) => `Warning: ${names} paid on the finish day cannot have an overnight shift.`,
} as const;

/** Generate's refusal when verify would list conflicts: the same rows, nothing written or queued. */
export const BULK_SCHEDULE_CONFLICTS = 'conflicts';

const flag = (fallback: boolean) => z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v === '' || v === null || v === undefined ? fallback : v), z.boolean());
const blankNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** Document 3 §3 "Shift (in bulk schedule)": Sch In and Sch Out with their day flags, the break (minutes) and the position. */
export const bulkShiftSchema = z.object({
  startTime: z.string().default(''),
  endTime: z.string().default(''),
  startTimeType: z.enum(['Today', 'Previous']).default('Today'),
  endTimeType: z.enum(['Today', 'NextDay']).default('Today'),
  breakTime: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : Number(v)), z.number({ invalid_type_error: SCHEDULE_NUMBERS.breakTime.text })),
  departmentId: z.preprocess(blankNull, z.string().uuid('Choose one from the list.').nullable()).default(null),
});
export type BulkShift = z.infer<typeof bulkShiftSchema>;

/** Document 3 §9: by employee, a working day, no shifts yet. */
export const BULK_SCHEDULE_DEFAULTS: { byEmployee: boolean; isOffDay: boolean; workSections: readonly BulkShift[] } = { byEmployee: true, isOffDay: false, workSections: [] };

const isoDate = z
  .string({ required_error: BULK_TEXTS.dateRequired })
  .min(1, BULK_TEXTS.dateRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((iso) => !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso, 'Enter a date as YYYY-MM-DD.');

/**
 * Document 3 §3 "Schedule request" (POST /globalschedule/verify and /generate): employees or
 * departments as the switch says (ids as comma strings or arrays), and the day: its date, off or
 * its shifts. Only the side `byEmployee` chooses is used.
 */
export const bulkScheduleRequestSchema = z
  .object({
    byEmployee: flag(BULK_SCHEDULE_DEFAULTS.byEmployee),
    employeeIds: bulkIdList,
    departmentIds: bulkIdList,
    ruleDay: z.object(
      {
        ruleDay: isoDate,
        isOffDay: flag(BULK_SCHEDULE_DEFAULTS.isOffDay),
        title: z.string().nullish(),
        workSections: z.array(bulkShiftSchema).nullish().transform((v) => v ?? []),
      },
      { required_error: BULK_TEXTS.dateRequired },
    ),
  })
  .transform((v) => ({ ...v, employeeIds: v.byEmployee ? v.employeeIds : [], departmentIds: v.byEmployee ? [] : v.departmentIds }))
  .refine((v) => v.employeeIds.length > 0 || v.departmentIds.length > 0, { message: BULK_TEXTS.chooseTargets, path: ['employeeIds'] });
export type BulkScheduleRequest = z.infer<typeof bulkScheduleRequestSchema>;
export type BulkScheduleForm = z.input<typeof bulkScheduleRequestSchema>;

/**
 * Document 3 §3 "Conflict row": a chosen employee's new shift and the shift it overlaps (of that
 * day, or of the day before running over midnight: prevConflict, or of the day after). Times are
 * 'YYYY-MM-DD HH:mm' where they fall, so a shift over midnight reads plainly; the dates are the
 * schedule days the shifts belong to.
 */
export const bulkScheduleConflictSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  shiftDate: z.string(),
  shiftStart: z.string(),
  shiftEnd: z.string(),
  conflictDate: z.string(),
  conflictStart: z.string(),
  conflictEnd: z.string(),
  prevConflict: z.boolean(),
});
export type BulkScheduleConflict = z.infer<typeof bulkScheduleConflictSchema>;

/** Verify: a refusal's message ('close', or a text), or 'success' with the conflicts; generate: 'success' with the run, or 'conflicts' with them. */
export const bulkScheduleReplySchema = messageReplySchema.extend({ conflicts: z.array(bulkScheduleConflictSchema).optional(), job: jobRunSchema.optional() });
export type BulkScheduleReply = z.infer<typeof bulkScheduleReplySchema>;

/** Why the run left an employee as they were: a pay period closed, a clash arisen, out of reach, or paid on the finish day since the request. */
export const BULK_SCHEDULE_SKIPS = ['closedPeriod', 'conflict', 'notFound', 'payOnFinishDay'] as const;
export type BulkScheduleSkip = (typeof BULK_SCHEDULE_SKIPS)[number];

/** The bulk schedule run's result. */
export const bulkScheduleResultSchema = z.object({
  employees: z.number().int(),
  scheduled: z.array(z.object({ employeeId: z.string(), name: z.string() })),
  skipped: z.array(z.object({ employeeId: z.string(), name: z.string(), reason: z.enum(BULK_SCHEDULE_SKIPS) })),
});
export type BulkScheduleResult = z.infer<typeof bulkScheduleResultSchema>;
