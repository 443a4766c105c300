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
export interface RoundingRow {
  orderNumber: number;
  fromTime: number;
  toT: number;
  value: number;
}

export interface RoundingRule {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
  rules: RoundingRow[];
  version: number;
}

export interface Holiday {
  id: string;
  name: string;
  /** yyyy-MM-dd */
  date: string;
  /** The day off given instead when the holiday falls on a non-working day (yyyy-MM-dd). */
  alterdate: string;
  /** Set on holidays seeded from the public calendar ('System default holiday'). */
  sysCode: string | null;
  version: number;
}

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
export interface PayTypeFlags {
  hideFromEmp: boolean;
  shouldExport: boolean;
  isAllowance: boolean;
  leaveStatus: boolean;
  paidLeave: boolean;
  allowNegativeLeave: boolean;
  hideBalance: boolean;
  isOvertime: boolean;
  payRateFactor: number;
}

/** Document 2 §3 "Pay type"; `type` is derived from the flags (docs/decisions/0014-pay-rules-catalogue.md). */
export interface PayType extends PayTypeFlags {
  id: string;
  code: string;
  name: string;
  exportCode: string | null;
  xeroGuid: string | null;
  active: boolean;
  type: 'Allowance' | 'Leave' | 'Overtime' | 'Ordinary';
  convertToDay: boolean;
  ctDay: number;
  percentage: boolean;
  byStandardHour: boolean;
  isDefault: boolean;
  version: number;
}

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
export interface PayGroupFields {
  period: PayPeriod;
  startDayOfMonth: number;
  startTime: string;
  timeZoneId: string | null;
  breakCalculationType: PayGroupBreakType;
  workTime: number;
  breakStartTime: string | null;
  breakTime: number;
  clockOutForBreaks: boolean;
  minimumBreak: boolean;
  punchPairCompletionTime: number | null;
  breakTimeException: number;
  shiftThreshold: number;
  graceTimeIn: number;
  graceTimeOut: number;
  earlyArrivalThreshold: number;
  lateDepartureThreshold: number;
  payOnFinishDay: boolean;
  convertUnit: number;
  skipHoliday: boolean;
  skipUnscheduleDay: boolean;
  durationBySchedule: boolean;
  disableEmployeeApply: boolean;
  autoLeave: boolean;
  autoLeavePayTypeId: string | null;
  overtimeCalculationType: OvertimeType;
  dailyOvertimeThreshold: number | null;
  includePaidLeavesInOvertimeThreshold: boolean;
  useStandardHoursAsPeriodOvertimeThreshold: boolean;
  periodOvertimeThreshold: number | null;
  periodOvertimeCode: string | null;
  skipException: boolean;
  hideApproveOT: boolean;
  calculatePublicHoliday: boolean;
  calculatePublicHolidayLeaveBySchedule: boolean;
  calculateAlternativeHoliday: boolean;
  phlAbsent: boolean;
  acceptEA: boolean;
  acceptLD: boolean;
  supervisorMAOT: boolean;
  approvedUnscheduledWork: boolean;
  punchPairWitoutSchedule: boolean;
  manualPunch: boolean;
  memo: string | null;
}

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

export interface PayGroup extends PayGroupFields {
  id: string;
  name: string;
  active: boolean;
  version: number;
}

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

export interface Skill {
  id: string;
  name: string;
  active: boolean;
  payType: { id: string; name: string } | null;
  allowanceCalculationType: AllowanceCalculationType;
  version: number;
}
