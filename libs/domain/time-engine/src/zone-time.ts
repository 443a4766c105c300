/**
 * Wall-clock times in a time zone and the instants they name, with the platform's own tz data
 * (Intl), so a shift across a DST change has its true length. Instants are whole seconds since
 * the epoch.
 *
 * Intl is slow (tens of microseconds a call), and the engine reads thousands of punches per
 * zone, so a zone's UTC offset is asked of Intl once per quarter hour of time and remembered.
 * Offset changes fall on whole quarter hours in every zone since the 1970s.
 */
import { dateOf, dayOf } from './calendar-days';

const QUARTER_HOUR = 900;
const SECONDS_PER_DAY = 86_400;
const MEMORY_LIMIT = 200_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
// Per zone: offsets by quarter hour, and the wall times and instants already read, since a
// company's punches and shifts fall on the same few thousand minutes.
const offsets = new Map<string, Map<number, number>>();
const instants = new Map<string, Map<string, number>>();
const locals = new Map<string, Map<number, string>>();

function remembered<K, V>(memory: Map<string, Map<K, V>>, zone: string): Map<K, V> {
  let known = memory.get(zone);
  if (!known || known.size > MEMORY_LIMIT) {
    known = new Map();
    memory.set(zone, known);
  }
  return known;
}

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Seconds the zone is ahead of UTC at an instant, from Intl. */
function offsetFromIntl(instant: number, zone: string): number {
  const parts = Object.fromEntries(formatterOf(zone).formatToParts(new Date(instant * 1000)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) / 1000;
  return wall - instant;
}

/** Seconds the zone is ahead of UTC at an instant. */
export function offsetAt(instant: number, zone: string): number {
  const known = remembered(offsets, zone);
  const quarter = Math.floor(instant / QUARTER_HOUR);
  let offset = known.get(quarter);
  if (offset === undefined) {
    offset = offsetFromIntl(quarter * QUARTER_HOUR, zone);
    known.set(quarter, offset);
  }
  return offset;
}

/** The wall clock in `zone` at an instant: its date and seconds since that date's midnight. */
export function wallClockAt(instant: number, zone: string): { date: string; seconds: number } {
  const local = instant + offsetAt(instant, zone);
  const day = Math.floor(local / SECONDS_PER_DAY);
  return { date: dateOf(day), seconds: local - day * SECONDS_PER_DAY };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock at an instant as yyyy-MM-ddTHH:mm, as timesheets show punch times. */
export function localOf(instant: number, zone: string): string {
  const known = remembered(locals, zone);
  let local = known.get(instant);
  if (local === undefined) {
    const { date, seconds } = wallClockAt(instant, zone);
    local = `${date}T${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}`;
    known.set(instant, local);
  }
  return local;
}

const digit = (text: string, at: number): number => {
  const d = text.charCodeAt(at) - 48;
  if (d < 0 || d > 9) throw new Error(`Not a local date and time: '${text}'.`);
  return d;
};
const twoDigits = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);

/** A local yyyy-MM-ddTHH:mm[:ss] as seconds since the epoch as if it were UTC. */
export function wallSecondsOf(local: string): number {
  const separator = local[10];
  if ((local.length !== 16 && local.length !== 19) || (separator !== 'T' && separator !== ' ') || local[13] !== ':' || (local.length === 19 && local[16] !== ':')) {
    throw new Error(`Not a local date and time: '${local}'.`);
  }
  const seconds = local.length === 19 ? twoDigits(local, 17) : 0;
  return dayOf(local.slice(0, 10)) * SECONDS_PER_DAY + twoDigits(local, 11) * 3600 + twoDigits(local, 14) * 60 + seconds;
}

/**
 * The instant a wall-clock time names in `zone`. In the hour a DST change repeats, the earlier
 * one; in the hour it skips, the time as if the clock had not yet changed (so 02:30 on a
 * spring-forward night reads as 03:30). Clocks record wall time, so this is how their punches are read.
 */
export function instantOf(local: string, zone: string): number {
  const known = remembered(instants, zone);
  let instant = known.get(local);
  if (instant === undefined) {
    instant = instantOfWall(wallSecondsOf(local.trim()), zone);
    known.set(local, instant);
  }
  return instant;
}

/** instantOf for a wall time already read as seconds (wallSecondsOf). */
export function instantOfWall(wall: number, zone: string): number {
  // The zone's offset a day before and a day after: a wall time can only mean one of these two.
  const before = offsetAt(wall - SECONDS_PER_DAY, zone);
  const after = offsetAt(wall + SECONDS_PER_DAY, zone);
  const earlier = wall - Math.max(before, after);
  const later = wall - Math.min(before, after);
  // A repeated hour: the earlier reading. A skipped hour: read with the offset before the change.
  if (earlier + offsetAt(earlier, zone) === wall) return earlier;
  if (later + offsetAt(later, zone) === wall) return later;
  return wall - before;
}
