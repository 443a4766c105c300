import type { OtherwiseWorkingDay } from './otherwise-working-day';
import type { ExceptionFlag, PayGroupFields, RoundingRow } from '@timekeep/contracts';
import type { SkillAllowance } from './allowances';
import type { ExceptionCode, ExceptionThresholds } from './exceptions';
import type { DayConversion, LeaveLength } from './leave';
import type { CompanyConditions, EmploymentType } from './pay-conditions';
import type { PayTypeRef, PayTypeTime, SystemPayTypes } from './pay-types';
import type { ClosedDays, Punch } from './punch-pairing';
import type { ScheduleRule, ScheduleTemplate } from './schedules';

/** An approved leave request (document 2 §3 "Leave"). */
export interface LeaveRecord {
  id: string;
  payType: PayTypeRef & { paidLeave: boolean; conversion?: DayConversion };
  from: string;
  to: string;
  length: LeaveLength;
  description?: string | null;
  /** The request's own skip switches (document 2 §3 skip, skipUnscheduled); the pay group's when absent. */
  skip?: { holiday: boolean; unscheduled: boolean };
}

/**
 * Everything one employee's timesheet is computed from. The caller loads the facts of the
 * context range (`contextRange`), so that weeks and pay periods are whole.
 */
export interface TimesheetInput {
  employeeId: string;
  /** The days asked for, inclusive. */
  from: string;
  to: string;
  /** The instant (seconds) the timesheet is read at: later days have no Absent, open shifts no Missing Punch, unfinished periods no top-up. */
  now: number;
  /** The employee's department time zone (IANA). */
  zone: string;
  payGroup: PayGroupFields;
  rounding: readonly RoundingRow[];
  schedule: ScheduleTemplate | null;
  /** The employee's own rules for single dates, replacing the template's. */
  customRules?: ReadonlyMap<string, ScheduleRule>;
  /** Public holidays of the department's region: date to name. */
  holidays: ReadonlyMap<string, string>;
  punches: readonly Punch[];
  leaves: readonly LeaveRecord[];
  skills: readonly SkillAllowance[];
  payTypes: SystemPayTypes;
  /** Hours a week. */
  standardHours: number | null;
  guaranteedHours: number | null;
  company: {
    exceptions: Readonly<Record<ExceptionFlag, boolean>>;
    /** Job codes are on, so a punch without a job is a Missing Job. */
    jobRequired: boolean;
    /** The company's early-arrival and late-departure exception thresholds (minutes). */
    exceptionThresholds: ExceptionThresholds;
  };
  /**
   * The days of the context a closed pay period froze, and the pairs they hold (ADR 0031): they are
   * computed only as context for the open days, and no open punch pairs with one they paid.
   */
  closed?: ClosedDays;
  /** The pay group's pay conditions (ADR 0074); without them ordinary time is paid as the pay group alone says. */
  conditions?: PayConditions;
  /**
   * Dates she punched on before the range (and in it), for the otherwise-working-day look-back of a
   * public holiday when her conditions have one; the range's own punches count as well.
   */
  punchedOn?: ReadonlySet<string>;
  /**
   * Each weekend holiday's substitute weekday (the company holiday's alternative date). Read only
   * under conditions that decide holidays by s 12: the holiday is hers on whichever of the two
   * Mondayisation gives her (computeTimesheet fills `holidayMovedFrom` with the result).
   */
  substitutes?: ReadonlyMap<string, string>;
  /** Set by the engine: a holiday moved to this date from the weekend date it is observed for. */
  holidayMovedFrom?: ReadonlyMap<string, string>;
  approvals?: {
    /** Dates whose overtime a supervisor approved (pay groups with supervisorMAOT). */
    overtimeDates?: ReadonlySet<string>;
    /** In-punch ids of unscheduled pairs a supervisor approved (pay groups without approvedUnscheduledWork). */
    unscheduledPairs?: ReadonlySet<string>;
  };
}

/** A pay group's condition set, and the employee's facts it reads (docs/time-rules.md "Pay conditions"). */
export interface PayConditions extends CompanyConditions {
  /** Her employment types, each from a date, oldest first; none before the first. */
  employmentTypes: ReadonlyArray<{ from: string; type: EmploymentType }>;
  /** The weekdays her agreement settles, Monday first ('auto': her roster and pattern decide); none: all auto. */
  workingDays?: ReadonlyArray<'auto' | 'yes' | 'no'>;
}

/** Document 2 §3 "Punch pair", as the engine pays it. Times are local yyyy-MM-ddTHH:mm after rounding and grace. */
export interface PairResult {
  inPunchId: string | null;
  outPunchId: string | null;
  ptimeIn: string | null;
  ptimeOut: string | null;
  inException: ExceptionCode | null;
  outException: ExceptionCode | null;
  /** Paid minutes of the pair (before the shift's break), and as hours. */
  workMinutes: number;
  worktime: number;
  approved: boolean;
}

/** Document 2 §3 "Work shift (timesheet)". */
export interface WorkShiftResult {
  id: string;
  isScheduled: true;
  startTime: string;
  startTimeType: 'Previous' | 'Today';
  endTime: string;
  endTimeType: 'Today' | 'NextDay';
  /** Scheduled break, minutes. */
  breakTime: number;
  /** Break deducted from the paid time, minutes. */
  deductTime: number;
  workMinutes: number;
  workHours: number;
  punchPairs: PairResult[];
  allowOT: boolean;
  allowEA: boolean;
  allowLD: boolean;
  lunchWorkingThrough: boolean;
  overrideBreakCalculation: boolean;
  hasCompletePunchPairs: boolean;
  exceptions: ExceptionCode[];
}

export interface LeaveResult {
  leaveId: string;
  payTypeId: string;
  desc: string;
  minutes: number;
  hours: number;
}

export type DayType = 'HOL' | 'OffDay' | 'Working' | 'Absent' | 'Leave' | 'NoData';

/** Document 2 §3 "Timesheet day". */
export interface TimesheetDay {
  day: string;
  type: DayType;
  employeeId: string;
  holidayName: string | null;
  /** On a public holiday decided by her conditions' look-back: whether it is an otherwise working day, and why. */
  otherwiseWorkingDay?: OtherwiseWorkingDay;
  /** A weekend holiday observed on this day for her (Mondayisation): the date it falls on. */
  holidayMovedFrom?: string;
  workShifts: WorkShiftResult[];
  unScheduledPairs: PairResult[];
  /** Leave covering the whole day, and leave for part of it. */
  leaveRecord: LeaveResult | null;
  hourLeaves: LeaveResult[];
  payTypeTimes: PayTypeTime[];
  /** Overtime worked and waiting for a supervisor's approval: not in payTypeTimes until approved. */
  unapprovedOvertimeMinutes: number;
  /** Unscheduled work waiting for approval: not paid until approved. */
  unapprovedUnscheduledMinutes: number;
  alternativeHolidayEarned: boolean;
  exceptions: ExceptionCode[];
  /** Double reads set aside. */
  ignoredPunches: Array<{ punchId: string; duplicateOf: string }>;
  /**
   * Punches left unpaired (no schedule, and the pay group pairs only against one), as the pairs
   * pairing made of them: paid nothing, but a close holds them as they are (ADR 0031).
   */
  unpairedPairs: Array<{ inPunchId: string | null; outPunchId: string | null }>;
}

export interface Timesheet {
  employeeId: string;
  from: string;
  to: string;
  days: TimesheetDay[];
  /** The days' pay summed in minutes, then shown in hours. */
  totals: PayTypeTime[];
}

