import { z } from 'zod';

/** Reports drawn by POST /jasper/download (document 2 §7 "Print"; document 3 §2, §3 and §7 reports). */
export const REPORT_NAMES = {
  /** The roster's Print: the weekly schedule as PDF. */
  WeeklySchedule: 'WeeklyScheduleReport',
  /** Hours and units per employee and pay type for a period: the timesheet screen's totals. */
  TimesheetSummary: 'TimesheetSummaryReport',
  /** Every exception occurrence of the period, as the exceptions list shows it. */
  AttendanceExceptions: 'AttendanceExceptionsReport',
  /** Worked hours per job and task (and who worked them). */
  HoursByJobTask: 'HoursByJobTaskReport',
  /** Leave taken in the period and each balance at its end. */
  LeaveTakenAndBalances: 'LeaveTakenAndBalancesReport',
  /** Pay periods of the range with their state and pay-type totals per department. */
  PayrollPeriodSummary: 'PayrollPeriodSummaryReport',
} as const;
export type ReportName = (typeof REPORT_NAMES)[keyof typeof REPORT_NAMES];

/** Ours (the spec has none). */
export const REPORT_TEXTS = {
  chooseReport: 'Choose a report.',
  unknownReport: 'This report does not exist.',
  pdfOnly: 'This report is offered as PDF only.',
  chooseFormat: 'Choose PDF or XLSX.',
  chooseDates: 'Choose a start and an end date (yyyy-MM-dd).',
  endBeforeStart: 'The end date must not be before the start date.',
  tooLong: 'Choose at most 93 days.',
  chooseFromList: 'Choose one from the list.',
  queued: 'The report is being prepared: it downloads when it is ready.',
  fileGone: 'This report file does not exist.',
} as const;

/** The option lists a condition is filled from (document 3 §3 "Report type": conditionOptionTypes). */
export const CONDITION_OPTION_TYPES = ['payGroup', 'department', 'job', 'employee'] as const;
export type ConditionOptionType = (typeof CONDITION_OPTION_TYPES)[number];

/** How a condition is entered on the condition form. */
export const CONDITION_TYPES = ['date', 'time', 'select', 'tree', 'text'] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

export const reportOptionSchema = z.object({ value: z.string(), label: z.string(), parentId: z.string().nullable().optional() });
export type ReportOption = z.infer<typeof reportOptionSchema>;

/** Document 3 §3 "Report definition": one condition (or schedule condition) of a report. */
export const reportConditionSchema = z.object({
  id: z.string(),
  type: z.enum(CONDITION_TYPES),
  label: z.string(),
  defaultValue: z.union([z.string(), z.array(z.string())]).nullable(),
  multiple: z.boolean(),
  options: z.array(reportOptionSchema),
  conditionOptionType: z.enum(CONDITION_OPTION_TYPES).nullable(),
  /** A condition a schedule fills itself (the dates: the schedule's period replaces them). */
  hideFromSchedule: z.boolean(),
  required: z.boolean(),
});
export type ReportCondition = z.infer<typeof reportConditionSchema>;

/** Document 3 §3 "Report type" (GET /api/reports/report-types). */
export const reportTypeSchema = z.object({ id: z.string(), name: z.string(), conditionOptionTypes: z.array(z.enum(CONDITION_OPTION_TYPES)) });
export type ReportTypeDto = z.infer<typeof reportTypeSchema>;
export const reportTypesSchema = z.array(reportTypeSchema);

/** Document 3 §3 "Report definition" (GET /api/reports/{type}). */
export const reportDefinitionSchema = z.object({
  id: z.string(),
  name: z.string(),
  conditions: z.array(reportConditionSchema),
  scheduleConditions: z.array(reportConditionSchema),
});
export type ReportDefinitionDto = z.infer<typeof reportDefinitionSchema>;

export const REPORT_FORMATS = ['PDF', 'XLSX'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The form every table report reads: its own conditions plus the shared period, lists and format (a queued report's payload carries it: JobPayloads). */
export interface TableReportForm {
  format: ReportFormat;
  startDate: string;
  endDate: string;
  payGroupIds: string[];
  /** Structure nodes at any level (document 3 §3's positionIds); their employees and those below them. */
  positionIds: string[];
  jobIds: string[];
  employeeIds: string[];
}

/**
 * POST /jasper/download answers the file itself, or, for a report over more employees than
 * REPORT_JOB_THRESHOLD, this JSON: the job preparing it. The console polls /api/job-runs/{id} and
 * then fetches GET /api/reports/files/{id}.
 */
export const reportQueuedSchema = z.object({ message: z.literal('queued'), jobId: z.string().uuid() });
export type ReportQueued = z.infer<typeof reportQueuedSchema>;

/** Employees a report may cover and still answer in the request; more run as a job (ADR 0043). */
export const REPORT_JOB_THRESHOLD = 50;

/** The job's result: the file to fetch. */
export const reportJobResultSchema = z.object({ fileName: z.string(), contentType: z.string(), rows: z.number().int() });
export type ReportJobResult = z.infer<typeof reportJobResultSchema>;

/**
 * POST /jasper/download for the weekly schedule (document 2 §7): departments as a comma list or an
 * array (all within reach when empty), at most 42 days; other report options empty. Answers the
 * PDF as an attachment named WeeklyScheduleReport-<startDate>.pdf.
 */
export interface WeeklyScheduleReportRequest {
  report: typeof REPORT_NAMES.WeeklySchedule;
  /** The spec's LastName and FirstName, and the roster's Department (by department, then last name). */
  sortBy: 'LastName' | 'FirstName' | 'Department';
  format: 'PDF';
  departmentIds: string | string[];
  startDate: string;
  endDate: string;
}

/** GET /api/reports/files/{id}: a queued report's job run id. */
export const reportFileIdSchema = z.string().uuid();
