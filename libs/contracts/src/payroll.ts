import { z } from 'zod';

/**
 * Document 3 §3 "Payroll transfer": a pay group's pay period as payroll sees it, and the calls of
 * §7 "Approvals, exceptions, payroll" that open, close, recalculate and export it.
 */
export const payrollTransferSchema = z.object({
  id: z.string(),
  /** The pay group's name and the period's first day, e.g. 'Weekly 2026-11-16': how payroll names a run. */
  periodCode: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  isClosed: z.boolean(),
  isExported: z.boolean(),
  paygroupName: z.string(),
  paygroupId: z.string(),
  /** Who closed it last and when (null while it has never been closed). */
  closedBy: z.string().nullable(),
  closedAt: z.string().nullable(),
  exportedAt: z.string().nullable(),
});
export type PayrollTransferDto = z.infer<typeof payrollTransferSchema>;

/** The search popover's "filter days" (document 3 §2, §9: default Recent 3 months). */
export const PAYROLL_FILTER_DAYS = [
  { days: 31, label: 'Recent 1 month' },
  { days: 92, label: 'Recent 3 months' },
  { days: 183, label: 'Recent 6 months' },
  { days: 366, label: 'Recent 1 year' },
] as const;
export const DEFAULT_PAYROLL_FILTER_DAYS = 92;

/** Document 3 §5 and §8. */
export const PAYROLL_TEXTS = {
  closedRecalculate: 'Cannot recalculate closed pay period.',
  openFailed: 'Open failed',
  closeFailed: 'Close failed',
  recalculateFailed: 'Recalculate failed',
  exportFailed: 'Failed to export payroll transfer.',
  /** Not shown by the spec: what the console says before exporting a period that is still open. */
  openExportWarning: 'Some of the selected pay periods are still open: their hours can still change. Export a draft anyway?',
  confirmOpen: 'Are you sure you want to open the selected pay period(s)?',
  confirmClose: 'Are you sure you want to close the selected pay period(s)? Nothing in them can be changed until they are opened again.',
  confirmRecalculate: 'Are you sure you want to recalculate the selected pay period(s)? It can take a while.',
  recalculating: 'The pay periods are being recalculated. It can take a while.',
  /** Not shown by the spec: a period not yet ended can be closed (an early pay run), with a warning. */
  unfinishedClose: 'A selected pay period has not ended yet: punches still to come in it will be refused until it is opened again.',
  /** Not shown by the spec: exportAllowance is the flagged customer's (document 3 §7). */
  allowanceOnly: 'The allowance export is not enabled for this company.',
} as const;

/**
 * The payroll file's columns (docs/payroll-export.md): one row per employee and pay type, the
 * units payroll pays (the pay card's Eff Units, which are the timesheet's hours unless set).
 */
export const PAYROLL_EXPORT_COLUMNS = [
  'Pay ID',
  'Clock ID',
  'Employee',
  'Department',
  'Pay Type Code',
  'Pay Type',
  'Unit',
  'Units',
  'Rate',
  'Period Start',
  'Period End',
  'Pay Period',
  'Status',
] as const;
