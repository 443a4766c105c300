import type { PayGroupFields } from '@timekeep/contracts';
import { ExceptionCode, ExceptionThresholds, pastThreshold } from './exceptions';
import type { PunchPair } from './punch-pairing';
import type { SectionInterval } from './schedules';

/** The pay group's attendance fields (document 3 §3), in minutes. */
export interface AttendanceRules {
  /** shiftThreshold: how far from a section's start an in may be and still belong to it. */
  shiftThreshold: number;
  /** graceTimeIn / graceTimeOut: lateness and early leaving forgiven, paid as scheduled. */
  graceTimeIn: number;
  graceTimeOut: number;
  acceptEA: boolean;
  acceptLD: boolean;
  earlyArrivalThreshold: number;
  lateDepartureThreshold: number;
  /** The company's: an accepted early arrival or late departure within them pays the same and is no exception. */
  exceptionThresholds: ExceptionThresholds;
}

/** A pay group's attendance fields as the engine reads them, with the company's exception thresholds. */
export const attendanceRulesOf = (payGroup: PayGroupFields, exceptionThresholds: ExceptionThresholds): AttendanceRules => ({
  shiftThreshold: payGroup.shiftThreshold,
  graceTimeIn: payGroup.graceTimeIn,
  graceTimeOut: payGroup.graceTimeOut,
  acceptEA: payGroup.acceptEA,
  acceptLD: payGroup.acceptLD,
  earlyArrivalThreshold: payGroup.earlyArrivalThreshold,
  lateDepartureThreshold: payGroup.lateDepartureThreshold,
  exceptionThresholds,
});

/** A pair as a section pays it. */
export interface AttendedPair {
  pair: PunchPair;
  /** The pair's ends after rounding and grace (instants): what the timesheet shows. `to` is null without an out. */
  from: number;
  to: number | null;
  /** Paid from and to; null when the out is missing or the pair is still open. */
  paidFrom: number | null;
  paidTo: number | null;
  minutes: number;
  inException: ExceptionCode | null;
  outException: ExceptionCode | null;
}

export interface AttendedSection {
  interval: SectionInterval;
  sectionId: string;
  /** The first pair brings the employee in; later ones return from clocked-out breaks. */
  pairs: AttendedPair[];
  /** Paid minutes of all its pairs, before any break is deducted. */
  minutes: number;
  /** Every in and out exception of its pairs, and Absent for a section no pair came to. */
  exceptions: ExceptionCode[];
}

export interface Attendance {
  sections: AttendedSection[];
  /** Pairs no section took: worked outside the schedule. */
  unscheduled: PunchPair[];
}

const MINUTE = 60;

/**
 * Attaches punch pairs to scheduled sections and decides what each pays (docs/time-rules.md
 * "Attendance"):
 * - a section takes the pair whose in is nearest its start, within the shift threshold; then the
 *   pairs that come back in before its end (returns from clocked-out breaks), unless a later
 *   section starts within the threshold of that in;
 * - an early first in pays from the section's start, or from the in when early arrival is accepted
 *   (pay group acceptEA and section allowEA) and within the early-arrival threshold; an accepted one
 *   is an Early Arrival only past the company's exception threshold;
 * - a late first in within the grace counts as on time; later, it pays from the in, a Late Arrival;
 * - the last out mirrors it with grace out, allowLD/acceptLD, the late-departure threshold and the
 *   company's late-departure exception threshold;
 * - a section without a pair is Absent, unless a lone punch near its end shows the in was forgotten
 *   (a Missing Punch); a pair without a section is Unscheduled Work.
 * Sections of several days may be given at once; each pair is taken at most once.
 */
export function attend(pairs: readonly PunchPair[], sections: readonly SectionInterval[], rules: AttendanceRules): Attendance {
  const ordered = [...pairs].sort((a, b) => a.startAt - b.startAt);
  const taken = new Set<PunchPair>();
  const byStart = [...sections].sort((a, b) => a.start - b.start);
  const threshold = rules.shiftThreshold * MINUTE;
  // Pairs and sections are both in time order, so each search stops as soon as it is past its window.
  const attended = byStart.map((interval, index) => {
    let first: PunchPair | null = null;
    for (const pair of ordered) {
      if (pair.startAt > interval.start + threshold) break;
      if (taken.has(pair) || pair.startAt < interval.start - threshold) continue;
      if (!first || Math.abs(pair.startAt - interval.start) < Math.abs(first.startAt - interval.start)) first = pair;
    }
    if (!first) {
      const lone = ordered.find((p) => !taken.has(p) && p.endAt === null && p.exceptions.includes('MissingPunch') && Math.abs(p.startAt - interval.end) <= threshold);
      if (!lone) return absent(interval);
      taken.add(lone);
      return missingIn(interval, lone);
    }
    const mine = [first];
    taken.add(first);
    for (const pair of ordered) {
      if (pair.startAt >= interval.end) break;
      if (taken.has(pair) || pair.startAt <= first.startAt) continue;
      if (startsALaterSection(pair, byStart, index, threshold)) continue;
      mine.push(pair);
      taken.add(pair);
    }
    return paidSection(interval, mine, rules);
  });
  return { sections: attended, unscheduled: ordered.filter((p) => !taken.has(p)) };
}

