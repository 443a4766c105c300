import { z } from 'zod';
import { BULK_TEXTS, bulkIdList } from './bulk-tools';
import { formBoolean, formFlag, formNumber, formVersion } from './form-fields';
import { jobRunSchema } from './jobs';
import { isRealDate } from './validation';

/**
 * Leave (document 2 §3 "Leave", "Leave balance", §7 "Leave", §8 "Leave"; document 3 §3 "Leave
 * balance settings", "Global leave"): the requests, their workflow and the balances, as the server
 * answers them. docs/decisions/0032-leave.md gives what the spec leaves open.
 */

export const LEAVE_STATUSES = ['Pending', 'Approved', 'Declined', 'Cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** POST /leave/save's refusal codes (document 2 §8), answered as `message`, with the day they name in `date`. */
export const LeaveCode = {
  Exist: 'exist',
  DateExist: 'dateExist',
  OffDay: 'offDay',
  Holiday: 'holiday',
  NoData: 'noData',
  UnscheduledDays: 'unscheduledDays',
} as const;
export type LeaveCode = (typeof LeaveCode)[keyof typeof LeaveCode];

/**
 * Document 2 §5 and §8, word for word, but for two (ADR 0054): the spec has no text for a new
 * leave, so `created` is ours in its words; and 'for The {type}' reads 'for {type}' (the type's
 * name follows: 'for The Annual Leave' is not English). `{date}` and `{type}` are filled in by the console.
 */
export const LEAVE_TEXTS = {
  saved: 'The leave is updated successfully.',
  created: 'The leave is created successfully.',
  saveFailed: 'Failed to update the leave.',
  addFailed: 'Failed to add the leave.',
  exist: 'Warning: The code is exist.',
  dateExist: 'Leave already existed within the time frame.',
  offDay: 'Warning: {date} is an off day (no work schedule).',
  holiday: 'Warning: {date} is a holiday!',
  noData: 'Warning: No schedule in {date}, please enter the duration.',
  unscheduledDays: 'You have skipped all, please check the skip option and work schedule.',
  toBeforeFrom: 'To time must be later than From time!',
  confirmCancel: 'Are you sure you want to cancel it?',
  cancelled: 'Leaves are canceled successfully.',
  cancelFailed: 'Failed to cancel leaves.',
  cancelledOne: 'Leave is canceled successfully',
  cancelOneFailed: 'Failed to cancel leave.',
  notEnoughToApprove: 'Not able to approve, as not enough leave balance is available for {type}.',
  negativeOnApprove: 'If approved, the {type} balance will become negative.',
  notEnoughToSave: 'Not able to save, as not enough leave balance is available for {type}.',
  negativeOnSave: 'Balance is negative, are you sure you want to continue submitting?',
  balanceSettingsFailed: 'Failed to update leave balance settings.',
  importFailed: 'Failed to import Leave Balance.',
  noSetting: 'The import format has NOT been set up. Please contact our support team.',
} as const;

/** Fills a text's `{date}` or `{type}`. */
export const leaveText = (text: string, values: { date?: string; type?: string }) => text.replace('{date}', values.date ?? '').replace('{type}', values.type ?? '');

/** Document 2 §3 "Leave": what POST /leave/save takes (form or JSON). */
export const leaveFormSchema = z.object({
  id: z.string().optional(),
  employeeId: z.string(),
  typeId: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  /** HH:mm; a leading '+' means the next day (document 2 §3). */
  fromLeaveTime: z.string().nullish(),
  toLeaveTime: z.string().nullish(),
  /** 1: the time is on the next day. */
  fromDateType: z.union([z.literal(1), z.null()]).optional(),
  toDateType: z.union([z.literal(1), z.null()]).optional(),
  /** A time range each day. */
  byWorkHours: z.boolean(),
  /** As long as each day's schedule. */
  scheduledDuration: z.boolean(),
  /** Skip holidays. */
  skip: z.boolean(),
  skipUnscheduled: z.boolean(),
  /** Hours a day, 0 to 24, when neither a time range nor the schedule gives them. */
  duration: z.number().nullish(),
  description: z.string().nullish(),
  loginRole: z.string().nullish(),
  /** The request's version as the form read it: a change meanwhile is a conflict. */
  version: z.number().optional(),
});
export type LeaveForm = z.infer<typeof leaveFormSchema>;

/** What a request says (document 2 §3 "Leave"), as its events carry it, and a queued global leave (JobPayloads). */
export interface LeaveTerms {
  employeeId: string;
  payTypeId: string;
  fromDate: string;
  toDate: string;
  fromLeaveTime: string | null;
  toLeaveTime: string | null;
  fromDateType: 1 | null;
  toDateType: 1 | null;
  byWorkHours: boolean;
  scheduledDuration: boolean;
  skip: boolean;
  skipUnscheduled: boolean;
  duration: number | null;
  description: string | null;
}

export const leaveSaveReplySchema = z.object({ message: z.string(), date: z.string().nullish(), id: z.string().nullish() });

/** A leave request as the list, the modal and the timesheet read it. */
export const leaveSchema = leaveFormSchema.omit({ loginRole: true, version: true }).extend({
  id: z.string(),
  employeeName: z.string(),
  typeName: z.string(),
  typeCode: z.string(),
  leaveStatus: z.enum(LEAVE_STATUSES),
  /** How long each day is, as the list says it ('By schedule', '7.50 h a day', '09:00 - 13:00'). */
  textDur: z.string(),
  /** Hours the request takes in all, two decimals as text. */
  textTotal: z.string(),
  totalHours: z.number(),
  reportName: z.string().nullable(),
  createTime: z.string(),
  paygroupId: z.string(),
  /** The reason given with the last decision (Examine). */
  reason: z.string().nullable(),
  version: z.number(),
});
export type LeaveDto = z.infer<typeof leaveSchema>;

/** GET /api/leaves/types: the leave types a request may name (document 2 §7). */
export const leaveTypesSchema = z.array(
  z.object({ id: z.string(), code: z.string(), name: z.string(), isOvertime: z.boolean(), leaveStatus: z.boolean(), allowNegativeLeave: z.boolean(), tracksBalance: z.boolean() }),
);

/**
 * Whether a leave type keeps a balance that saving or approving its leave is checked against: paid
 * leave draws on an entitlement; unpaid leave draws on nothing, so its "balance" is only the leave
 * taken and never warns ('Balance is negative…') nor refuses (ADR 0054).
 */
export const tracksLeaveBalance = (type: { leaveStatus: boolean; paidLeave: boolean }): boolean => type.leaveStatus && type.paidLeave;

/** POST /leave/updateExamine (document 2 §7): the Leave Approval modal. */
export const leaveExamineSchema = z.object({
  id: z.string(),
  status: z.enum(LEAVE_STATUSES),
  reason: z.string().nullish(),
  version: z.number().optional(),
  /** The approver saw 'If approved, the {type} balance will become negative.' and said yes. */
  confirmNegative: z.boolean().optional(),
});

/** Approving beyond the balance: refused (`notEnough`), or, for a type that allows negative leave, `negative` until confirmed. */
export const LeaveBalanceCode = { NotEnough: 'notEnough', Negative: 'negative' } as const;
export const leaveExamineReplySchema = z.object({ message: z.string(), type: z.string().nullish() });

/** Document 2 §3 "Leave balance": the panel's lines, per leave type (hours). */
export const leaveBalanceSchema = z.object({ dataList: z.array(z.object({ name: z.string(), time: z.number(), paytypeId: z.string() })) });
export type LeaveBalanceDto = z.infer<typeof leaveBalanceSchema>;

/** What moved a balance: an opening balance (import or settings), a leave approved, a leave's approval undone. */
export const LEDGER_CAUSES = ['opening', 'import', 'leaveApproved', 'leaveReleased'] as const;
export type LedgerCause = (typeof LEDGER_CAUSES)[number];

/** One line of a balance's ledger: the balance on any date is the sum of the lines dated up to it. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  payTypeId: z.string(),
  /** The date the entry counts from (a leave's first day; an import's effective date). */
  date: z.string(),
  /** Hours: positive adds to the balance, negative takes from it. */
  hours: z.number(),
  cause: z.enum(LEDGER_CAUSES),
  leaveId: z.string().nullable(),
  fileName: z.string().nullable(),
  actor: z.string(),
  recordedAt: z.string(),
});
export type LedgerEntryDto = z.infer<typeof ledgerEntrySchema>;

