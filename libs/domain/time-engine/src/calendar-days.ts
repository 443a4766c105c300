/**
 * Calendar dates as whole day numbers (days since 1970-01-01), so date arithmetic is integer
 * arithmetic and never meets a clock, a time zone or a DST change. Dates on the wire are
 * yyyy-MM-dd.
 */
export type DayNumber = number;

const MS_PER_DAY = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Timesheets turn the same few hundred dates back and forth thousands of times a second.
const daysOf = new Map<string, DayNumber>();
const datesOf = new Map<DayNumber, string>();
const REMEMBERED = 100_000;

export function dayOf(date: string): DayNumber {
  const known = daysOf.get(date);
  if (known !== undefined) return known;
  if (daysOf.size > REMEMBERED) daysOf.clear();
  const day = parseDay(date);
  daysOf.set(date, day);
  return day;
}

function parseDay(date: string): DayNumber {
  const match = DATE.exec(date);
  if (!match) throw new Error(`Not a date: '${date}'.`);
  const [, y, m, d] = match.map(Number);
  const ms = Date.UTC(y, m - 1, d);
  if (new Date(ms).getUTCDate() !== d) throw new Error(`Not a date: '${date}'.`);
  return ms / MS_PER_DAY;
}

export function dateOf(day: DayNumber): string {
  let date = datesOf.get(day);
  if (date === undefined) {
    if (datesOf.size > REMEMBERED) datesOf.clear();
    date = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    datesOf.set(day, date);
  }
  return date;
}

/** Every date from `from` to `to`, both included (none when `to` is before `from`). */
export function datesBetween(from: string, to: string): string[] {
  const first = dayOf(from);
  return Array.from({ length: Math.max(0, dayOf(to) - first + 1) }, (_, i) => dateOf(first + i));
}

export function partsOf(day: DayNumber): { year: number; month: number; date: number } {
  const d = new Date(day * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate() };
}

/** The day number of year-month-date; months outside 1..12 roll into the neighbouring years. */
export function dayFrom(year: number, month: number, date: number): DayNumber {
  return Date.UTC(year, month - 1, date) / MS_PER_DAY;
}

/** Monday is 0 (spec §9: the week starts on Monday). */
export function weekdayOf(day: DayNumber): number {
  // 1970-01-01 was a Thursday (3 with Monday as 0).
  return (((day + 3) % 7) + 7) % 7;
}
