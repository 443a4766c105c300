import { z } from 'zod';
import { formBoolean, formNumber, formVersion } from './form-fields';
import { messageReplySchema } from './messages';

/**
 * Document 2 §3 "Punch", "Punch pair", "Work shift (timesheet)", "Timesheet day", "Pay card" and
 * the timesheet's calls (§7 "Timesheet and punches"), as the server answers them.
 */

export const DAY_TYPES = ['Previous', 'Today', 'NextDay'] as const;
export type PunchDayType = (typeof DAY_TYPES)[number];

/**
 * Where a punch came from (the event's source names the channel; this names how it was made): the
 * spec's Man and AutoPair, and ours: Clock (a clock or the web clock) and Offline (the web clock
 * kept it on the device while offline and sent it later, ADR 0071).
 */
export const PUNCH_ENTRIES = ['Man', 'AutoPair', 'Clock', 'Offline'] as const;
export type PunchEntry = (typeof PUNCH_ENTRIES)[number];

/** Document 2 §3 "Punch". */
export const punchSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  /** The pay date, yyyy-MM-dd. */
  day: z.string(),
  /** HH:mm */
  punchTime: z.string(),
  dayType: z.enum(DAY_TYPES),
  reason: z.string().nullable(),
  workPlaceId: z.string().nullable(),
  positionId: z.string().nullable(),
  jobId: z.string().nullable(),
  taskId: z.string().nullable(),
  entry: z.enum(PUNCH_ENTRIES),
  /** The channel it came in by: console, api, import, kiosk, mobile, bulk. */
  source: z.string(),
  punchPhotoLocal: z.string().nullable(),
  punchLocation: z.string().nullable(),
  /** The log file an imported clock read came from (the time import); null for every other punch. */
  fileName: z.string().nullable(),
  /** The wall time it names, yyyy-MM-ddTHH:mm. */
  local: z.string(),
  /** The stream version after this punch's last change: a modify form sends it back. */
  version: z.number(),
});
export type PunchDto = z.infer<typeof punchSchema>;

/**
 * A pair's work code (document 2 §3 inWorkCode, ADR 0065): what its in punch was punched to, its
 * position, job and task. `desc` joins their codes ('PICK/J-1001/T-PICK'), `descDetail` their
 * names ('Picker / Supermarket distribution / Picking').
 */
export const workCodeSchema = z.object({ desc: z.string(), descDetail: z.string() });
export type WorkCodeDto = z.infer<typeof workCodeSchema>;

/** Document 2 §5: the timesheet shows a work code's first 12 characters, 9 beside an approved pair's mark. */
export const WORK_CODE_SHOWN = { chars: 12, approvedChars: 9 } as const;

/** Document 2 §3 "Punch pair": a pair is named by its in punch (or its out, when the in is missing). */
export const punchPairSchema = z.object({
  id: z.string(),
  inPunchId: z.string().nullable(),
  outPunchId: z.string().nullable(),
  /** Rounded wall times, yyyy-MM-ddTHH:mm. */
  ptimeIn: z.string().nullable(),
  ptimeOut: z.string().nullable(),
  /** The punches as recorded, yyyy-MM-ddTHH:mm. */
  rawIn: z.string().nullable(),
  rawOut: z.string().nullable(),
  inPunchType: z.enum(['manual', 'auto-pair', 'clock']).nullable(),
  outPunchType: z.enum(['manual', 'auto-pair', 'clock']).nullable(),
  inException: z.string().nullable(),
  outException: z.string().nullable(),
  /** Null when the pair is punched to no position, job or task. */
  inWorkCode: workCodeSchema.nullable(),
  inNote: z.string().nullable(),
  outNote: z.string().nullable(),
  /** Hours, two decimals. */
  worktime: z.number(),
  approved: z.boolean(),
  siteId: z.string().nullable(),
  positionId: z.string().nullable(),
  jobId: z.string().nullable(),
  taskId: z.string().nullable(),
});
export type PunchPairDto = z.infer<typeof punchPairSchema>;

