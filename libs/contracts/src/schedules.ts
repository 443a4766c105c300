import { z } from 'zod';
import { formArray, formBoolean, formFlag, formId, formList, formNumber, formVersion } from './form-fields';
import { messageReplySchema, namedSchema } from './messages';
import type { NumberRange } from './validation';

/** Document 1 §3 "Work section": times HH:mm relative to the day's date; break in minutes. */
export const workSectionSchema = z.object({
  id: z.string(),
  startTime: z.string(),
  startTimeType: z.enum(['Previous', 'Today']),
  endTime: z.string(),
  endTimeType: z.enum(['Today', 'NextDay']),
  breakTime: z.number(),
  overrideBreakCalculation: z.boolean(),
  breakCalculationType: z.enum(['Hours at Work', 'Time of Day']).nullable(),
  /** Hours. */
  breakTriggerTime: z.number().nullable(),
  breakStartTime: z.string().nullable(),
  allowOT: z.boolean(),
  allowEA: z.boolean(),
  allowLD: z.boolean(),
  lunchWorkingThrough: z.boolean(),
  /** The section's own overtime and break rules rather than the pay group's. */
  isOverridePayGroup: z.boolean(),
  /** The position worked (a Position-level department), the job and its task, and the skills used. */
  departmentId: z.string().nullable(),
  jobId: z.string().nullable(),
  taskId: z.string().nullable(),
  skills: z.array(z.string()),
  /** Roster only (absent elsewhere): the library shift the section was dropped from, and its label and colour. */
  shiftId: z.string().nullish(),
  labelName: z.string().nullish(),
  colorCode: z.string().nullish(),
  /** Set from the timesheet's shift (absent elsewhere): the day's unscheduled work is approved (ADR 0065). */
  apprvUnschWork: z.boolean().optional(),
});
export type WorkSectionDto = z.infer<typeof workSectionSchema>;

/** What sections saved before these fields existed mean by leaving them out. */
export const LATER_SECTION_FIELDS: Pick<WorkSectionDto, 'isOverridePayGroup' | 'departmentId' | 'jobId' | 'taskId' | 'skills'> = {
  isOverridePayGroup: false,
  departmentId: null,
  jobId: null,
  taskId: null,
  skills: [],
};

/** Document 1 §3 "Schedule rule": one day of the cycle, numbered from 1. */
export const scheduleRuleSchema = z.object({
  id: z.string(),
  num: z.number(),
  title: z.string(),
  isOffDay: z.boolean(),
  isClosed: z.boolean(),
  workSections: z.array(workSectionSchema),
});
export type ScheduleRuleDto = z.infer<typeof scheduleRuleSchema>;

/** An employee's own day (document 1 "Employee schedule"): it replaces the template's day on its date. */
export type CustomDay = Pick<ScheduleRuleDto, 'title' | 'isOffDay' | 'isClosed' | 'workSections'>;

export const SCHEDULE_PERIOD_TYPES = ['Weekly', 'Fortnightly', 'Daily', 'Custom'] as const;
export type SchedulePeriodType = (typeof SCHEDULE_PERIOD_TYPES)[number];

/** Document 1 §3 "Schedule template". */
export const scheduleTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  periodType: z.enum(SCHEDULE_PERIOD_TYPES),
  periods: z.number(),
  days: z.number(),
  startDate: z.string(),
  scheduleType: z.literal('template'),
  scheduleRules: z.array(scheduleRuleSchema),
  /** Punch in and out by the schedule (company setting allowAutoPunch); outPunchOnly: only the out. */
  autoPunch: z.boolean(),
  outPunchOnly: z.boolean(),
  version: z.number(),
});
export type ScheduleTemplateDto = z.infer<typeof scheduleTemplateSchema>;

/** GET /api/schedules/{id}: the template with the employees whose schedule it is (and their names, for the picker). */
export const scheduleTemplateDetailSchema = scheduleTemplateSchema.extend({
  employeeIds: z.array(z.string()),
  employees: z.array(namedSchema),
});
export type ScheduleTemplateDetail = z.infer<typeof scheduleTemplateDetailSchema>;

