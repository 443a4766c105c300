import { z } from 'zod';
import { formArray, formBoolean, formId, formList, formNumber, formText, formVersion } from './form-fields';
import { PAY_RULE_TEXT_LIMITS, textTooLong } from './limits';
import { messageReplySchema } from './messages';
import type { NumberRange } from './validation';

/**
 * The company's catalogue of named records: pay settings (document 3 §2-§3, document 2 §3), schedule
 * templates, jobs and tasks (document 2 §3) and workplaces (document 3 §4).
 */
export const PayRuleKind = {
  RoundingRule: 'roundingRule',
  Holiday: 'holiday',
  PayType: 'payType',
  PayGroup: 'payGroup',
  Skill: 'skill',
  ScheduleTemplate: 'scheduleTemplate',
  Job: 'job',
  Task: 'task',
  Workplace: 'workplace',
  /** Pay conditions (issue 32): penalty rates, loadings and minimum engagement for the pay groups it names. */
  ConditionSet: 'conditionSet',
} as const;
export type PayRuleKind = (typeof PayRuleKind)[keyof typeof PayRuleKind];

/** One row of a rounding rule: punch minutes fromTime..toT (within the hour's quarter, say) round to value. */
export const roundingRowSchema = z.object({ orderNumber: z.number(), fromTime: z.number(), toT: z.number(), value: z.number() });
export type RoundingRow = z.infer<typeof roundingRowSchema>;

export const roundingRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  rules: z.array(roundingRowSchema),
  version: z.number(),
});
export type RoundingRule = z.infer<typeof roundingRuleSchema>;

/** POST /roundingrules/delete: the rules kept because they are in use. */
export const roundingDeleteReplySchema = messageReplySchema.extend({ usedRoundings: z.array(z.string()).optional() });

export const holidaySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** yyyy-MM-dd */
  date: z.string(),
  /** The day off given instead when the holiday falls on a non-working day (yyyy-MM-dd). */
  alterdate: z.string(),
  /** Set on holidays seeded from the public calendar ('System default holiday'). */
  sysCode: z.string().nullable(),
  version: z.number(),
});
export type Holiday = z.infer<typeof holidaySchema>;

/** POST /holiday/seed: how many public holidays were added. */
export const holidaySeedReplySchema = messageReplySchema.extend({ added: z.number() });

/** Document 3 §9: rounding rules have at most 20 rows, each value 0 to 60. */
export const MAX_ROUNDING_ROWS = 20;
export const ROUNDING_MINUTES = { min: 0, max: 60 } as const;

export const ROUNDING_TEXTS = {
  none: 'Warning: Please set the Rounding Rules.',
  tooMany: 'Warning: Rounding Rules cannot exceed 20.',
  toAfterFrom: 'Warning: Rounding rules "To" must be greater than "From".',
  range: 'Warning: Rounding Rule must be between 0 and 60.',
} as const;

/** Each From, To and Round to of a rounding row. */
export const ROUNDING_RANGE = { ...ROUNDING_MINUTES, whole: true, text: ROUNDING_TEXTS.range } as const satisfies NumberRange;

/** Where a new row starts in the modal: one minute above the previous row's end (document 3 §2). */
export const nextRowStart = (rows: ReadonlyArray<Pick<RoundingRow, 'toT'>>): number => Math.min(ROUNDING_MINUTES.max, rows.length ? rows[rows.length - 1].toT + 1 : 0);

/** How a day of leave of this type turns into hours (document 2 §4): one mode, ctDay the default. */
export const CONVERSION_MODES = ['ctDay', 'percentage', 'byStandardHour'] as const;
export type ConversionMode = (typeof CONVERSION_MODES)[number];

/** The switches and factor of a pay type, shared by its stored fields, its list row and its editor. */
export const payTypeFlagsSchema = z.object({
  hideFromEmp: z.boolean(),
  shouldExport: z.boolean(),
  isAllowance: z.boolean(),
  leaveStatus: z.boolean(),
  paidLeave: z.boolean(),
  allowNegativeLeave: z.boolean(),
  hideBalance: z.boolean(),
  isOvertime: z.boolean(),
  payRateFactor: z.number(),
});
export type PayTypeFlags = z.infer<typeof payTypeFlagsSchema>;

