import { z } from 'zod';
import { clockTimeSchema } from './clock';
import { payTypeTimeSchema, PUNCH_STATUSES } from './timesheets';

/** The employee's own app's sentences (ours: docs/decisions/0066-the-employees-home.md). */
export const ME_TEXTS = {
  notAnEmployee: 'Your account is not an employee, so it has no timesheet of its own.',
} as const;

/** A shift to come, as local wall times yyyy-MM-ddTHH:mm. */
/** A shift of hers: its wall times, position, and the day and section that name it (to offer or swap it, ADR 0079). */
export const myShiftSchema = z.object({ start: z.string(), end: z.string(), positionName: z.string().nullable(), date: z.string(), sectionId: z.string() });
export type MyShift = z.infer<typeof myShiftSchema>;

/** A pay period of hers: its days, whether payroll closed it, and what it pays so far. */
export const myPeriodSchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  closed: z.boolean(),
  /** The hours the period pays (every pay type counted in hours: worked, overtime, leave). */
  hours: z.number(),
  payTypes: z.array(payTypeTimeSchema),
});
export type MyPeriod = z.infer<typeof myPeriodSchema>;

/**
 * GET /api/me/work (ours): the signed-in employee's own work at a glance: in or out and since when,
 * her next shifts (schedule and roster), and the hours of this pay period and the last; the time in
 * her zone. Her leave is read from the leave endpoints she already has.
 */
export const myWorkSchema = clockTimeSchema.extend({
  employeeId: z.string(),
  employeeName: z.string(),
  status: z.enum(PUNCH_STATUSES),
  since: z.string().nullable(),
  nextShifts: z.array(myShiftSchema),
  current: myPeriodSchema,
  previous: myPeriodSchema,
});
export type MyWork = z.infer<typeof myWorkSchema>;

/** How many shifts ahead her home lists, within the next two weeks. */
export const MY_NEXT_SHIFTS = 5;
export const MY_SHIFT_DAYS_AHEAD = 14;
