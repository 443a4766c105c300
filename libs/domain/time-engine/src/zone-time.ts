/**
 * Wall-clock times in a time zone and the instants they name, with the platform's own tz data
 * (Intl), so a shift across a DST change has its true length. Instants are whole seconds since
 * the epoch.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock in `zone` at an instant: its date and seconds since that date's midnight. */
export function wallClockAt(instant: number, zone: string): { date: string; seconds: number } {
  const parts = Object.fromEntries(formatterOf(zone).formatToParts(new Date(instant * 1000)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, seconds: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second) };
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Seconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, zone: string): number {
  const { date, seconds } = wallClockAt(instant, zone);
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 1000 + seconds - instant;
}

/**
 * The instant a wall-clock time names in `zone`. In the hour a DST change repeats, the earlier
 * one; in the hour it skips, the time as if the clock had not yet changed (so 02:30 on a
 * spring-forward night reads as 03:30). Clocks record wall time, so this is how their punches are read.
 */
export function instantOf(local: string, zone: string): number {
  const match = LOCAL.exec(local.trim());
  if (!match) throw new Error(`Not a local date and time: '${local}'.`);
  const [, y, mo, d, h, mi, s] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)) / 1000;
  // The zone's offset a day before and a day after: a wall time can only mean one of these two.
  const before = offsetAt(asUtc - 86_400, zone);
  const after = offsetAt(asUtc + 86_400, zone);
  const wall = (instant: number) => {
    const w = wallClockAt(instant, zone);
    return Date.UTC(Number(w.date.slice(0, 4)), Number(w.date.slice(5, 7)) - 1, Number(w.date.slice(8, 10))) / 1000 + w.seconds;
  };
  const valid = [asUtc - before, asUtc - after].filter((candidate) => wall(candidate) === asUtc);
  // A repeated hour: the earlier reading. A skipped hour: read with the offset before the change.
  return valid.length ? Math.min(...valid) : asUtc - before;
}
