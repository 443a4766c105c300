import { z } from 'zod';
import { jobRunSchema } from './jobs';

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

/** Document 3 §2 and §8: the time import's texts; the refusals' are ours. */
export const TIME_IMPORT_TEXTS = {
  selectFile: 'Select a DAT File',
  uploaded: 'Times upload successfully.',
  failed: 'Failed to import Times.',
  // Ours.
  required: 'Please select a .dat file.',
  wrongType: 'Choose .dat files (attendance logs exported by the time clock).',
  tooMany: 'Choose at most 20 files at a time.',
} as const;

/** At most this many files an upload, each at most TIME_IMPORT_MAX_MB. */
export const TIME_IMPORT_MAX_FILES = 20;
export const TIME_IMPORT_MAX_MB = 200;
/** At most this many bad lines are listed by number per file; badLineCount says how many there were. */
export const TIME_IMPORT_MAX_LISTED = 100;

export const timeImportFileReportSchema = z.object({
  fileName: z.string(),
  /** Lines holding anything. */
  lines: z.number(),
  /** Distinct reads in the file (PIN and second). */
  reads: z.number(),
  /** Lines repeating a read of the same file. */
  duplicates: z.number(),
  /** Reads that became punches. */
  added: z.number(),
  /** Reads an earlier import (or an earlier file of this upload) already brought in. */
  alreadyImported: z.number(),
  /** Reads on days of a closed pay period: reported, not written. */
  closed: z.array(z.object({ employeeId: z.string(), name: z.string(), from: z.string(), to: z.string(), reads: z.number() })),
  /** Reads on days before the employee's hire date (ADR 0051): reported, not written. */
  beforeHire: z.array(z.object({ employeeId: z.string(), name: z.string(), hireOn: z.string(), from: z.string(), to: z.string(), reads: z.number() })).default([]),
  /** PINs that name no active employee the importer reaches, each with the lines that gave it. */
  unknownPins: z.array(z.object({ pin: z.string(), lines: z.number() })),
  badLines: z.array(z.object({ line: z.number(), reason: z.string() })),
  badLineCount: z.number(),
});
export type TimeImportFileReport = z.infer<typeof timeImportFileReportSchema>;

/** The time import job's result: a report per file, and the employees whose timesheets gained punches. */
export const timeImportResultSchema = z.object({
  files: z.array(timeImportFileReportSchema),
  employees: z.array(z.object({ employeeId: z.string(), name: z.string(), added: z.number() })),
});
export type TimeImportResult = z.infer<typeof timeImportResultSchema>;

/** POST /times/upload: 'success' with the queued run the console polls, or a refusal (400) naming the file and why. */
export const timeImportReplySchema = z.object({
  message: z.string(),
  job: jobRunSchema.optional(),
});
export type TimeImportReply = z.infer<typeof timeImportReplySchema>;
