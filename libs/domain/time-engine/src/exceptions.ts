import type { ExceptionFlag } from '@timekeep/contracts';

/** Document 3 §3 "Exception row": the exception types, spelt as the API spells them. */
export type ExceptionCode =
  | 'EarlyArrival'
  | 'LateArrival'
  | 'EarlyDeparture'
  | 'LateDeparture'
  | 'Absent'
  | 'LongBreak'
  | 'MissingBreak'
  | 'MissingJob'
  | 'UnprovedOvertime'
  | 'MissingPunch'
  | 'UnscheduleWork'
  | 'UnscheduleBreak'
  // What a condition set's checks say of the time worked (compliance.ts, ADR 0074).
  | 'ShortRest'
  | 'ConsecutiveDays'
  | 'ShortMealBreak';

/** The company's exception switch for each type that has one (document 2 §3 "Company settings read"). */
const FLAG_OF: Partial<Record<ExceptionCode, ExceptionFlag>> = {
  LateArrival: 'lateArrival',
  EarlyDeparture: 'earlyDeparture',
  Absent: 'absent',
  MissingPunch: 'missingPunch',
  LongBreak: 'longBreak',
  UnscheduleWork: 'unscheduledWork',
  UnscheduleBreak: 'unscheduledBreak',
  EarlyArrival: 'earlyArrival',
  LateDeparture: 'lateDeparture',
};

/** Exceptions that hold up pay or export, so a pay group's skipException does not hide them. */
const PAY_BLOCKING: ReadonlySet<ExceptionCode> = new Set(['MissingPunch', 'MissingJob', 'UnprovedOvertime']);

export interface ExceptionPolicy {
  /** The company's switches; a type switched off is not reported. */
  flags: Readonly<Record<ExceptionFlag, boolean>>;
  /** The pay group's skipException: attendance exceptions are not reported for its people. */
  skipException: boolean;
}

/**
 * The company's early-arrival and late-departure exception thresholds (document 1 §3 Company:
 * `exceptionThreshold` (EA), `exceptionLDThreshold` (LD)), in minutes. The pay group decides what
 * an early arrival or late departure pays; these decide only whether it is an exception.
 */
export interface ExceptionThresholds {
  earlyArrival: number;
  lateDeparture: number;
}

/**
 * Whether an accepted early arrival (or late departure) `seconds` long is an exception: only past
 * the company's threshold, so a few minutes either side of a shift do not fill the exceptions list
 * (docs/time-rules.md "Exceptions").
 */
export function pastThreshold(code: 'EarlyArrival' | 'LateDeparture', seconds: number, thresholds: ExceptionThresholds): boolean {
  return seconds > (code === 'EarlyArrival' ? thresholds.earlyArrival : thresholds.lateDeparture) * 60;
}

/** Whether an exception is reported (docs/time-rules.md "Exceptions"). */
export function reported(code: ExceptionCode, policy: ExceptionPolicy): boolean {
  const flag = FLAG_OF[code];
  if (flag && !policy.flags[flag]) return false;
  return !policy.skipException || PAY_BLOCKING.has(code);
}