/** Document 3 §3 "Leave balance settings" (§9: columns from 0; combined columns joined by '#'). */
export const leaveBalanceSettingsSchema = z.object({
  onePayTypePerRow: z.boolean(),
  standardHoursColumn: z.number().nullable(),
  payIdColumn: z.string(),
  paytypeNameColumn: z.string().nullable(),
  leavebalanceVoList: z.array(z.object({ payType: z.string(), paytypeColumn: z.string(), byDay: z.boolean() })),
});
export type LeaveBalanceSettings = z.infer<typeof leaveBalanceSettingsSchema>;
export const NEW_PAY_TYPE_BALANCE_SETTING = { paytypeColumn: '1', byDay: false } as const;

/** POST /api/leave-balance/upload: `noSetting`, or success with the pay IDs that matched nobody. */
export const leaveBalanceUploadReplySchema = z.object({
  message: z.string(),
  unmatchPayid: z.array(z.string()),
  imported: z.number().optional(),
  /** The date the same file (the same bytes) was imported before: nothing was imported again. */
  importedBefore: z.string().optional(),
});

/** Document 3 §9: the bulk leave form's defaults. */
export const GLOBAL_LEAVE_DEFAULTS = { byEmployee: true, byWorkHours: false, scheduledDuration: true, skip: false, skipUnscheduled: true } as const;

