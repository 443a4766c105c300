import { z } from 'zod';
import { jobRunSchema } from './jobs';
import { messageReplySchema } from './messages';
import { workSectionSchema } from './schedules';

/** Document 2 §3: the fixed Off Day item of the shift library. */
export const OFF_DAY_SHIFT = {
  id: 'SCHEDULE_SHIFT_DAY_OFF_ID',
  labelName: 'Off Day',
  colorCode: '#A2A2A2',
  startTime: '00:00',
  endTime: '24:00',
  type: 3,
} as const;

/** Document 2 §8 "Roster" and §5 texts. */
export const ROSTER_TEXTS = {
  copied: 'Copy the roster successfully.',
  copyFailed: 'Failed to copy the roster.',
  overwrite: 'This replication will overwrite the existing shift!!!',
  emailSent: 'Email sent successfully',
  emailFailed: 'Failed to send email.',
  emailsFailed: 'Failed to send emails.',
  deleteOffDayFailed: 'Failed to delete the Off Day.',
  deleteScheduleFailed: 'Failed to delete the schedule.',
  addOffDayFailed: 'Failed to add the Off Day.',
  removeOffDayFailed: 'Failed to remove the Off Day.',
  updateScheduleFailed: 'Failed to update the schedule.',
  conflict: 'Oops,Schedule conflict,please add a new shift.',
  endAfterStart: 'End Time must be later than Start Time!',
  shiftCreated: 'Create the Shift successfully',
  shiftUpdated: 'Update the Shift successfully',
  shiftDeleted: 'Delete the Shift successfully',
  shiftCreateFailed: 'Failed to create the Shift.',
  shiftUpdateFailed: 'Failed to update the Shift.',
  shiftDeleteFailed: 'Failed to delete the Shift.',
  addedToEmployees: 'Add the shift to employees successfully',
  addToEmployeesFailed: 'Failed to add the shift to employees.',
  // Ours (the spec has none): a drop that lost the race to another supervisor's change of the same day.
  changedMeanwhile: 'This roster was changed by someone else meanwhile. It has been reloaded: try again.',
  // Ours: copy windows the Copy Roster form's date picker does not offer (docs/decisions/0034-roster.md).
  copyOverlaps: 'The paste dates must not overlap the dates copied from.',
  copyTooLong: 'Copy at most 31 days at a time.',
  // Ours: the spec has no text for a Print that failed.
  printFailed: 'Failed to print the roster.',
} as const;

/** Document 2 §3 "Roster work section (shift)": a shift of the library (type 2 locked, 3 the off day). */
export const rosterShiftSchema = z.object({
  id: z.string(),
  labelName: z.string(),
  colorCode: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  department: z.object({ id: z.string(), departmentName: z.string() }).nullable(),
  startTime: z.string(),
  startTimeType: z.enum(['Previous', 'Today', 'NextDay']),
  endTime: z.string(),
  endTimeType: z.enum(['Today', 'NextDay']),
  /** Minutes. */
  breakTime: z.number(),
  /** Hours worked: the span less the break. */
  duration: z.number(),
  type: z.number().nullable(),
  baseShiftWorksectionId: z.string().nullable(),
  version: z.number(),
});
export type RosterShift = z.infer<typeof rosterShiftSchema>;

/** A section on the roster: the day's work section with its shift's label, colour and position name. */
export const rosterSectionSchema = workSectionSchema.extend({
  labelName: z.string().nullable(),
  colorCode: z.string().nullable(),
  departmentName: z.string().nullable(),
  /** Hours worked: the span less the break. */
  duration: z.number(),
});
export type RosterSection = z.infer<typeof rosterSectionSchema>;

/** Document 2 §3 "Roster row": one employee's days; `virtual` marks a day that is still the template's. */
export const rosterDaySchema = z.object({
  title: z.string(),
  isOffDay: z.boolean(),
  isClosed: z.boolean(),
  virtual: z.boolean(),
  workSections: z.array(rosterSectionSchema),
});
export type RosterDay = z.infer<typeof rosterDaySchema>;

export const rosterRowSchema = z.object({
  employee: z.object({
    id: z.string(),
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    departmentId: z.string().nullable(),
    departmentName: z.string().nullable(),
    /** Absent when the reader may not see pay rates (ADR 0048). */
    payRate: z.number().nullable().optional(),
    standardHours: z.number().nullable(),
    email: z.string().nullable(),
  }),
  scheduleRuleVoList: z.array(rosterDaySchema),
  /** The employee's schedule stream version: a drop made against an older one is a conflict. */
  version: z.number(),
  /** Computed: hours rostered in the range, and hours × pay rate (null without a rate; absent when the reader may not see pay rates). */
  totalHours: z.number(),
  totalCost: z.number().nullable().optional(),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

/** GET /api/standardshifts/roster (the spec does not show the load's path). */
export const rosterSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  rows: z.array(rosterRowSchema),
  totalHours: z.number(),
  /** Absent when the reader may not see pay rates (ADR 0048). */
  totalCost: z.number().optional(),
});
export type Roster = z.infer<typeof rosterSchema>;

/** What roster writes answer: success, and a code (or 'success'). */
export const rosterReplySchema = messageReplySchema.extend({ success: z.boolean().optional() });
export type RosterReply = z.infer<typeof rosterReplySchema>;

/** POST /standardshifts/copyScheduleRule and /sendEmployeeEmail: a job to follow. */
export const rosterJobReplySchema = rosterReplySchema.extend({ status: z.number().optional(), job: jobRunSchema.optional() });
export type RosterJobReply = z.infer<typeof rosterJobReplySchema>;

/** The copy job's result. */
export const rosterCopyResultSchema = z.object({
  employees: z.number(),
  copied: z.number(),
  /** Employees whose paste window holds a closed day: left as they were. */
  skipped: z.array(z.object({ employeeId: z.string(), name: z.string(), reason: z.enum(['closedPeriod', 'conflict']) })),
});
export type RosterCopyResult = z.infer<typeof rosterCopyResultSchema>;

/** The roster email job's result: sent, and employees reported (no email address, or the mail server refused). */
export const rosterEmailResultSchema = z.object({
  employees: z.number(),
  sent: z.number(),
  notSent: z.array(z.object({ employeeId: z.string(), name: z.string(), reason: z.enum(['noEmail', 'failed']) })),
});
export type RosterEmailResult = z.infer<typeof rosterEmailResultSchema>;

/** Sort choices of the roster filter (document 2 §2). */
export const ROSTER_SORTS = ['Department', 'FirstName', 'LastName'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];

/** A new shift's colour: the console's primary green (document 2 §5 "colour default primary"). */
export const ROSTER_DEFAULT_COLOUR = '#2ebb7c';

/**
 * POST /standardshifts/sendEmployeeEmail (document 2 §7): one employee's roster (employeeId), or
 * Send All for the departments (departmentId, a comma list; all within reach when empty). Answers
 * `status 1` and the job; its result is a RosterEmailResult.
 */
export interface RosterEmailRequest {
  startDate: string;
  endDate: string;
  departmentId?: string;
  employeeId?: string;
}
