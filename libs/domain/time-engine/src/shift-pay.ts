import type { AttendedPair, AttendedSection } from './attendance';
import { BreakRules, ClockedBreakRules, sectionBreakRules, shiftBreak } from './breaks';
import type { ExceptionCode } from './exceptions';
import { hoursOf } from './pay-types';
import type { PunchPair } from './punch-pairing';
import type { PairResult, WorkShiftResult } from './timesheet-types';
import { localOf } from './zone-time';

const minutesBetween = (from: number, to: number) => Math.max(0, Math.floor((to - from) / 60));

/** The clocked-out gaps between consecutive pairs, in minutes. */
function gapsOf(spans: ReadonlyArray<{ from: number; to: number | null }>): number[] {
  const gaps: number[] = [];
  for (let i = 1; i < spans.length; i++) {
    const before = spans[i - 1].to;
    if (before !== null) gaps.push(minutesBetween(before, spans[i].from));
  }
  return gaps;
}

function pairResult(pair: AttendedPair | { pair: PunchPair; minutes: number }, zone: string, approved: boolean): PairResult {
  const shown = 'from' in pair ? { from: pair.from, to: pair.to, inException: pair.inException, outException: pair.outException } : { from: pair.pair.startAt, to: pair.pair.endAt, inException: null, outException: pair.pair.exceptions[0] ?? null };
  return {
    inPunchId: pair.pair.in?.id ?? null,
    outPunchId: pair.pair.out?.id ?? null,
    ptimeIn: pair.pair.in ? localOf(shown.from, zone) : null,
    ptimeOut: shown.to === null ? null : localOf(shown.to, zone),
    inException: shown.inException,
    outException: shown.outException,
    workMinutes: pair.minutes,
    worktime: hoursOf(pair.minutes),
    approved,
  };
}

export interface ShiftContext {
  zone: string;
  payGroupBreaks: BreakRules;
  clocked: ClockedBreakRules;
  /** Whether an Absent section is reported: the section is over, and no holiday or leave explains it. */
  absenceCounts: (section: AttendedSection) => boolean;
  jobRequired: boolean;
}

/** A scheduled section as the timesheet shows it, its break deducted (docs/time-rules.md "Breaks"). */
export function scheduledShift(attended: AttendedSection, context: ShiftContext): WorkShiftResult {
  const { section, date } = attended.interval;
  const paid = attended.pairs.filter((p) => p.paidFrom !== null && p.paidTo !== null);
  const breakResult = shiftBreak(
    sectionBreakRules(section, context.payGroupBreaks),
    context.clocked,
    {
      envelope: paid.length ? { from: paid[0].paidFrom as number, to: paid[paid.length - 1].paidTo as number } : null,
      gaps: gapsOf(attended.pairs),
      mealNotTaken: section.lunchWorkingThrough === true,
      allowance: section.breakTime,
    },
    date,
    context.zone,
  );
  const deductTime = Math.min(breakResult.deducted, attended.minutes);
  const exceptions: ExceptionCode[] = attended.exceptions.filter((e) => e !== 'Absent' || context.absenceCounts(attended));
  exceptions.push(...breakResult.exceptions);
  if (context.jobRequired && attended.pairs.some((p) => p.pair.in && !p.pair.in.jobId)) exceptions.push('MissingJob');
  const workMinutes = attended.minutes - deductTime;
  return {
    id: section.id,
    isScheduled: true,
    startTime: section.startTime,
    startTimeType: section.startTimeType,
    endTime: section.endTime,
    endTimeType: section.endTimeType,
    breakTime: section.breakTime,
    deductTime,
    workMinutes,
    workHours: hoursOf(workMinutes),
    punchPairs: attended.pairs.map((p) => pairResult(p, context.zone, true)),
    allowOT: section.allowOT,
    allowEA: section.allowEA,
    allowLD: section.allowLD,
    lunchWorkingThrough: section.lunchWorkingThrough === true,
    overrideBreakCalculation: section.overrideBreakCalculation === true,
    hasCompletePunchPairs: attended.pairs.length > 0 && attended.pairs.every((p) => p.pair.in !== null && p.pair.out !== null),
    exceptions,
  };
}

export interface UnscheduledWork {
  pairs: PairResult[];
  /** Paid minutes after the pay group's break. */
  paidMinutes: number;
  unapprovedMinutes: number;
  exceptions: ExceptionCode[];
}

/**
 * A day's pairs outside the schedule (docs/time-rules.md "Unscheduled work"): each is
 * Unscheduled Work; approved ones (all of them with approvedUnscheduledWork) are paid as
 * punched and rounded, the pay group's break taken off their envelope. A shift of the day that
 * approves its unscheduled work (apprvUnschWork) approves them all, and they are no exception:
 * someone has looked at them.
 */
export function unscheduledWork(pairs: readonly PunchPair[], isApproved: (pair: PunchPair) => boolean, context: ShiftContext, date: string, approvedOnShift = false): UnscheduledWork {
  const exceptions: ExceptionCode[] = [];
  if (pairs.length && !approvedOnShift) exceptions.push('UnscheduleWork');
  if (pairs.some((p) => p.exceptions.includes('MissingPunch'))) exceptions.push('MissingPunch');
  if (context.jobRequired && pairs.some((p) => p.in && !p.in.jobId)) exceptions.push('MissingJob');
  const approved = pairs.filter((p) => approvedOnShift || isApproved(p));
  const paid = approved.filter((p) => p.endAt !== null);
  const worked = paid.reduce((n, p) => n + p.minutes, 0);
  const deducted = paid.length
    ? shiftBreak(context.payGroupBreaks, context.clocked, { envelope: { from: paid[0].startAt, to: paid[paid.length - 1].endAt as number }, gaps: gapsOf(paid.map((p) => ({ from: p.startAt, to: p.endAt }))), mealNotTaken: false, allowance: 0 }, date, context.zone).deducted
    : 0;
  return {
    pairs: pairs.map((p) => pairResult({ pair: p, minutes: approved.includes(p) ? p.minutes : 0 }, context.zone, approved.includes(p))),
    paidMinutes: worked - Math.min(deducted, worked),
    unapprovedMinutes: pairs.filter((p) => !approved.includes(p)).reduce((n, p) => n + p.minutes, 0),
    exceptions,
  };
}