/** Why an employee got no leave from the global leave: the save's codes (document 2 §8), a closed period, the balance, or out of reach since. */
export const GLOBAL_LEAVE_SKIPS = ['offDay', 'holiday', 'noData', 'unscheduledDays', 'exist', 'dateExist', 'closedPeriod', 'notEnough', 'notFound'] as const;
export type GlobalLeaveSkip = (typeof GLOBAL_LEAVE_SKIPS)[number];

/** Document 3 §8 "Global leave", and the summaries the spec leaves to us (ADR 0032 "Global leave"). */
export const GLOBAL_LEAVE_TEXTS = {
  addFailed: LEAVE_TEXTS.addFailed,
  queued: 'The leave is being added. It can take a while: the progress shows below.',
  /** The reply's messageSuccess for a run left to the worker: what a client that follows no run can show. */
  queuedFor: (n: number) => `The leave is being added for ${n} employees. It can take a while.`,
  added: (n: number) => `Leave is added for ${n} employee${n === 1 ? '' : 's'}.`,
  notAdded: (n: number, names: string) => `Not added for ${n} employee${n === 1 ? '' : 's'}: ${names}.`,
} as const;

/** The global leave run's result: who got the leave, who did not and why (with the day a code names), and the spec's two summaries. */
export const globalLeaveResultSchema = z.object({
  employees: z.number().int(),
  added: z.array(z.object({ employeeId: z.string(), name: z.string(), leaveId: z.string() })),
  skipped: z.array(z.object({ employeeId: z.string(), name: z.string(), reason: z.enum(GLOBAL_LEAVE_SKIPS), date: z.string().nullable() })),
  messageSuccess: z.string(),
  messageError: z.string(),
});
export type GlobalLeaveResult = z.infer<typeof globalLeaveResultSchema>;

/**
 * Up to this many employees the global leave runs within the request and its reply carries the
 * summaries and the result; more are left to the worker (ADR 0059).
 */
