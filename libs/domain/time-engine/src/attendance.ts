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
}

export type AttendanceException = 'LateArrival' | 'EarlyDeparture' | 'EarlyArrival' | 'LateDeparture' | 'Absent' | 'UnscheduledWork' | 'MissingPunch';

export interface AttendedSection {
  sectionId: string;
  pair: PunchPair | null;
  /** Paid from and to (instants, seconds); null when absent or the out is missing. */
  paidFrom: number | null;
  paidTo: number | null;
  minutes: number;
  exceptions: AttendanceException[];
}

export interface Attendance {
  sections: AttendedSection[];
  /** Pairs no section took: worked outside the schedule. */
  unscheduled: PunchPair[];
}

const MINUTE = 60;

/**
 * Attaches a day's punch pairs to its scheduled sections and decides what each pays
 * (docs/time-rules.md "Attendance"):
 * - a section takes the pair whose in is nearest its start, within the shift threshold;
 * - an early in pays from the section's start, or from the in when early arrival is accepted
 *   (pay group acceptEA and section allowEA) and within the early-arrival threshold;
 * - a late in within the grace pays from the start; later, from the in, a Late Arrival;
 * - the out mirrors it with grace out, allowLD/acceptLD and the late-departure threshold;
 * - a section without a pair is Absent; a pair without a section is Unscheduled Work.
 * Breaks come off later; here minutes are the paid span.
 */
export function attend(pairs: readonly PunchPair[], sections: readonly SectionInterval[], rules: AttendanceRules): Attendance {
  const free = new Set(pairs);
  const attended: AttendedSection[] = [];
  for (const interval of [...sections].sort((a, b) => a.start - b.start)) {
    const candidates = [...free].filter((p) => Math.abs(p.startAt - interval.start) <= rules.shiftThreshold * MINUTE);
    const pair = candidates.sort((a, b) => Math.abs(a.startAt - interval.start) - Math.abs(b.startAt - interval.start))[0] ?? null;
    if (!pair) {
      attended.push({ sectionId: interval.section.id, pair: null, paidFrom: null, paidTo: null, minutes: 0, exceptions: ['Absent'] });
      continue;
    }
    free.delete(pair);
    attended.push(paidSection(interval, pair, rules));
  }
  return { sections: attended, unscheduled: pairs.filter((p) => free.has(p)) };
}

function paidSection(interval: SectionInterval, pair: PunchPair, rules: AttendanceRules): AttendedSection {
  const exceptions: AttendanceException[] = [];
  const { section } = interval;
  let paidFrom: number;
  const early = interval.start - pair.startAt;
  if (early > 0) {
    const accepted = rules.acceptEA && section.allowEA && early <= rules.earlyArrivalThreshold * MINUTE;
    paidFrom = accepted ? pair.startAt : interval.start;
    if (accepted) exceptions.push('EarlyArrival');
  } else if (-early <= rules.graceTimeIn * MINUTE) {
    paidFrom = interval.start;
  } else {
    paidFrom = pair.startAt;
    exceptions.push('LateArrival');
  }
  if (pair.endAt === null) {
    return { sectionId: section.id, pair, paidFrom, paidTo: null, minutes: 0, exceptions: [...exceptions, 'MissingPunch'] };
  }
  let paidTo: number;
  const late = pair.endAt - interval.end;
  if (late > 0) {
    const accepted = rules.acceptLD && section.allowLD && late <= rules.lateDepartureThreshold * MINUTE;
    paidTo = accepted ? pair.endAt : interval.end;
    if (accepted) exceptions.push('LateDeparture');
  } else if (-late <= rules.graceTimeOut * MINUTE) {
    paidTo = interval.end;
  } else {
    paidTo = pair.endAt;
    exceptions.push('EarlyDeparture');
  }
  return { sectionId: section.id, pair, paidFrom, paidTo, minutes: Math.max(0, Math.floor((paidTo - paidFrom) / MINUTE)), exceptions };
}