/** Document 2 §3 "Pay type"; `type` is derived from the flags (docs/decisions/0014-pay-rules-catalogue.md). */
export const payTypeSchema = payTypeFlagsSchema.extend({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  exportCode: z.string().nullable(),
  xeroGuid: z.string().nullable(),
  active: z.boolean(),
  type: z.enum(['Allowance', 'Leave', 'Overtime', 'Ordinary']),
  convertToDay: z.boolean(),
  ctDay: z.number(),
  percentage: z.boolean(),
  byStandardHour: z.boolean(),
  isDefault: z.boolean(),
  version: z.number(),
});
export type PayType = z.infer<typeof payTypeSchema>;

export const PAY_TYPE_TEXTS = {
  exist: 'Warning: Code Or Name has existed.',
  incorrectNumberForm: 'Overtime factor should be a number and greater than 0.',
} as const;

export const PAY_TYPE_NUMBERS = {
  payRateFactor: { min: 0, aboveMin: true, text: PAY_TYPE_TEXTS.incorrectNumberForm },
  ctDay: { min: 0, max: 24, text: 'Daily hours are 0 to 24.' },
} as const satisfies Record<string, NumberRange>;

/** Document 3 §3 pay group enumerations. */
export const PAY_PERIODS = ['Weekly', 'Fortnightly', 'Monthly', 'Bimonthly'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
export const PAY_GROUP_BREAK_TYPES = ['None', 'Hours at Work', 'Time of Day'] as const;
export type PayGroupBreakType = (typeof PAY_GROUP_BREAK_TYPES)[number];
export const OVERTIME_TYPES = ['None', 'Daily', 'Weekly', 'Pay Period'] as const;
export type OvertimeType = (typeof OVERTIME_TYPES)[number];

/** Every field of document 3 §3 "PayGroup" but id, name and active. Times of day are HH:mm, dates yyyy-MM-dd. */
export const payGroupFieldsSchema = z.object({
  period: z.enum(PAY_PERIODS),
  startDayOfMonth: z.number(),
  startTime: z.string(),
  timeZoneId: z.string().nullable(),
  breakCalculationType: z.enum(PAY_GROUP_BREAK_TYPES),
  workTime: z.number(),
  breakStartTime: z.string().nullable(),
  breakTime: z.number(),
  clockOutForBreaks: z.boolean(),
  minimumBreak: z.boolean(),
  punchPairCompletionTime: z.number().nullable(),
  breakTimeException: z.number(),
  shiftThreshold: z.number(),
  graceTimeIn: z.number(),
  graceTimeOut: z.number(),
  earlyArrivalThreshold: z.number(),
  lateDepartureThreshold: z.number(),
  payOnFinishDay: z.boolean(),
  convertUnit: z.number(),
  skipHoliday: z.boolean(),
  skipUnscheduleDay: z.boolean(),
  durationBySchedule: z.boolean(),
  disableEmployeeApply: z.boolean(),
  autoLeave: z.boolean(),
  autoLeavePayTypeId: z.string().nullable(),
  overtimeCalculationType: z.enum(OVERTIME_TYPES),
  dailyOvertimeThreshold: z.number().nullable(),
  includePaidLeavesInOvertimeThreshold: z.boolean(),
  useStandardHoursAsPeriodOvertimeThreshold: z.boolean(),
  periodOvertimeThreshold: z.number().nullable(),
  periodOvertimeCode: z.string().nullable(),
  skipException: z.boolean(),
  hideApproveOT: z.boolean(),
  calculatePublicHoliday: z.boolean(),
  calculatePublicHolidayLeaveBySchedule: z.boolean(),
  calculateAlternativeHoliday: z.boolean(),
  phlAbsent: z.boolean(),
  acceptEA: z.boolean(),
  acceptLD: z.boolean(),
  supervisorMAOT: z.boolean(),
  approvedUnscheduledWork: z.boolean(),
  punchPairWitoutSchedule: z.boolean(),
  manualPunch: z.boolean(),
  memo: z.string().nullable(),
});
export type PayGroupFields = z.infer<typeof payGroupFieldsSchema>;

const minutes = (field: string): NumberRange => ({ min: 0, max: 24 * 60, whole: true, text: `${field} is whole minutes, 0 to 1440.` });
const hours = (field: string, max = 24): NumberRange => ({ min: 0, max, text: `${field} is 0 to ${max} hours.` });
const overtimeHours = (field: string, max: number): NumberRange => ({ min: 0, aboveMin: true, max, text: `${field} is more than 0 and at most ${max} hours.` });

/** Document 3 §3: the pay group's numbers. */
export const PAY_GROUP_NUMBERS = {
  startDayOfMonth: { min: 1, max: 28, whole: true, text: 'The start day of the month is 1 to 28.' },
  earlyArrivalThreshold: minutes('Early arrival threshold'),
  lateDepartureThreshold: minutes('Late departure threshold'),
  shiftThreshold: minutes('Shift threshold'),
  graceTimeIn: minutes('Grace time in'),
  graceTimeOut: minutes('Grace time out'),
  breakTimeException: minutes('Break time exception'),
  workTime: hours('Work time'),
  breakTime: hours('Break time'),
  convertUnit: hours('Hours per day'),
  punchPairCompletionTime: hours('Maximum shift length', 48),
  dailyOvertimeThreshold: overtimeHours('Daily overtime threshold', 24),
  periodOvertimeThreshold: overtimeHours('Overtime threshold', 24 * 62),
} as const satisfies { [K in keyof PayGroupFields]?: NumberRange };

export const payGroupSchema = payGroupFieldsSchema.extend({ id: z.string(), name: z.string(), active: z.boolean(), version: z.number() });
export type PayGroup = z.infer<typeof payGroupSchema>;

/** POST /paygroup/save: the employee whose overnight shifts refuse pay on the finish day. */
export const payGroupSaveReplySchema = messageReplySchema.extend({ employee: z.string().optional() });

/** POST /paygroup/delete and /schedule/delete: the records kept because they are in use. */
export const inUseReplySchema = messageReplySchema.extend({ names: z.array(z.string()).optional() });

/** Document 3 §3: the defaults of a new pay group (start date: today, filled in by the form). */
export const NEW_PAY_GROUP: Omit<PayGroupFields, 'startTime'> & { active: boolean } = {
  active: true,
  period: 'Weekly',
  startDayOfMonth: 1,
  timeZoneId: null,
  breakCalculationType: 'None',
  workTime: 0,
  breakStartTime: null,
  breakTime: 0,
  clockOutForBreaks: false,
  minimumBreak: true,
  punchPairCompletionTime: null,
  breakTimeException: 0,
  shiftThreshold: 90,
  graceTimeIn: 0,
  graceTimeOut: 0,
  earlyArrivalThreshold: 90,
  lateDepartureThreshold: 90,
  payOnFinishDay: false,
  convertUnit: 1,
  skipHoliday: true,
  skipUnscheduleDay: true,
  durationBySchedule: true,
  disableEmployeeApply: true,
  autoLeave: false,
  autoLeavePayTypeId: null,
  overtimeCalculationType: 'None',
  dailyOvertimeThreshold: null,
  includePaidLeavesInOvertimeThreshold: false,
  useStandardHoursAsPeriodOvertimeThreshold: false,
  periodOvertimeThreshold: null,
  periodOvertimeCode: null,
  skipException: false,
  hideApproveOT: false,
  calculatePublicHoliday: true,
  calculatePublicHolidayLeaveBySchedule: false,
  calculateAlternativeHoliday: true,
  phlAbsent: false,
  acceptEA: true,
  acceptLD: false,
  supervisorMAOT: false,
  approvedUnscheduledWork: true,
  punchPairWitoutSchedule: true,
  manualPunch: false,
  memo: null,
};

/** Document 2 §3 "Skill": how the allowance of a skill is counted. */
export const ALLOWANCE_CALCULATION_TYPES = [
  { id: 'eitherOnePerShift', name: 'One Per Shift' },
  { id: 'hoursWorkedForDay', name: 'Hours Worked For Day' },
  { id: 'hoursWorkedForShift', name: 'Hours Worked For Shift' },
] as const;
export type AllowanceCalculationType = (typeof ALLOWANCE_CALCULATION_TYPES)[number]['id'];

export const skillSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  payType: z.object({ id: z.string(), name: z.string() }).nullable(),
  allowanceCalculationType: z.enum(ALLOWANCE_CALCULATION_TYPES.map((t) => t.id) as [AllowanceCalculationType, ...AllowanceCalculationType[]]),
  version: z.number(),
});
export type Skill = z.infer<typeof skillSchema>;

