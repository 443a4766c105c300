import type { RoundingRow } from '@timekeep/contracts';
import { dateOf, dayOf } from './calendar-days';
import { roundPunch } from './rounding';
import { instantOf, localOf, wallClockAt } from './zone-time';

/** A punch as a clock records it: wall time, no zone (the employee's department zone reads it). */
export interface Punch {
  id: string;
  /** yyyy-MM-ddTHH:mm[:ss] */
  local: string;
  /** The job punched in to, where the company uses job codes. */
  jobId?: string | null;
}

/** Document 2 §3 "Punch": a pay date, a time, and whether the time is on the day before, the day, or the day after. */
export interface RecordedPunch {
  id: string;
  day: string;
  punchTime: string;
  dayType: 'Previous' | 'Today' | 'NextDay';
  jobId?: string | null;
}

/** A recorded punch as the wall time it names. */
export function punchOf(recorded: RecordedPunch): Punch {
  const shift = recorded.dayType === 'Previous' ? -1 : recorded.dayType === 'NextDay' ? 1 : 0;
  return { id: recorded.id, local: `${dateOf(dayOf(recorded.day) + shift)}T${recorded.punchTime}`, jobId: recorded.jobId ?? null };
}

export interface PairingRules {
  zone: string;
  /** punchPairCompletionTime: the longest shift, in hours; an in with no out within it is a missing punch. */
  maxShiftHours: number;
  /** payOnFinishDay: an overnight pair belongs to the day it ends. */
  payOnFinishDay: boolean;
  rounding: readonly RoundingRow[];
  /** The instant the timesheet is read at: an in whose longest shift has not yet run out is still open, not missing. */
  now?: number;
}

/** Reads closer than this to the punch before them are the clock reading one finger twice. */
export const DUPLICATE_SECONDS = 60;

export interface PunchPair {
  /** The pay date the pair belongs to. */
  date: string;
  in: Punch | null;
  out: Punch | null;
  /** Wall times after rounding, as local yyyy-MM-ddTHH:mm. */
  /** Null only for a lone out whose in was forgotten. */
  roundedIn: string | null;
  roundedOut: string | null;
  /** The rounded instants (seconds), for attaching the pair to scheduled sections. */
  startAt: number;
  endAt: number | null;
  /** Worked minutes between the rounded instants: the true length across a DST change. */
  minutes: number;
  /** MissingPunch: no out within the longest shift. An open pair (still at work) has no out and no exception. */
  exceptions: Array<'MissingPunch'>;
  /** A pair a closed pay period's day holds, as it was paid: it attends only closed days' sections. */
  closed?: true;
}

/**
 * What closed pay periods froze around the days computed (ADR 0031): their dates, and the pairs
 * their days hold, as punch ids. Those pairs stay as they were paid; only an in they left without
 * an out may still take its out from an open day.
 */
export interface ClosedDays {
  dates: ReadonlySet<string>;
  /** Every punch a frozen day holds: in a pair, alone, or set aside. */
  punchIds: ReadonlySet<string>;
  /** The frozen days' pairs, paid or left unpaired; a lone punch has one id null (a forgotten out, or a forgotten in). */
  pairs: ReadonlyArray<{ inId: string | null; outId: string | null }>;
}

export interface Pairing {
  pairs: PunchPair[];
  /** Double reads: kept and reported, never paid and never lost. */
  ignored: Array<{ punch: Punch; duplicateOf: string }>;
}

/**
 * Pairs punches without a schedule (docs/time-rules.md "Punch pairing"): in order of time,
 * double reads set aside, then in and out alternately; an in with no out within the longest
 * shift is a missing out, and the punch after it starts a new pair.
 *
 * With `closed`, the punches closed days hold keep the pairs they were paid as, and the others pair
 * among themselves, so no open punch pairs with a paid one. The one link across: an in a closed day
 * left without an out takes the first open punch after it, within the longest shift and with no
 * punch of the closed days between, as its out; that pair was paid by no run, and belongs to its
 * out's date, the open day (ADR 0031 "A pair at the edge of a closed period").
 */
