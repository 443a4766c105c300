/** Reports drawn by POST /jasper/download (document 2 §7 "Print"; document 3 §7 scheduled reports). */
export const REPORT_NAMES = {
  /** The roster's Print: the weekly schedule as PDF. */
  WeeklySchedule: 'WeeklyScheduleReport',
} as const;
export type ReportName = (typeof REPORT_NAMES)[keyof typeof REPORT_NAMES];

/** Ours (the spec has none). */
export const REPORT_TEXTS = {
  chooseReport: 'Choose a report.',
  unknownReport: 'This report does not exist.',
  pdfOnly: 'This report is offered as PDF only.',
} as const;

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