/** A catalogue list's filters besides paging, search and sort: `status` (active) and `year`. */
export const payRuleListFilterSchema = z.object({ status: formBoolean.optional(), year: z.coerce.number().int().min(2000).max(2100).optional() });

/** POST .../delete {ids}: the records to delete, all or none. */
export const payRuleDeleteRequestSchema = z.object({ ids: formList(z.string().uuid()).refine((ids) => ids.length > 0, 'Choose a record to delete.') });

const payRuleName = z.string().max(PAY_RULE_TEXT_LIMITS.name, textTooLong('Name', PAY_RULE_TEXT_LIMITS.name)).default('');

/** POST /roundingrules/save. */
export const roundingRuleSaveRequestSchema = z.object({
  id: formId,
  name: payRuleName,
  description: formText(500),
  active: formBoolean.default(true),
  rules: formArray(z.object({ fromTime: formNumber, toT: formNumber, value: formNumber })),
  version: formVersion,
});

/** POST /holiday/save. */
export const holidaySaveRequestSchema = z.object({
  id: formId,
  name: payRuleName,
  date: z.string().default(''),
  alterdate: z.string().default(''),
  version: formVersion,
});

/** POST /holiday/seed: the year whose public holidays to add (this year when absent). */
export const holidaySeedRequestSchema = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });

