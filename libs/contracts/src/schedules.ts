import type { NumberRange } from './validation';

/** Document 1 §3 "Work section": times HH:mm relative to the day's date; break in minutes. */
export interface WorkSectionDto {
  id: string;
  startTime: string;
  startTimeType: 'Previous' | 'Today';
  endTime: string;
  endTimeType: 'Today' | 'NextDay';
  breakTime: number;
  overrideBreakCalculation: boolean;
  breakCalculationType: 'Hours at Work' | 'Time of Day' | null;
  /** Hours. */
  breakTriggerTime: number | null;
  breakStartTime: string | null;
  allowOT: boolean;
  allowEA: boolean;
  allowLD: boolean;
  lunchWorkingThrough: boolean;
  /** The section's own overtime and break rules rather than the pay group's. */
  isOverridePayGroup: boolean;
  /** The position worked (a Position-level department), the job and its task, and the skills used. */
  departmentId: string | null;
  jobId: string | null;
  taskId: string | null;
  skills: string[];
}

/** What sections saved before these fields existed mean by leaving them out. */
export const LATER_SECTION_FIELDS: Pick<WorkSectionDto, 'isOverridePayGroup' | 'departmentId' | 'jobId' | 'taskId' | 'skills'> = {
  isOverridePayGroup: false,
  departmentId: null,
  jobId: null,
  taskId: null,
  skills: [],
};

/** Document 1 §3 "Schedule rule": one day of the cycle, numbered from 1. */
export interface ScheduleRuleDto {
  id: string;
  num: number;
  title: string;
  isOffDay: boolean;
  isClosed: boolean;
  workSections: WorkSectionDto[];
}

export const SCHEDULE_PERIOD_TYPES = ['Weekly', 'Fortnightly', 'Daily', 'Custom'] as const;
export type SchedulePeriodType = (typeof SCHEDULE_PERIOD_TYPES)[number];

/** Document 1 §3 "Schedule template". */
export interface ScheduleTemplateDto {
  id: string;
  name: string;
  active: boolean;
  periodType: SchedulePeriodType;
  periods: number;
  days: number;
  startDate: string;
  scheduleType: 'template';
  scheduleRules: ScheduleRuleDto[];
  /** Punch in and out by the schedule (company setting allowAutoPunch); outPunchOnly: only the out. */
  autoPunch: boolean;
  outPunchOnly: boolean;
  version: number;
}

/** GET /api/schedules/{id}: the template with the employees whose schedule it is (and their names, for the picker). */
export interface ScheduleTemplateDetail extends ScheduleTemplateDto {
  employeeIds: string[];
  employees: Array<{ id: string; name: string }>;
}

/** The list row (document 1 §3). */
export type ScheduleTemplateRow = Pick<ScheduleTemplateDto, 'id' | 'name' | 'startDate' | 'periodType' | 'active'>;

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
  breakDeduct: 'Break deduct time must be greater than 0.',
  selectTask: 'Please select a task.',
  offDay: 'This is offday, cannot create rule!',
  deleteConfirm: 'Are you sure you want to delete them/it?',
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
export interface EmployeeScheduleDay {
  title: string;
  isOffDay: boolean;
  isClosed: boolean;
  workSections: WorkSectionDto[];
  custom: boolean;
}

/** POST /schedule/searchEmployeeSchedule. */
export interface EmployeeSchedule {
  employeeId: string;
  employeeName: string;
  scheduleName: string | null;
  startDate: string;
  endDate: string;
  ruleVos: EmployeeScheduleDay[];
  /** The employee's own schedule's version, for a conflict check on save. */
  version: number;
}