export const GLOBAL_LEAVE_INLINE_MAX = 25;

/**
 * POST /global-leave/save (document 3 §7), ADR 0059: a run of up to GLOBAL_LEAVE_INLINE_MAX
 * employees answers when done, its summaries as the run's result has them, with that `result`; a
 * larger one answers at once with the run to follow (`job`, whose result holds the summaries when
 * it finishes) and messageSuccess saying so.
 */
export const globalLeaveReplySchema = z.object({ messageSuccess: z.string(), messageError: z.string(), result: globalLeaveResultSchema.optional(), job: jobRunSchema.optional() });
export type GlobalLeaveReply = z.infer<typeof globalLeaveReplySchema>;

/** A blank form field (empty text or left out) reads as null. */
const blankNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const dateType = z.preprocess((v) => (v === '' || v === undefined || v === null ? null : Number(v)), z.union([z.literal(1), z.null()], { invalid_type_error: 'A date type is 1 or empty.' }));
/** Optional text of at most `max` characters; blank is null. */
const optionalText = (max: number) => z.preprocess(blankNull, z.string().max(max, `At most ${max} characters.`).nullable());

/**
 * The leave's terms as document 2 §3 "Leave" posts them, from JSON or a form: the leave form and
 * the global leave (document 3 §3) both read them so; each adds whom and which dates.
 */
const leaveTermFields = {
  typeId: z.string({ required_error: 'Choose a leave type.' }).uuid('Choose a leave type.'),
  fromLeaveTime: optionalText(6),
  toLeaveTime: optionalText(6),
  fromDateType: dateType.default(null),
  toDateType: dateType.default(null),
  byWorkHours: formBoolean.default(false),
  scheduledDuration: formBoolean.default(false),
  skip: formBoolean.default(false),
  skipUnscheduled: formBoolean.default(false),
  duration: z.preprocess(blankNull, formNumber.nullable()).default(null),
  description: optionalText(500),
  loginRole: z.string().nullish(),
};

// A real day: 2026-02-30 has the shape but is no day, and reached the database as one (a 500).
const leaveDate = z
  .string({ required_error: 'Enter the dates as yyyy-MM-dd.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the dates as yyyy-MM-dd.')
  .refine(isRealDate, 'Enter the dates as yyyy-MM-dd.');
const optionalLeaveDate = leaveDate.optional().or(z.literal('').transform(() => undefined));

/** POST /leave/save: every field of document 2 §3 "Leave" (leaveFormSchema), from JSON or a form, as the server reads it. */
export const leaveSaveRequestSchema = z.object({
  id: z.preprocess(blankNull, z.string().uuid('This leave does not exist.').nullable()),
  employeeId: z.string({ required_error: 'Choose an employee.' }).uuid('Choose an employee.'),
  ...leaveTermFields,
  fromDate: leaveDate,
  toDate: leaveDate,
  version: formVersion.optional(),
});

/** POST /api/leaves/kiosk-submit-leave and /submit-leave-clever-go: a new request, as /leave/save reads it, without id or version. */
export const leaveKioskRequestSchema = leaveSaveRequestSchema.omit({ id: true, version: true });

/** POST /leave/updateExamine, as the server reads it (leaveExamineSchema). */
export const leaveExamineRequestSchema = z.object({
  id: z.string().uuid('This leave does not exist.'),
  status: z.enum(LEAVE_STATUSES, { errorMap: () => ({ message: 'Choose a status.' }) }),
  reason: optionalText(500),
  confirmNegative: formFlag,
  version: formVersion.optional(),
});

/** POST /leave/delete: the requests to cancel, a list or a comma list. */
export const leaveCancelRequestSchema = z.object({
  ids: z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.string().uuid('This leave does not exist.')).min(1, 'Choose a leave.')),
});