const payTypeFlag = formBoolean.optional();

/** POST /paytype/save. */
export const payTypeSaveRequestSchema = z.object({
  id: formId,
  code: z.string().max(PAY_RULE_TEXT_LIMITS.payTypeCode, textTooLong('Code', PAY_RULE_TEXT_LIMITS.payTypeCode)).default(''),
  name: payRuleName,
  exportCode: formText(50),
  active: payTypeFlag,
  hideFromEmp: payTypeFlag,
  shouldExport: payTypeFlag,
  isAllowance: payTypeFlag,
  leaveStatus: payTypeFlag,
  paidLeave: payTypeFlag,
  allowNegativeLeave: payTypeFlag,
  hideBalance: payTypeFlag,
  isOvertime: payTypeFlag,
  // The spec's answer for a bad factor is a message code, so a non-number passes through to the domain check.
  payRateFactor: z.preprocess((v) => (v === '' || v === undefined || v === null ? undefined : Number(v)), z.number().or(z.nan()).optional()),
  ctDay: formNumber.optional(),
  // The console sends the chosen mode as a true flag (document 2 §4).
  convertToDay: payTypeFlag,
  percentage: payTypeFlag,
  byStandardHour: payTypeFlag,
  version: formVersion,
});

const payGroupFlag = (fallback: boolean) => formBoolean.default(fallback);
const payGroupNumber = (fallback: number) => formNumber.default(fallback);
const optionalPayGroupNumber = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number().nullable());
const optionalPayGroupId = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().uuid().nullable());