function startsALaterSection(pair: PunchPair, byStart: readonly SectionInterval[], index: number, threshold: number): boolean {
  for (let i = index + 1; i < byStart.length && byStart[i].start <= pair.startAt + threshold; i++) {
    if (Math.abs(pair.startAt - byStart[i].start) <= threshold) return true;
  }
  return false;
}

/** A lone punch near a section's end is its out, the in forgotten: a Missing Punch that pays nothing until corrected. */
function missingIn(interval: SectionInterval, lone: PunchPair): AttendedSection {
  const pair: PunchPair = { ...lone, in: null, out: lone.in, roundedIn: null, roundedOut: lone.roundedIn, endAt: lone.startAt };
  const attended: AttendedPair = { pair, from: lone.startAt, to: lone.startAt, paidFrom: null, paidTo: null, minutes: 0, inException: 'MissingPunch', outException: null };
  return { interval, sectionId: interval.section.id, pairs: [attended], minutes: 0, exceptions: ['MissingPunch'] };
}

const absent = (interval: SectionInterval): AttendedSection => ({ interval, sectionId: interval.section.id, pairs: [], minutes: 0, exceptions: ['Absent'] });

function paidSection(interval: SectionInterval, pairs: PunchPair[], rules: AttendanceRules): AttendedSection {
  const attended = pairs.map((pair, i) => {
    const first = i === 0;
    const last = i === pairs.length - 1;
    const start = first ? arrival(interval, pair, rules) : { from: pair.startAt, paidFrom: pair.startAt, exception: null };
    if (pair.endAt === null) {
      const missing = pair.exceptions.includes('MissingPunch');
      return { pair, from: start.from, to: null, paidFrom: null, paidTo: null, minutes: 0, inException: start.exception, outException: missing ? ('MissingPunch' as const) : null };
    }
    const end = last ? departure(interval, pair.endAt, rules) : { to: pair.endAt, paidTo: pair.endAt, exception: null };
    const minutes = Math.max(0, Math.floor((end.paidTo - start.paidFrom) / MINUTE));
    return { pair, from: start.from, to: end.to, paidFrom: start.paidFrom, paidTo: end.paidTo, minutes, inException: start.exception, outException: end.exception };
  });
  const exceptions = attended.flatMap((p) => [p.inException, p.outException]).filter((e): e is ExceptionCode => e !== null);
  return { interval, sectionId: interval.section.id, pairs: attended, minutes: attended.reduce((n, p) => n + p.minutes, 0), exceptions };
}

function arrival(interval: SectionInterval, pair: PunchPair, rules: AttendanceRules): { from: number; paidFrom: number; exception: ExceptionCode | null } {
  const early = interval.start - pair.startAt;
  if (early > 0) {
    const accepted = rules.acceptEA && interval.section.allowEA && early <= rules.earlyArrivalThreshold * MINUTE;
    if (!accepted) return { from: pair.startAt, paidFrom: interval.start, exception: null };
    return { from: pair.startAt, paidFrom: pair.startAt, exception: pastThreshold('EarlyArrival', early, rules.exceptionThresholds) ? 'EarlyArrival' : null };
  }
  if (-early <= rules.graceTimeIn * MINUTE) return { from: interval.start, paidFrom: interval.start, exception: null };
  return { from: pair.startAt, paidFrom: pair.startAt, exception: 'LateArrival' };
}

function departure(interval: SectionInterval, endAt: number, rules: AttendanceRules): { to: number; paidTo: number; exception: ExceptionCode | null } {
  const late = endAt - interval.end;
  if (late > 0) {
    const accepted = rules.acceptLD && interval.section.allowLD && late <= rules.lateDepartureThreshold * MINUTE;
    if (!accepted) return { to: endAt, paidTo: interval.end, exception: null };
    return { to: endAt, paidTo: endAt, exception: pastThreshold('LateDeparture', late, rules.exceptionThresholds) ? 'LateDeparture' : null };
  }
  if (-late <= rules.graceTimeOut * MINUTE) return { to: interval.end, paidTo: interval.end, exception: null };
  return { to: endAt, paidTo: endAt, exception: 'EarlyDeparture' };
}
