/**
 * Calendar dates as whole day numbers (days since 1970-01-01), so date arithmetic is integer
 * arithmetic and never meets a clock, a time zone or a DST change. Dates on the wire are
 * yyyy-MM-dd.
 */
export type DayNumber = number;

const MS_PER_DAY = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function dayOf(date: string): DayNumber {
  const match = DATE.exec(date);
  if (!match) throw new Error(`Not a date: '${date}'.`);
  const [, y, m, d] = match.map(Number);
  const ms = Date.UTC(y, m - 1, d);
  if (new Date(ms).getUTCDate() !== d) throw new Error(`Not a date: '${date}'.`);
  return ms / MS_PER_DAY;
}

export function dateOf(day: DayNumber): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
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