/** POST /paygroup/save: the form as the console (or an old client, form-encoded) sends it; missing fields take the document 3 defaults. */
export const payGroupSaveRequestSchema = z.object({
  id: formId,
  name: z.string().max(PAY_RULE_TEXT_LIMITS.name, textTooLong('Name', PAY_RULE_TEXT_LIMITS.name)).default(''),
  active: payGroupFlag(NEW_PAY_GROUP.active),
  period: z.enum(PAY_PERIODS).default(NEW_PAY_GROUP.period),
  startDayOfMonth: payGroupNumber(NEW_PAY_GROUP.startDayOfMonth),
  startTime: z.string().default(''),
  timeZoneId: formText(64),
  breakCalculationType: z.enum(PAY_GROUP_BREAK_TYPES).default(NEW_PAY_GROUP.breakCalculationType),
  workTime: payGroupNumber(NEW_PAY_GROUP.workTime),
  breakStartTime: formText(5),
  // Document 3 §5: break time defaults to 0 on save.
  breakTime: payGroupNumber(0),
  clockOutForBreaks: payGroupFlag(NEW_PAY_GROUP.clockOutForBreaks),
  minimumBreak: payGroupFlag(NEW_PAY_GROUP.minimumBreak),
  punchPairCompletionTime: optionalPayGroupNumber,
  breakTimeException: payGroupNumber(NEW_PAY_GROUP.breakTimeException),
  shiftThreshold: payGroupNumber(NEW_PAY_GROUP.shiftThreshold),
  graceTimeIn: payGroupNumber(NEW_PAY_GROUP.graceTimeIn),
  graceTimeOut: payGroupNumber(NEW_PAY_GROUP.graceTimeOut),
  earlyArrivalThreshold: formNumber,
  lateDepartureThreshold: formNumber,
  payOnFinishDay: payGroupFlag(NEW_PAY_GROUP.payOnFinishDay),
  convertUnit: payGroupNumber(NEW_PAY_GROUP.convertUnit),
  skipHoliday: payGroupFlag(NEW_PAY_GROUP.skipHoliday),
  skipUnscheduleDay: payGroupFlag(NEW_PAY_GROUP.skipUnscheduleDay),
  durationBySchedule: payGroupFlag(NEW_PAY_GROUP.durationBySchedule),
  disableEmployeeApply: payGroupFlag(NEW_PAY_GROUP.disableEmployeeApply),
  autoLeave: payGroupFlag(NEW_PAY_GROUP.autoLeave),
  autoLeavePayTypeId: optionalPayGroupId,
  overtimeCalculationType: z.enum(OVERTIME_TYPES).default(NEW_PAY_GROUP.overtimeCalculationType),
  dailyOvertimeThreshold: optionalPayGroupNumber,
  includePaidLeavesInOvertimeThreshold: payGroupFlag(NEW_PAY_GROUP.includePaidLeavesInOvertimeThreshold),
  useStandardHoursAsPeriodOvertimeThreshold: payGroupFlag(NEW_PAY_GROUP.useStandardHoursAsPeriodOvertimeThreshold),
  periodOvertimeThreshold: optionalPayGroupNumber,
  periodOvertimeCode: optionalPayGroupId,
  skipException: payGroupFlag(NEW_PAY_GROUP.skipException),
  hideApproveOT: payGroupFlag(NEW_PAY_GROUP.hideApproveOT),
  calculatePublicHoliday: payGroupFlag(NEW_PAY_GROUP.calculatePublicHoliday),
  calculatePublicHolidayLeaveBySchedule: payGroupFlag(NEW_PAY_GROUP.calculatePublicHolidayLeaveBySchedule),
  calculateAlternativeHoliday: payGroupFlag(NEW_PAY_GROUP.calculateAlternativeHoliday),
  phlAbsent: payGroupFlag(NEW_PAY_GROUP.phlAbsent),
  acceptEA: payGroupFlag(NEW_PAY_GROUP.acceptEA),
  acceptLD: payGroupFlag(NEW_PAY_GROUP.acceptLD),
  supervisorMAOT: payGroupFlag(NEW_PAY_GROUP.supervisorMAOT),
  approvedUnscheduledWork: payGroupFlag(NEW_PAY_GROUP.approvedUnscheduledWork),
  punchPairWitoutSchedule: payGroupFlag(NEW_PAY_GROUP.punchPairWitoutSchedule),
  manualPunch: payGroupFlag(NEW_PAY_GROUP.manualPunch),
  memo: formText(1000),
  version: formVersion,
});

/** POST /api/skills/save. */
export const skillSaveRequestSchema = z.object({
  id: formId,
  name: payRuleName,
  active: formBoolean.default(true),
  payTypeId: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().uuid().nullable()),
  allowanceCalculationType: z.string().default(''),
  version: formVersion,
});