/** The list row (document 1 §3). */
export const scheduleTemplateRowSchema = scheduleTemplateSchema.pick({ id: true, name: true, startDate: true, periodType: true, active: true });
export type ScheduleTemplateRow = z.infer<typeof scheduleTemplateRowSchema>;

/** How many day rules a cycle has (document 1 §4: Weekly 7, Fortnightly 14, Daily 1, Custom periods x days). */
export function ruleCountOf(periodType: SchedulePeriodType, periods: number, days: number): number {
  if (periodType === 'Weekly') return 7;
  if (periodType === 'Fortnightly') return 14;
  if (periodType === 'Daily') return 1;
  return Math.max(1, periods) * Math.max(1, days);
}

/** Document 1 §8 and §5 texts. */
export const SCHEDULE_TEXTS = {
  saved: 'The template is saved successfully.',
  saveFailed: 'Failed to save the template.',
  exist: 'Warning: Name has existed.',
  timeclash: 'Warning: Scheduling conflicts!',
  nextDay: 'Warning: Today Nextday schedule More than 1.',
  outAfterIn: 'Sch Out must be later than Sch In!',
  /** A section's own break rule (document 1 §5, document 2 §5): one set of texts for the template's section and the timesheet's shift. */
  breakCalculation: 'Break Calculation is required.',
  breakDeduct: 'Break deduct time must be greater than 0.',
  breakStart: 'Break Start Time is required.',
  selectTask: 'Please select a task.',
  offDay: 'This is offday, cannot create rule!',
  deleteConfirm: 'Are you sure you want to delete them/it?',
  deleted: 'Schedules are deleted successfully.',
  deleteFailed: 'Failed to delete schedules.',
  employeeSaved: 'Update the schedule successfully.',
  employeeSaveFailed: 'Failed to update the schedule.',
} as const;

/**
 * A Custom cycle's periods and days (document 1 §4), and a work section's break (minutes; the server
 * also holds it shorter than the section) and break deduct time (hours at work before it is taken).
 */
export const SCHEDULE_NUMBERS = {
  periods: { min: 1, max: 12, whole: true, text: 'Periods must be a whole number from 1 to 12.' },
  days: { min: 1, max: 31, whole: true, text: 'Days per period must be a whole number from 1 to 31.' },
  breakTime: { min: 0, whole: true, text: 'The break must be whole minutes, shorter than the shift.' },
  breakTriggerTime: [
    { min: 0, aboveMin: true, text: SCHEDULE_TEXTS.breakDeduct },
    { max: 24, text: 'Break deduct time must be at most 24 hours.' },
  ],
} as const satisfies Record<string, NumberRange | readonly NumberRange[]>;

/** A new template (document 1 §4): Active, Weekly, 1 period of 7 days. */
export const NEW_SCHEDULE_TEMPLATE = { active: true, periodType: 'Weekly' as SchedulePeriodType, periods: 1, days: 7 };

/** One day of an employee's schedule: the template's day, or the employee's own (`custom`). Its title is its date. */
export const employeeScheduleDaySchema = z.object({
  title: z.string(),
  isOffDay: z.boolean(),
  isClosed: z.boolean(),
  workSections: z.array(workSectionSchema),
  custom: z.boolean(),
});
export type EmployeeScheduleDay = z.infer<typeof employeeScheduleDaySchema>;

/** POST /schedule/searchEmployeeSchedule. */
export const employeeScheduleSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  scheduleName: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** Each day with the hours her timesheet pays when it is worked as scheduled (her pay group's rounding and break rule; ADR 0074). */
  ruleVos: z.array(employeeScheduleDaySchema.extend({ paidHours: z.number() })),
  /** The employee's own schedule's version, for a conflict check on save. */
  version: z.number(),
});
export type EmployeeSchedule = z.infer<typeof employeeScheduleSchema>;

