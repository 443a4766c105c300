import { z } from 'zod';
import { CURSOR_TEXTS, MAX_CURSOR_LENGTH } from './lists';

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

/** A list of ids as the spec's clients send them: an array, or one comma-separated string. */
const idList = (required: string) =>
  z
    .union([z.array(z.string()), z.string()])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string()).min(1, required));
const SELECT_PERIOD = 'Please select at least one pay period.';

/** POST /payrolltransfer/close, /open and /relcalculate: the periods (as ids, id or payrollTransferIds) and a reason. */
export const payPeriodActionSchema = z
  .object({
    ids: idList(SELECT_PERIOD).optional(),
    id: idList(SELECT_PERIOD).optional(),
    payrollTransferIds: idList(SELECT_PERIOD).optional(),
    reason: z.string().max(500).optional(),
  })
  .transform((b) => ({ ids: b.ids ?? b.id ?? b.payrollTransferIds ?? [], reason: b.reason?.trim() || null }))
  .refine((b) => b.ids.length > 0, SELECT_PERIOD);

/** GET /api/payroll-transfers/search and POST /payrolltransfer/searchlist: the console pages through the list; a client that names no pageSize (nor cursor) gets every period of the window. */
export const payrollTransferSearchSchema = z.object({
  filterDays: z.coerce.number().int().min(1).max(3660).default(DEFAULT_PAYROLL_FILTER_DAYS),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  /** The previous page's nextCursor (ADR 0082); never with page. */
  cursor: z.string().min(1).max(MAX_CURSOR_LENGTH, CURSOR_TEXTS.foreign).optional(),
});

/** GET /payrolltransfer/exportCSV and /exportAllowance: the periods, and the departments (with everything below them) to export. */
export const payrollExportQuerySchema = z.object({
  id: idList(SELECT_PERIOD),
  departmentIds: z.union([z.array(z.string()), z.string()]).optional().transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))),
});

/** POST /standardshifts/checkPeriodClose (document 2 §7, the roster's drop check). */
export const checkPeriodCloseRequestSchema = z.object({
  ruleDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'Enter a date as yyyy-MM-dd.').transform((d) => d.slice(0, 10)),
  employeeId: z.string().uuid('Choose an employee.'),
});

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

/**
 * Xero Payroll (document 3 §7 /syncXeroData, /xeroApiPay, /RequestAuthorization; §8 the Xero texts;
 * docs/decisions/0037-xero-payroll.md for what the spec does not show).
 */
export const XERO_TEXTS = {
  syncFailed: 'Sync failed',
  syncSucceeded: 'Sync successfully.',
  exportFailed: 'Export to Xero failed',
  /** Followed by the issues, '; ' between them (document 3 §8). */
  exportIssues: 'Export to Xero finished with the following issues: ',
  /** Not shown by the spec: an export with no issue. */
  exportFinished: 'Export to Xero finished.',
  exporting: 'The timesheets are being sent to Xero. It can take a while.',
  /** Not shown by the spec (WorkflowMax's words, document 3 §8, for Xero). */
  connected: 'You are now connected to Xero.',
  connectFailed: 'Fail to connect to Xero.',
  notConnected: 'Connect to Xero first: Payroll Transfers, Connect to Xero.',
  reconnect: 'Xero refused the saved connection (it was revoked or has expired): connect to Xero again.',
  notConfigured: 'Xero is not set up on this server (no Xero app client id). Please contact our support team.',
  notXeroCompany: 'This company does not send its payroll to Xero.',
  selectClosed: 'Only closed pay periods can be exported to Xero. Close the selected pay periods first.',
} as const;

export const XERO_REGIONS = ['AU', 'NZ'] as const;
export type XeroRegion = (typeof XERO_REGIONS)[number];

/** GET /api/xero/status (document 1 §7 names the path; the reply is ours, ADR 0037): whether the company is connected, to which organisation. */
export const xeroConnectionSchema = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  tenantName: z.string().nullable(),
  region: z.enum(XERO_REGIONS).nullable(),
  connectedAt: z.string().nullable(),
});
export type XeroConnectionDto = z.infer<typeof xeroConnectionSchema>;

/** POST /api/xero/authorization (our path): where the browser goes to connect (GET /payrolltransfer/RequestAuthorization). */
export const xeroAuthorizationReplySchema = z.object({ uri: z.string() });

/** POST /payrolltransfer/syncXeroData: what was linked, and the issues ('reason', the spec's list). */
export const xeroSyncReplySchema = z.object({
  message: z.string(),
  success: z.boolean(),
  employeesLinked: z.number().int(),
  payTypesLinked: z.number().int(),
  reason: z.array(z.string()),
});
export type XeroSyncReply = z.infer<typeof xeroSyncReplySchema>;

/** The result of the xeroApiPay job: the sentence the user reads, and what was and was not sent. */
export const xeroPayResultSchema = z.object({
  status: z.enum(['Success', 'Warning', 'Error']),
  message: z.string(),
  sent: z.array(z.object({ employeeName: z.string(), periodCode: z.string() })),
  reason: z.array(z.string()),
});
export type XeroPayResult = z.infer<typeof xeroPayResultSchema>;
