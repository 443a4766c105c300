import { z } from 'zod';
import { formVersion } from './form-fields';
import { REPORT_FORMATS } from './reports';

/** How often a scheduled report is sent (document 3 §3 "Scheduled report": frequency). */
export const SCHEDULE_FREQUENCIES = ['Daily', 'Weekly', 'Fortnightly', 'Monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/** The period a send covers, counted back from the day it is sent (document 3 §3: period). */
export const SCHEDULE_PERIODS = ['PreviousDay', 'PreviousWeek', 'PreviousFortnight', 'PreviousMonth'] as const;
export type SchedulePeriod = (typeof SCHEDULE_PERIODS)[number];

/** Document 3 §8 "Scheduled reports", and ours where the spec has no words (ADR 0045). */
export const SCHEDULED_REPORT_TEXTS = {
  added: 'Add the report successfully.',
  updated: 'Update the report successfully.',
  deleted: 'Delete the report successfully.',
  addFailed: 'Failed to add the report.',
  deleteFailed: 'Failed to delete the report.',
  confirmDelete: 'Are you sure you want to delete it?',
  confirmDeleteRow: 'Are you sure to delete this report?',
  notFound: 'This scheduled report does not exist.',
  conflict: 'This scheduled report was changed by someone else. Reload it and try again.',
  chooseStartDate: 'Choose a start date (yyyy-MM-dd).',
  chooseSendTime: 'Choose a send time (HH:mm).',
  chooseFrequency: 'Choose a frequency from the list.',
  choosePeriod: 'Choose a period from the list.',
  enterReceivers: 'Enter at least one receiver.',
  tooManyReceivers: 'Enter at most 20 receivers.',
  chooseToDelete: 'Choose a report to delete.',
} as const;

/** A receiver that is not an email address, named so the user can find it. */
export const invalidReceiverText = (receiver: string): string => `'${receiver}' is not a valid email address.`;

/** Document 3 §3 "Scheduled report", as the list and the detail page read it. */
export const scheduledReportSchema = z.object({
  id: z.string(),
  reportType: z.string(),
  reportTypeName: z.string(),
  startDate: z.string(),
  sendTime: z.string(),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  period: z.enum(SCHEDULE_PERIODS),
  format: z.enum(REPORT_FORMATS),
  receivers: z.array(z.string()),
  /** The report's conditions but its dates (the period replaces them): sorting, grouping, positionIds (the spec's name), ... */
  parameters: z.record(z.union([z.string(), z.array(z.string())])),
  created: z.string(),
  createdBy: z.string(),
  /** When it is next sent (ISO instant), from the send time on the company's clock. */
  nextSendAt: z.string(),
  /** The same on the company's clock, yyyy-MM-dd HH:mm, as the list shows it. */
  nextSend: z.string(),
  version: z.number().int(),
});
export type ScheduledReportDto = z.infer<typeof scheduledReportSchema>;
export const scheduledReportListSchema = z.array(scheduledReportSchema);

export const scheduledReportSavedSchema = z.object({ message: z.string(), id: z.string() });
export type ScheduledReportSaved = z.infer<typeof scheduledReportSavedSchema>;

/** Blank or absent text is '' here: the domain says what is required, in its own words. */
const scheduleText = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string());

/** A report condition's value, as the condition form posts it: one choice or a list. */
export const reportParameterValueSchema = z.union([z.string(), z.array(z.string())]);

/** The fields of a schedule itself; anything else the condition form posts beside them is a report condition. */
export const SCHEDULED_REPORT_FIELDS = ['reportType', 'report', 'startDate', 'sendTime', 'frequency', 'period', 'format', 'receivers', 'parameters', 'version', 'id'];

/** POST /scheduled-reports and PUT /scheduled-reports/{id}: the schedule (reportType, or the condition form's `report`), its receivers and the report's conditions. */
export const scheduledReportSaveRequestSchema = z.object({
  reportType: scheduleText,
  startDate: scheduleText,
  sendTime: scheduleText,
  frequency: scheduleText,
  period: scheduleText,
  format: scheduleText,
  /** Receivers as the form's tags (an array) or one line separated by commas, semicolons or spaces. */
  receivers: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(/[,;\s]+/) : v === undefined || v === null ? [] : v),
    z.array(z.string({ invalid_type_error: SCHEDULED_REPORT_TEXTS.enterReceivers }), { invalid_type_error: SCHEDULED_REPORT_TEXTS.enterReceivers }),
  ),
  parameters: z.record(reportParameterValueSchema).optional(),
  version: formVersion,
});

/** DELETE /scheduled-reports: the ids in the body, or ?ids=a,b. */
export const scheduledReportsDeleteRequestSchema = z.object({
  ids: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.string().uuid(SCHEDULED_REPORT_TEXTS.chooseToDelete)).min(1, SCHEDULED_REPORT_TEXTS.chooseToDelete),
  ),
});
