import { z } from 'zod';

/** Document 3 §8 "Imports and transfers": the schedule import's texts; the rest are ours (the spec has none). */
export const SCHEDULE_IMPORT_TEXTS = {
  failed: 'Failed to import Schedule.',
  uploaded: 'Schedule upload successfully.',
  templateError: 'Template format error.',
  // Ours.
  wrongType: 'Please select an .xls file.',
  rowErrors: 'Nothing was imported: correct these rows and upload the file again.',
} as const;

/** Document 3 §7: the schedule import answers 'modelerror' for a file that does not follow the template. */
export const MODEL_ERROR = 'modelerror';
/** Ours: some rows cannot be imported; the reply lists them by row number and nothing was written. */
export const ROW_ERRORS = 'rowErrors';

/**
 * The schedule import's template (ours: the spec does not show one): one row a shift, or an off
 * day (Start 'OFF'), under this header. Columns after these are not read.
 */
export const SCHEDULE_IMPORT_COLUMNS = ['Pay ID', 'Clock ID', 'Date', 'Start', 'End', 'Ends Next Day', 'Break (minutes)', 'Position'] as const;
/** What Start says for an off day. */
export const SCHEDULE_IMPORT_OFF = 'OFF';
/** At most this many rows a file; past it the file is refused (split it). */
export const SCHEDULE_IMPORT_MAX_ROWS = 10_000;
/** At most this many row problems are listed; the count says how many there were. */
export const SCHEDULE_IMPORT_MAX_LISTED = 100;

/** GET /api/schedule/import-template: the template's file name. */
export const SCHEDULE_IMPORT_TEMPLATE_NAME = 'schedule-import-template.xls';

export const importRowProblemSchema = z.object({ row: z.number(), message: z.string() });
export type ImportRowProblem = z.infer<typeof importRowProblemSchema>;

/**
 * POST /schedule/uploadExl: 'success' with what was read and how many employees' schedules changed
 * (a file imported again changes none); 'modelerror'; or 'rowErrors' with the rows' problems.
 */
export const scheduleImportReplySchema = z.object({
  message: z.string(),
  /** Employees and days the file schedules. */
  employees: z.number().optional(),
  days: z.number().optional(),
  /** Employees whose schedule the import changed. */
  changedEmployees: z.number().optional(),
  rows: z.array(importRowProblemSchema).optional(),
  /** How many row problems there were (the list holds at most SCHEDULE_IMPORT_MAX_LISTED). */
  problemCount: z.number().optional(),
});
export type ScheduleImportReply = z.infer<typeof scheduleImportReplySchema>;
