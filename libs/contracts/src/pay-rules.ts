import { z } from 'zod';
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
