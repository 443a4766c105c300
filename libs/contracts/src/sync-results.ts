import { z } from 'zod';
import { pageSchema } from './api';
import { formList } from './form-fields';
import { isoDay } from './validation';

/** Document 3 §4: the outcome of an import, sync or send. */
export const SyncStatus = { Success: 'Success', Warning: 'Warning', Error: 'Error' } as const;
export type SyncStatus = (typeof SyncStatus)[keyof typeof SyncStatus];
export const SYNC_STATUSES = Object.values(SyncStatus) as SyncStatus[];

/**
 * What was exchanged. The spec shows a Type column and a Type filter but not its values
 * (docs/decisions/0040-sync-results-and-transfers.md): one per kind of exchange a user tells apart.
 */
export const SyncType = {
  TimeImport: 'Time Import',
  JobsImport: 'Jobs Import',
  JobsSync: 'Jobs Sync',
  EmployeesSync: 'Employees Sync',
  PayItemsSync: 'Pay Items Sync',
  TimesheetTransfer: 'Timesheet Transfer',
  PayrollTransfer: 'Payroll Transfer',
  /** A scheduled report mailed to its receivers (ADR 0045). */
  ScheduledReport: 'Scheduled Report',
} as const;
export type SyncType = (typeof SyncType)[keyof typeof SyncType];
export const SYNC_TYPES = Object.values(SyncType) as SyncType[];

export const syncResultSchema = z.object({
  id: z.string(),
  date: z.string(),
  type: z.string(),
  status: z.enum(SYNC_STATUSES as [SyncStatus, ...SyncStatus[]]),
  message: z.string(),
  /** Which integration the exchange was with, when it was with one ('MYOB Advanced', 'Xero', ...). */
  integration: z.string().nullable(),
  /** The background run that did it, whose result holds the details. */
  jobRunId: z.string().nullable(),
});
export type SyncResultDto = z.infer<typeof syncResultSchema>;
export const syncResultPageSchema = pageSchema(syncResultSchema);


/** GET /api/sync-results's filter (document 3 "Sync results"): a date range, types and statuses, lists as the spec's client sends them. */
export const syncResultsFilterSchema = z
  .object({
    startDate: isoDay.optional(),
    endDate: isoDay.optional(),
    types: formList(z.string().max(100)).optional(),
    statuses: formList(z.enum(SYNC_STATUSES as [SyncStatus, ...SyncStatus[]])).optional(),
  })
  .refine((f) => !f.startDate || !f.endDate || f.startDate <= f.endDate, { message: 'The end date must be on or after the start date.', path: ['endDate'] });