/** Document 2 §3 "Work shift (timesheet)". */
export const workShiftSchema = z.object({
  id: z.string(),
  schId: z.string().nullable(),
  /** The day comes from the employee's template, not an own day. */
  fromTemplate: z.boolean(),
  isScheduled: z.boolean(),
  isApproved: z.boolean(),
  departmentId: z.string().nullable(),
  jobId: z.string().nullable(),
  taskId: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  startTimeType: z.enum(['Previous', 'Today']),
  endTimeType: z.enum(['Today', 'NextDay']),
  /** Minutes. */
  breakTime: z.number(),
  deductTime: z.number(),
  /** Hours, two decimals. */
  workHours: z.number(),
  punchPairs: z.array(punchPairSchema),
  allowOT: z.boolean(),
  allowEA: z.boolean(),
  allowLD: z.boolean(),
  lunchWorkingThrough: z.boolean(),
  overrideBreakCalculation: z.boolean(),
  breakCalculationType: z.enum(['Hours at Work', 'Time of Day']).nullable(),
  breakTriggerTime: z.number().nullable(),
  breakStartTime: z.string().nullable(),
  hasCompletePunchPairs: z.boolean(),
  exceptions: z.array(z.string()),
  /** The day's unscheduled work is approved: paid, and not an exception (ADR 0065). Absent on days stored before it: false. */
  apprvUnschWork: z.boolean().default(false),
  /** The employee's own schedule the shift is on (its id is the employee's); null for a day of the template (ADR 0065). */
  customScheduleId: z.string().nullable(),
});
export type WorkShiftDto = z.infer<typeof workShiftSchema>;

export const payTypeTimeSchema = z.object({ payTypeId: z.string(), name: z.string(), unit: z.enum(['hours', 'units']), value: z.number() });
export type PayTypeTimeDto = z.infer<typeof payTypeTimeSchema>;

export const leaveShownSchema = z.object({ leaveId: z.string(), desc: z.string(), fromTime: z.string().nullable(), toTime: z.string().nullable(), hours: z.number() });

export const TIMESHEET_DAY_TYPES = ['HOL', 'OffDay', 'Working', 'Absent', 'Leave', 'NoData'] as const;
export type TimesheetDayType = (typeof TIMESHEET_DAY_TYPES)[number];

/** Document 2 §3 "Timesheet day". */
export const timesheetDaySchema = z.object({
  day: z.string(),
  type: z.enum(TIMESHEET_DAY_TYPES),
  employeeId: z.string(),
  holidayName: z.string().nullable(),
  /** On a public holiday whose pay group's conditions decide it by the look-back: whether it is an otherwise working day for her, and why (ADR 0074). */
  otherwiseWorkingDay: z.object({ owd: z.boolean(), reason: z.string() }).optional(),
  /** A weekend holiday observed on this day for her (Mondayisation, ADR 0074): the date it falls on. */
  holidayMovedFrom: z.string().optional(),
  payTypeTimes: z.array(payTypeTimeSchema),
  workShifts: z.array(workShiftSchema),
  unScheduledPairs: z.array(punchPairSchema),
  leaveRecord: leaveShownSchema.nullable(),
  hourLeaves: z.array(leaveShownSchema),
  /** Every punch whose pay date is this day, double reads included (they are kept, never paid). */
  punches: z.array(punchSchema),
  /** Double reads set aside: the punch and the one it repeats. */
  ignoredPunches: z.array(z.object({ punchId: z.string(), duplicateOf: z.string() })),
  exceptions: z.array(z.string()),
  isApproved: z.boolean(),
  /** Sch In and Sch Out of the day's first and last scheduled section. */
  startTime: z.string().nullable(),
  startTimeType: z.string().nullable(),
  endTime: z.string().nullable(),
  endTimeType: z.string().nullable(),
});
export type TimesheetDayDto = z.infer<typeof timesheetDaySchema>;

/** Document 2 §3 "Employee info (timesheet)". */
export const timesheetEmployeeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  payId: z.string().nullable(),
  clockId: z.number().nullable(),
  standardHours: z.number().nullable(),
  guaranteedHours: z.number().nullable(),
  payGroupId: z.string(),
  payGroupName: z.string().nullable(),
  departmentId: z.string(),
  departmentName: z.string().nullable(),
  scheduleName: z.string().nullable(),
  timeRoundingName: z.string().nullable(),
  avatarFileName: z.string().nullable(),
  /** The pay group's break time in minutes: a new shift's default break (document 2 §9). */
  defaultBreakMinutes: z.number(),
});
export type TimesheetEmployee = z.infer<typeof timesheetEmployeeSchema>;

/** Document 2 §3 "Timesheet response", with the employee, the period's totals and the stream version. */
export const timesheetSchema = z.object({
  fromT: z.string(),
  toT: z.string(),
  readonly: z.boolean(),
  ptClosed: z.boolean(),
  payrollTransferId: z.string(),
  timeSheets: z.array(timesheetDaySchema),
  totals: z.array(payTypeTimeSchema),
  employee: timesheetEmployeeSchema,
  /** The employee's timesheet stream version: forms send it back (a stale form is refused). */
  version: z.number(),
  /** Set when the timesheet is shown as it stood at a past instant (read-only). */
  asOf: z.string().nullable(),
  /** When the read model was computed. */
  computedAt: z.string().nullable(),
});
export type TimesheetDto = z.infer<typeof timesheetSchema>;

