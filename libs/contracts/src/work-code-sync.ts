import { z } from 'zod';
import { importRowProblemSchema } from './imports';
import { ThirdPartyType, type ThirdPartyTypeId } from './company';

/**
 * Document 2 §2: where a company's jobs come from, by its integration (docs/decisions/0036-jobs-import-and-sync.md).
 * Accounting/ERP (MYOB Advanced) syncs them, enterprise resource planning (AX, SAP) imports a file,
 * job management (WorkflowMax) sends them; such companies make no jobs or tasks of their own (no New).
 */
export const JOBS_SYNCED_FROM: readonly ThirdPartyTypeId[] = [ThirdPartyType.MyobAdvanced];
export const JOBS_IMPORTED_FROM: readonly ThirdPartyTypeId[] = [ThirdPartyType.AX, ThirdPartyType.Sap];
export const JOBS_FROM_JOB_MANAGEMENT: readonly ThirdPartyTypeId[] = [ThirdPartyType.WorkflowMax, ThirdPartyType.WorkflowMaxPartner];

/** The integrations whose companies' jobs and tasks come from elsewhere: New is hidden and refused. */
export function jobsComeFromIntegration(thirdPartyTypeId: string | null | undefined): boolean {
  const id = thirdPartyTypeId as ThirdPartyTypeId;
  return JOBS_SYNCED_FROM.includes(id) || JOBS_IMPORTED_FROM.includes(id) || JOBS_FROM_JOB_MANAGEMENT.includes(id);
}

/** Document 2 §8 'Import jobs' and 'Sync'; the rest are ours. */
export const JOB_IMPORT_TEXTS = {
  failed: 'Failed to import the jobs.',
  imported: 'Jobs are imported successfully.',
  // Ours.
  fileRequired: 'Please select a jobs file.',
  wrongType: 'Please select an .xlsx or .csv file.',
} as const;

export const JOB_SYNC_TEXTS = {
  synced: 'Sync Successfully.',
  failed: 'Failed to sync.',
} as const;

/**
 * The jobs file (ours: the spec does not show one). A header row naming the columns, in any order
 * and case; 'Job Code' is required, a column the file lacks leaves that field as it is. One row per
 * job and task: a job with several tasks takes several rows, a job without tasks one row with no
 * Task Code. Status is Active or Inactive (blank: Active).
 */
export const JOB_IMPORT_COLUMNS = [
  'Job Code',
  'Job Name',
  'Job Punch Code',
  'Job Status',
  'External Job ID',
  'Task Code',
  'Task Name',
  'Task Punch Code',
  'Task Status',
  'External Task ID',
] as const;
export type JobImportColumn = (typeof JOB_IMPORT_COLUMNS)[number];

/** At most this many rows a file; past it the file is refused (split it). */
export const JOB_IMPORT_MAX_ROWS = 10_000;
/** At most this many row problems are listed; the count says how many there were. */
export const JOB_IMPORT_MAX_LISTED = 50;

/** GET /api/jobs/import-template: the template's file name. */
export const JOB_IMPORT_TEMPLATE_NAME = 'jobs-import-template.xlsx';

/** Ours: the import refused the file; `errorMessage` says why, `rows` which rows to correct. Nothing was written. */
export const JOB_IMPORT_FAILED = 'importFailed';

const countsSchema = z.object({ created: z.number(), updated: z.number(), unchanged: z.number() });
export type WorkCodeCounts = z.infer<typeof countsSchema>;

/**
 * POST /api/jobs/import (document 2 §7: multipart, field jobFile; response errorMessage): 'success'
 * with the jobs and tasks created, updated and left unchanged (the same file again changes none),
 * or 'importFailed' with the reason and the rows to correct.
 */
export const jobImportReplySchema = z.object({
  message: z.string(),
  errorMessage: z.string().nullable(),
  jobs: countsSchema.optional(),
  tasks: countsSchema.optional(),
  rows: z.array(importRowProblemSchema).optional(),
  problemCount: z.number().optional(),
});
export type JobImportReply = z.infer<typeof jobImportReplySchema>;

/** Sync jobs (document 2 §7: no payload; response success, errorMessage), with what changed (ours). */
export const jobSyncReplySchema = z.object({
  success: z.boolean(),
  errorMessage: z.string().nullable(),
  jobs: countsSchema.extend({ closed: z.number() }).optional(),
  tasks: countsSchema.extend({ closed: z.number() }).optional(),
});
export type JobSyncReply = z.infer<typeof jobSyncReplySchema>;