/** POST /schedule/save: the employee whose pay on the finish day refuses an overnight shift. */
export const scheduleSaveReplySchema = messageReplySchema.extend({ employee: z.string().optional() });

/** POST /schedule/saveEmployeeCustomSchedule: its codes are the template save's (document 1 §8), payOnFinishDayConflicts naming the employee too. */
export const employeeScheduleSaveReplySchema = scheduleSaveReplySchema;

/** Document 1 §8 payOnFinishDayConflicts, the template save's words; the employee schedule save answers with them too. */
export const payOnFinishDayConflictText = (employee: string) => `Warning: ${employee} is setting pay on finish day, It is not allowed to have overnight shift.`;

const choice = z.string().uuid('Choose one from the list.');
const blankIsNull = z.literal('').transform(() => null);

/** Document 1 §3 "Work section" as the template and employee schedule saves post it; the domain checks it. */
export const workSectionRequestSchema = z.object({
  id: z.string().optional(),
  startTime: z.string().default(''),
  startTimeType: z.enum(['Previous', 'Today']).default('Today'),
  endTime: z.string().default(''),
  endTimeType: z.enum(['Today', 'NextDay']).default('Today'),
  breakTime: formNumber.default(0),
  overrideBreakCalculation: formBoolean.default(false),
  breakCalculationType: z.enum(['Hours at Work', 'Time of Day']).nullish(),
  breakTriggerTime: formNumber.nullish(),
  breakStartTime: z.string().nullish(),
  allowOT: formBoolean.default(true),
  allowEA: formBoolean.default(false),
  allowLD: formBoolean.default(false),
  lunchWorkingThrough: formBoolean.default(false),
  isOverridePayGroup: formBoolean.default(false),
  departmentId: choice.nullish().or(blankIsNull),
  jobId: choice.nullish().or(blankIsNull),
  jobName: z.string().nullish(),
  taskId: choice.nullish().or(blankIsNull),
  skills: formList(choice),
  shiftId: choice.nullish(),
  labelName: z.string().max(100).nullish(),
  colorCode: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour as #rrggbb.').nullish(),
  // A section read from an employee's day comes back with it (the timesheet's shift set it).
  apprvUnschWork: formFlag,
});

/** POST /schedule/save: a schedule template. */
export const scheduleTemplateSaveRequestSchema = z.object({
  id: formId,
  name: z.string().default(''),
  active: formBoolean.default(true),
  periodType: z.string().default(''),
  periods: formNumber.default(1),
  days: formNumber.default(7),
  startDate: z.string().default(''),
  scheduleType: z.literal('template').default('template'),
  scheduleRules: formArray(
    z.object({ id: z.string().nullish(), num: formNumber, title: z.string().nullish(), isOffDay: formBoolean.default(false), isClosed: formBoolean.default(false), workSections: formArray(workSectionRequestSchema) }),
  ),
  autoPunch: formBoolean.default(false),
  outPunchOnly: formBoolean.default(false),
  // Absent: the template's employees stay as they are.
  employeeIds: formList(choice).optional(),
  version: formVersion,
});

const scheduleDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date.');

/** POST /schedule/searchEmployeeSchedule. */
export const employeeScheduleSearchRequestSchema = z.object({ employeeId: z.string().uuid('Choose an employee.'), startDate: scheduleDate, endDate: scheduleDate });

/** POST /schedule/saveEmployeeCustomSchedule: only the days the user changed, each titled with its date. */
export const employeeScheduleSaveRequestSchema = z.object({
  employeeId: z.string().uuid('Choose an employee.'),
  // useTemplate (ours, docs/decisions/0017-schedule-templates.md): the date goes back to the template's day.
  ruleVos: formArray(z.object({ title: scheduleDate, isOffDay: formBoolean.default(false), isClosed: formBoolean.default(false), useTemplate: formBoolean.default(false), workSections: formArray(workSectionRequestSchema) })),
  version: formVersion.or(z.literal(0)),
});