/** GET /api/timesheet/paytype-by-month: the month's pay-type totals. */
export const payTypesByMonthSchema = z.object({ month: z.string(), totals: z.array(payTypeTimeSchema) });

/** GET /api/punches/status: who is in or out now. */
export const PUNCH_STATUSES = ['In', 'Out', 'Leave', 'No Punch'] as const;
export type PunchStatus = (typeof PUNCH_STATUSES)[number];
export const punchStatusRowSchema = z.object({
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  departmentId: z.string(),
  status: z.enum(PUNCH_STATUSES),
  lastPunch: punchSchema.nullable(),
});
export type PunchStatusRow = z.infer<typeof punchStatusRowSchema>;

/** POST /api/punches/save and /timesheet/saveSinglePunch: the saved punch(es) and the days they changed. */
export const punchSaveReplySchema = messageReplySchema.extend({
  punchIds: z.array(z.string()).optional(),
  timeSheets: z.array(timesheetDaySchema).optional(),
  version: z.number().optional(),
});

/** PUT /punch-pairs/{id}: document 2 §7 "response result and errorMessage". */
export const pairSaveReplySchema = z.object({ result: z.boolean(), errorMessage: z.string().nullable(), version: z.number().optional() });

/** POST /timesheet/saveShiftCard: success when message is 'success'. */
export const shiftSaveReplySchema = z.object({ success: z.boolean(), message: z.string() });

/** Document 2 §3 "Pay card". */
export const payCardDetailSchema = z.object({
  id: z.string(),
  payTypeId: z.string(),
  payTypeName: z.string(),
  /** Hours the timesheet paid under the pay type (0 for a manual row). */
  units: z.number(),
  /** What payroll is paid: the units unless someone set them. */
  effUnits: z.number(),
  notes: z.string().nullable(),
  projectId: z.string().nullable(),
  modifiedId: z.string().nullable(),
  modifiedName: z.string().nullable(),
  manualAdd: z.boolean(),
});
export type PayCardDetail = z.infer<typeof payCardDetailSchema>;

export const payCardSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  description: z.string().nullable(),
  details: z.array(payCardDetailSchema),
  /** Files attached to the card (JPEG or PDF), read at GET /api/paycard/files/{fileName}. */
  files: z.array(z.object({ fileName: z.string(), name: z.string(), uploadedBy: z.string(), uploadedAt: z.string() })),
  version: z.number(),
});
export type PayCardDto = z.infer<typeof payCardSchema>;

/** POST /paycard/save: document 2 §8 "Pay card" codes. */
export const PayCardCode = {
  NoEmployee: 'noEmployee',
  RepeatCode: 'repeatcode',
  RepeatProject: 'repeatProject',
  FileWithoutProject: 'fileWithoutProject',
  WrongFileFormat: 'WrongFileFormat',
} as const;

