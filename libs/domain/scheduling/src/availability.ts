import { AVAILABILITY_TEXTS, EventType, type RosterWarning, sameJson, type UnavailableShiftMode } from '@timekeep/contracts';
import { dateOf, dayOf, weekdayOf } from '@timekeep/domain-time-engine';
import { RosterError } from './roster';

/*
 * When an employee can work (issue 33 §2; ADR 0077 to come with its screens): a weekly pattern
 * from a date on, and one-off dates she cannot work, with the notice the employer asks before a
 * change. Pure rules: the roster asks whether a shift meets what she said; her change is refused
 * when it would alter a day sooner than the notice.
 */

/** A weekday as she states it: free, not at all, or only between two times of that day (HH:mm). */
export type DayAvailability = { kind: 'available' } | { kind: 'unavailable' } | { kind: 'only'; from: string; to: string };

/** Her week from `effectiveFrom` on, Monday first: the latest pattern in effect on a date speaks for it. */
export interface AvailabilityPattern {
  effectiveFrom: string;
  days: readonly DayAvailability[];
}

/** A date she cannot work: the whole day, or between two times of it. */
export interface UnavailableDate {
  date: string;
  from: string | null;
  to: string | null;
  note: string | null;
}

export interface Availability {
  patterns: readonly AvailabilityPattern[];
  dates: readonly UnavailableDate[];
}

/** What she said of one date: the weekday's statement, and the times she cannot work that date (minutes of the day). */
export interface DateAvailability {
  day: DayAvailability;
  /** Unavailable windows of this date from its one-offs: [from, to) in minutes; the whole day is [0, 1440). */
  off: ReadonlyArray<readonly [number, number]>;
}

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const AVAILABLE: DayAvailability = { kind: 'available' };

/** What she said of `date`: the pattern in effect (none: available), and that date's one-offs. */
export function availabilityOn(availability: Availability, date: string): DateAvailability {
  const pattern = [...availability.patterns].filter((p) => p.effectiveFrom <= date).sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  const day = pattern?.days[weekdayOf(dayOf(date))] ?? AVAILABLE;
  const off = availability.dates
    .filter((d) => d.date === date)
    .map((d) => [d.from ? minuteOf(d.from) : 0, d.to ? minuteOf(d.to) : 1440] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { day, off };
}

/** The minutes of a date she cannot work, as windows [from, to). */
function unavailableWindows(on: DateAvailability): Array<readonly [number, number]> {
  const windows: Array<readonly [number, number]> = [...on.off];
  if (on.day.kind === 'unavailable') windows.push([0, 1440]);
  if (on.day.kind === 'only') {
    const from = minuteOf(on.day.from);
    const to = minuteOf(on.day.to);
    if (from > 0) windows.push([0, from]);
    if (to < 1440) windows.push([to, 1440]);
  }
  return windows;
}

/**
 * Whether a shift meets what she said: the first date it runs into a time she cannot work, or null.
 * `start` and `end` are minutes from the shift's date's midnight (an overnight shift's end is past
 * 1440): each date is checked for the part of the shift on it.
 */
export function unavailableDateOf(availability: Availability, date: string, start: number, end: number): string | null {
  for (let offset = 0; offset * 1440 < end; offset++) {
    const on = dateOf(dayOf(date) + offset);
    const from = Math.max(start - offset * 1440, 0);
    const to = Math.min(end - offset * 1440, 1440);
    if (to <= from) continue;
    if (unavailableWindows(availabilityOn(availability, on)).some(([a, b]) => a < to && from < b)) return on;
  }
  return null;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date as a planner reads it in a sentence: "Tue 8 Dec" (by hand: Intl's formatting cost most of a 500-employee publish preview). */
export const dayLabel = (date: string) => `${WEEKDAYS[weekdayOf(dayOf(date))]} ${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/**
 * What the roster says of a shift on a time she said she cannot work (ADR 0077): a warning, or a
 * refusal where the employer blocks them, naming the date and her note; null when the shift fits.
 */
export function unavailableWarning(availability: Availability, date: string, start: number, end: number, mode: UnavailableShiftMode): RosterWarning | null {
  const on = unavailableDateOf(availability, date, start, end);
  if (!on) return null;
  const note = availability.dates.find((d) => d.date === on && d.note)?.note ?? null;
  return { rule: 'unavailable', block: mode === 'block', text: AVAILABILITY_TEXTS.unavailable(dayLabel(on), note) };
}

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * What the roster's cell says of a date she cannot work all or part of: "Not available", "Not
 * available before 09:00, after 17:00", with her notes; null when she is free all day.
 */
export function unavailableMark(availability: Availability, date: string): string | null {
  const windows = unavailableWindows(availabilityOn(availability, date)).sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [from, to] of windows) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  if (!merged.length) return null;
  const times = merged.map(([from, to]) => (from === 0 && to === 1440 ? '' : from === 0 ? `before ${hhmm(to)}` : to === 1440 ? `after ${hhmm(from)}` : `${hhmm(from)}-${hhmm(to)}`)).filter(Boolean);
  const notes = availability.dates.filter((d) => d.date === date && d.note).map((d) => d.note);
  return [`Not available${times.length ? ` ${times.join(', ')}` : ''}`, ...notes].join(' · ');
}

const sameDate = (a: DateAvailability, b: DateAvailability) => sameJson(a, b);

/**
 * A change she makes to her availability: the first date, from today to the end of the notice, that
 * it would alter (planners roster on what she said), or null when every such date reads the same.
 * The notice is whole days: 7 lets a change alter the eighth day on.
 */
export function dateWithinNotice(before: Availability, after: Availability, today: string, noticeDays: number): string | null {
  for (let n = 0; n < noticeDays; n++) {
    const date = dateOf(dayOf(today) + n);
    if (!sameDate(availabilityOn(before, date), availabilityOn(after, date))) return date;
  }
  return null;
}

/** Her availability, all of it, as she saved it. */
export type AvailabilityChanged = { type: typeof EventType.AvailabilityChanged; v: 1; data: { employeeId: string } & Availability };

export const availabilityStreamId = (employeeId: string) => `availability-${employeeId}`;

export const availabilityFold = {
  initial: { patterns: [], dates: [] } as Availability,
  evolve: (_: Availability, event: AvailabilityChanged): Availability => ({ patterns: event.data.patterns, dates: event.data.dates }),
};

/**
 * Her change: refused when it alters a day sooner than the notice (planners roster on what she
 * said); nothing when it alters nothing; else the whole of it, as saved.
 */
export function decideAvailability(before: Availability, after: Availability, employeeId: string, today: string, noticeDays: number): AvailabilityChanged[] {
  // The past as she said it: planners rostered, and timesheets were paid, on it.
  const past = (a: Availability) => ({ patterns: a.patterns.filter((p) => p.effectiveFrom < today), dates: a.dates.filter((d) => d.date < today) });
  if (!sameJson(past(before), past(after))) throw new RosterError('invalid', AVAILABILITY_TEXTS.past);
  const tooSoon = dateWithinNotice(before, after, today, noticeDays);
  if (tooSoon) throw new RosterError('invalid', AVAILABILITY_TEXTS.tooSoon(tooSoon, noticeDays));
  if (sameJson(before, after)) return [];
  return [{ type: EventType.AvailabilityChanged, v: 1, data: { employeeId, patterns: after.patterns, dates: after.dates } }];
}