export function pairPunches(punches: readonly Punch[], rules: PairingRules, closed?: ClosedDays): Pairing {
  const timed = punches
    .map((punch) => ({ punch, at: instantOf(punch.local, rules.zone) }))
    .sort((a, b) => a.at - b.at || a.punch.id.localeCompare(b.punch.id));
  const ignored: Pairing['ignored'] = [];
  const read: Timed[] = [];
  for (const entry of timed) {
    const last = read[read.length - 1];
    if (last && entry.at - last.at < DUPLICATE_SECONDS) ignored.push({ punch: entry.punch, duplicateOf: last.punch.id });
    else read.push(entry);
  }
  const held = closed ? read.filter((t) => closed.punchIds.has(t.punch.id)) : [];
  const kept = closed ? read.filter((t) => !closed.punchIds.has(t.punch.id)) : read;

  const pairs: PunchPair[] = [];
  const maxSeconds = rules.maxShiftHours * 3600;
  const completing = new Set<Timed>();
  if (closed) {
    const byId = new Map(held.map((t) => [t.punch.id, t]));
    for (const { inId, outId } of closed.pairs) {
      const start = inId ? byId.get(inId) : undefined;
      const end = outId ? byId.get(outId) : undefined;
      if (start && end) {
        pairs.push({ ...pairOf(start, end, rules), closed: true });
        continue;
      }
      const lone = start ?? end;
      if (!lone) continue;
      const next = start && !outId ? kept.find((k) => k.at > lone.at) : undefined;
      if (next && !completing.has(next) && next.at - lone.at <= maxSeconds && !held.some((h) => h.at > lone.at && h.at < next.at)) {
        completing.add(next);
        pairs.push(pairOf(lone, next, rules, wallClockAt(next.at, rules.zone).date));
      } else {
        pairs.push({ ...pairOf(lone, null, rules), closed: true });
      }
    }
  }
  const open = completing.size ? kept.filter((k) => !completing.has(k)) : kept;
  for (let i = 0; i < open.length; i++) {
    const start = open[i];
    const next = open[i + 1];
    if (next && next.at - start.at <= maxSeconds) {
      pairs.push(pairOf(start, next, rules));
      i++;
    } else {
      pairs.push(pairOf(start, null, rules));
    }
  }
  return { pairs, ignored };
}

type Timed = { punch: Punch; at: number };

function pairOf(start: Timed, end: Timed | null, rules: PairingRules, date?: string): PunchPair {
  const roundedIn = roundAt(start.at, rules);
  const roundedOut = end ? roundAt(end.at, rules) : null;
  return {
    date: date ?? wallClockAt(rules.payOnFinishDay && end ? end.at : start.at, rules.zone).date,
    in: start.punch,
    out: end?.punch ?? null,
    roundedIn: localOf(roundedIn, rules.zone),
    roundedOut: roundedOut === null ? null : localOf(roundedOut, rules.zone),
    startAt: roundedIn,
    endAt: roundedOut,
    minutes: roundedOut === null ? 0 : Math.max(0, Math.floor((roundedOut - roundedIn) / 60)),
    exceptions: end || stillOpen(start.at, rules) ? [] : ['MissingPunch'],
  };
}

const stillOpen = (inAt: number, rules: PairingRules) => rules.now !== undefined && rules.now - inAt <= rules.maxShiftHours * 3600;

/** Rounds the wall-clock minute and moves the instant by as much (seconds dropped first). */
function roundAt(instant: number, rules: PairingRules): number {
  const { seconds } = wallClockAt(instant, rules.zone);
  const minutes = Math.floor(seconds / 60);
  return instant - (seconds % 60) + (roundPunch(rules.rounding, minutes) - minutes) * 60;
}