/** One change in the timesheet's History drawer: who changed which punch, shift or pay card line. */
export const timesheetChangeSchema = z.object({
  at: z.string(),
  actor: z.string(),
  source: z.string(),
  event: z.string(),
  /** What it is about: 'Punch 08:02 on 2026-11-23', 'Shift on ...', 'Pay card ...'. */
  subject: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type TimesheetChange = z.infer<typeof timesheetChangeSchema>;
export const timesheetHistorySchema = z.object({ items: z.array(timesheetChangeSchema) });

/** The spec's texts for the timesheet (document 2 §5, §8). */
export const TIMESHEET_TEXTS = {
  punchSaved: 'The punch is saved successfully.',
  punchFailed: 'Failed to save the punch.',
  punchDuplicate: 'The same sign time exists, please modify it and try again.',
  punchDeleted: 'Delete the punch successfully',
  punchDeleteFailed: 'Failed to delete the punch.',
  punchDeleteConfirm: 'Are you sure to delete this punch?',
  /** Ours (ADR 0060): the in of a pair whose out was auto-paired takes that out with it. */
  punchDeleteWithAutoOut: 'Are you sure to delete this punch? The out punch auto-paired with it is deleted too.',
  /** Ours (ADR 0060), the server's refusal of document 2 §4 "Auto-paired out punches cannot be deleted." */
  autoOutKept: 'An auto-paired out punch cannot be deleted on its own: change its time, or delete the in punch of its pair, which deletes both.',
  pairSaved: 'The punch pair is saved successfully.',
  workCodeLocked: 'Work codes cannot be changed: the company does not allow editing them.',
  pairFailed: 'Failed to save the punch pair.',
  shiftSaved: 'Work shift updated successfully.',
  shiftFailed: 'Failed to update the work shift.',
  shiftDeleted: 'Work shift deleted successfully.',
  shiftDeleteFailed: 'Failed to delete the work shift.',
  shiftToLibraryPosition: 'Choose the position to save the shift as a Shift of the roster.',
  schOutLater: 'Sch Out must be later than Sch In!',
  selectTask: 'Please select a task.',
  payCardSaved: 'Pay Card updated successfully',
  payCardFailed: 'Failed to update Pay Card.',
  payDetailDeleteFailed: 'Failed to delete the pay detail.',
  closedPeriod: "Oops! The selected date is within a closed pay period. If you wish to make any changes, please re-open the period in the 'Payroll Transfer' page.",
  staleTimesheet: 'This timesheet was changed by someone else. Reload it and try again.',
} as const;

export const PAY_CARD_TEXTS: Record<string, string> = {
  noEmployee: 'No Employee!',
  repeatcode: 'Can Not repeat PayType!',
  repeatProject: 'Duplicate pay component, please check again!!',
  fileWithoutProject: 'Please select a project for the manual entry!',
  WrongFileFormat: 'Only .jpg or .pdf file are supported!',
};

/** The message code a save answers for a duplicate punch (document 2 §7). */
export const HAS_EXIST_PUNCH_RECORD = 'hasExistPunchRecord';
/** The message code a write answers inside a closed pay period. */
export const CLOSED_PERIOD = 'closedPeriod';

/** The timesheet's version as the form loaded it; 0 when the employee had no timesheet events yet. */
export const timesheetVersionField = formVersion.or(z.literal(0));

const optionalUuid = z.string().uuid('Choose one from the list.').nullish().or(z.literal('').transform(() => null)).transform((v) => v ?? null);

/** A punch's fields as the timesheet's forms and the API send them (document 2 §7). */
export const punchFormFields = {
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as yyyy-MM-dd.'),
  punchTime: z.string({ required_error: 'Time is required.' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:mm.'),
  dayType: z.enum(DAY_TYPES).default('Today'),
  reason: z.string().max(500, 'At most 500 characters.').nullish().transform((v) => (v?.trim() ? v.trim() : null)),
  workPlaceId: optionalUuid,
  positionId: optionalUuid,
  jobId: optionalUuid,
  taskId: optionalUuid,
};

/**
 * POST /api/punches/save: one punch, new (no id) or changed (its id). `version` is the
 * timesheet's as the form loaded it (0 before its first event); when sent, a newer timesheet is
 * a stale form (409).
 */
export const punchSaveRequestSchema = z.object({
  id: z.string().uuid().nullish().or(z.literal('').transform(() => null)),
  employeeId: z.string().uuid('Choose an employee.'),
  ...punchFormFields,
  version: timesheetVersionField,
});

/**
 * GET /api/timesheet/getPunchRecords and /history: one employee's pay period holding fromT (today
 * when absent), or fromT..endT; asOf (ISO instant) shows the timesheet as it stood then.
 */
export const timesheetRangeQuerySchema = z.object({
  employeeId: z.string().uuid('Choose an employee.'),
  fromT: punchFormFields.day.optional(),
  endT: punchFormFields.day.optional(),
  toT: punchFormFields.day.optional(),
  asOf: z.string().datetime({ offset: true }).optional(),
});

/** An employee named by a form, a query or a path. */
export const employeeIdSchema = z.string().uuid('Choose an employee.');

/** GET /api/timesheet/recalculate/today. */
export const employeeQuerySchema = z.object({ employeeId: employeeIdSchema });

/** GET /api/timesheet/paytype-by-month: month is checked by the query (yyyy-MM). */
export const payTypesByMonthQuerySchema = z.object({ employeeId: employeeIdSchema, month: z.string() });

/** GET /api/punch-photos. */
export const punchPhotoQuerySchema = z.object({ photoPath: z.string().min(1, 'This photo does not exist.') });

/** POST /timesheet/saveSinglePunch: one punch, or an in and an out saved as a pair. */
export const singlePunchFormSchema = z.object({
  employeeId: employeeIdSchema,
  day: punchFormFields.day,
  inTime: punchFormFields.punchTime,
  inDayType: punchFormFields.dayType,
  outTime: punchFormFields.punchTime.nullish().or(z.literal('').transform(() => null)),
  outDayType: punchFormFields.dayType,
  reason: punchFormFields.reason,
  workPlaceId: optionalUuid,
  positionId: optionalUuid,
  jobId: optionalUuid,
  taskId: optionalUuid,
  version: timesheetVersionField,
});

/** POST /timesheet/deleteSinglePunch. */
export const deletePunchFormSchema = z.object({
  employeeId: employeeIdSchema,
  punchId: z.string().uuid('This punch does not exist.'),
  day: punchFormFields.day.optional(),
  reason: punchFormFields.reason,
  version: timesheetVersionField,
});

/** A reference a change may leave out: absent keeps what is there, null or blank clears it. */
const keptUuid = z.string().uuid('Choose one from the list.').nullable().optional().or(z.literal('').transform(() => null));

/**
 * PUT /punch-pairs/{id}: a field left out stays as it is (no `approved`: the approval; no
 * position, job or task: the work code, which only a company that allows editing work codes
 * changes, ADR 0065).
 */
export const punchPairFormSchema = z.object({
  siteId: keptUuid,
  positionId: keptUuid,
  jobId: keptUuid,
  taskId: keptUuid,
  approved: formBoolean.optional(),
  version: timesheetVersionField,
});

/** POST /timesheet/saveShiftCard: a shift of the timesheet (a section of the employee's own schedule day). */
export const shiftCardFormSchema = z.object({
  employeeId: employeeIdSchema,
  day: punchFormFields.day,
  create: formBoolean.default(false),
  workShiftId: z.string().nullish(),
  workSectionId: z.string().nullish(),
  startTime: z.string().default(''),
  startTimeType: z.enum(['Previous', 'Today']).default('Today'),
  endTime: z.string().default(''),
  endTimeType: z.enum(['Today', 'NextDay']).default('Today'),
  breakTime: formNumber.default(0),
  allowOT: formBoolean.default(true),
  allowEA: formBoolean.default(false),
  allowLD: formBoolean.default(false),
  lunchWorkingThrough: formBoolean.default(false),
  overrideBreakCalculation: formBoolean.default(false),
  breakCalculationType: z.enum(['Hours at Work', 'Time of Day']).nullish().transform((v) => v ?? null),
  breakTriggerTime: formNumber.nullish().transform((v) => v ?? null),
  breakStartTime: z.string().nullish().transform((v) => v || null),
  departmentId: optionalUuid,
  jobId: optionalUuid,
  taskId: optionalUuid,
  reason: punchFormFields.reason,
  /** Approve the day's unscheduled work (ADR 0065). */
  apprvUnschWork: formBoolean.default(false),
  /** Keep the shift in the roster's shift library too (ADR 0065). */
  saveAsShift: formBoolean.default(false),
  /** The own schedule the form saw the shift on (the employee's id), or none for the template's day: another is a stale form (ADR 0065). */
  customScheduleId: z.string().nullish().transform((v) => v || null),
});

/** POST /timesheet/deleteCustomSchedule. */
export const deleteShiftFormSchema = z.object({ employeeId: employeeIdSchema, day: punchFormFields.day, schId: z.string().min(1, 'This work shift does not exist.') });

/** POST /paycard/getPayCard: asOf (with an employee) shows the card as it stood then. */
export const payCardRequestSchema = z.object({
  employeeId: z.string().optional(),
  fromDate: punchFormFields.day,
  toDate: punchFormFields.day.optional(),
  asOf: z.string().datetime({ offset: true }).optional(),
});

/** POST /paycard/save: the card's rows (JSON, or multipart with this as JSON in `data`). */
export const payCardSaveFormSchema = z.object({
  employeeId: z.string().uuid().optional().or(z.literal('').transform(() => undefined)),
  fromDate: punchFormFields.day,
  version: timesheetVersionField,
  details: z
    .array(
      z.object({
        id: z.string().nullish().transform((v) => v || null),
        payTypeId: z.string({ required_error: 'Choose a pay type.' }).uuid('Choose a pay type.'),
        effUnits: z.union([z.number(), z.string()]).nullish().transform((v, ctx) => {
          if (v === null || v === undefined || v === '') return null;
          const n = Number(v);
          if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: 'Eff Units must be a number.' });
          return n;
        }),
        notes: punchFormFields.reason,
        projectId: optionalUuid,
      }),
    )
    .default([]),
});

/** POST /paycard/deletePayCardDetails. */
export const payCardDeleteFormSchema = z.object({ employeeId: employeeIdSchema, ids: z.array(z.string().uuid('This pay detail does not exist.')).min(1, 'Choose a pay detail.') });

/** The most a pay card's attachment may weigh (JPEG or PDF). */
export const MAX_PAY_CARD_FILE_BYTES = 10 * 1024 * 1024;