/** GET /api/leaves: the list's filters (paging and sort are the list query's). */
export const leaveListFilterSchema = z.object({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), z.enum(LEAVE_STATUSES).optional()),
  startDate: optionalLeaveDate,
  endDate: optionalLeaveDate,
});

/** GET /api/leaves/list-by-employeeId: an employee's requests over a range (fromDate/toDate, or startDate/endDate). */
export const leaveEmployeeQuerySchema = z.object({ employeeId: z.string(), fromDate: optionalLeaveDate, toDate: optionalLeaveDate, startDate: optionalLeaveDate, endDate: optionalLeaveDate });

/** GET /api/leave-balance and POST /leaveBalance/get. */
export const leaveBalanceQuerySchema = z.object({ employeeId: z.string({ required_error: 'Choose an employee.' }), fromDate: leaveDate });

/** GET /api/leave-balances (ours, ADR 0067): who holds how much of each leave type on a date. */
export const leaveBalanceListFilterSchema = z.object({ date: leaveDate });

/** One employee's balances on the date, by leave type id (hours; a type with no ledger line holds 0). */
export const leaveBalanceRowSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  payId: z.string().nullable(),
  departmentName: z.string().nullable(),
  balances: z.record(z.string(), z.number()),
});
export type LeaveBalanceRow = z.infer<typeof leaveBalanceRowSchema>;

/** A page of rows, and the leave types that are its columns (a type hidden from the employee is not one of hers). */
export const leaveBalanceListSchema = z.object({
  items: z.array(leaveBalanceRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  types: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type LeaveBalanceList = z.infer<typeof leaveBalanceListSchema>;

/** GET /api/leave-balance/ledger. */
export const leaveLedgerQuerySchema = z.object({ employeeId: z.string(), payTypeId: z.string().uuid('Choose a leave type.'), date: leaveDate });

/** GET /api/leaves/pay-period. */
export const leavePayPeriodQuerySchema = z.object({
  employeeId: z.string(),
  fromDate: leaveDate,
  paygroupId: z.preprocess((v) => (v === '' ? undefined : v), z.string().uuid('This pay group does not exist.').optional()),
});

const balanceColumn = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string({ required_error: 'Pay ID column: required.' }).max(100));

/** POST /leaveBalance/list: the balance import's settings (leaveBalanceSettingsSchema), as the server reads them. */
export const leaveBalanceSettingsRequestSchema = z.object({
  onePayTypePerRow: formBoolean.default(false),
  // Document 3 §7: null when the standard hours import is off.
  standardHoursColumn: z.preprocess(
    (v) => (v === '' || v === undefined || v === 'null' ? null : typeof v === 'string' ? Number(v) : v),
    z.number({ invalid_type_error: 'Standard hours column: enter a column number counted from 0.' }).nullable(),
  ),
  payIdColumn: balanceColumn,
  paytypeNameColumn: z.preprocess((v) => (v === '' || v === undefined ? null : typeof v === 'number' ? String(v) : v), z.string().max(100).nullable()),
  leavebalanceVoList: z.array(z.object({ payType: z.string(), paytypeColumn: balanceColumn, byDay: formBoolean.default(false) })).default([]),
  version: z.coerce.number().int().min(0).optional(),
});

const globalLeaveDate = z.string({ required_error: 'Date is required.' }).min(1, 'Date is required.').regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the dates as yyyy-MM-dd.');

/** POST /global-leave/save (document 3 §3 "Global leave", §5, §7): the leave form's fields for employees or departments (comma strings). */
export const globalLeaveRequestSchema = z
  .object({
    employees: bulkIdList,
    department: bulkIdList,
    departments: bulkIdList,
    ...leaveTermFields,
    fromDate: globalLeaveDate,
    toDate: z.preprocess(blankNull, globalLeaveDate.nullable()).default(null),
  })
  .refine((v) => v.employees.length > 0 || v.department.length > 0 || v.departments.length > 0, { message: BULK_TEXTS.chooseTargets, path: ['employees'] });
