import { dateOf, dayOf } from './calendar-days';

/** One row of a breaks table: a work period longer than `overMinutes` (or from it, for the first row) and up to `upToMinutes`. */
export interface BreaksTableRow {
  overMinutes: number;
  upToMinutes: number;
  /** Paid rest breaks and unpaid meal breaks due. */
  rest: number;
  meal: number;
}

export interface BreaksTable {
  rows: readonly BreaksTableRow[];
  restMinutes: number;
  mealMinutes: number;
  /** A period longer than the last row starts over after it, as a new work period (s 69ZD(2)(d)); null: the last row holds. */
  repeatAfterMinutes: number | null;
}

/**
 * Employment Relations Act 2000 s 69ZD(2), New Zealand's default: 2 to 4 hours, one 10-minute paid
 * rest break; over 4 to 6, a rest and a 30-minute meal break; over 6 to 8, two rests and a meal; over
 * 8, those, and the time after the 8th hour is a work period of its own.
 */
export const NZ_BREAKS_TABLE: BreaksTable = {
  rows: [
    { overMinutes: 120, upToMinutes: 240, rest: 1, meal: 0 },
    { overMinutes: 240, upToMinutes: 360, rest: 1, meal: 1 },
    { overMinutes: 360, upToMinutes: 480, rest: 2, meal: 1 },
  ],
  restMinutes: 10,
  mealMinutes: 30,
  repeatAfterMinutes: 480,
};

/** The breaks due for a work period of `minutes` (from start to finish, breaks included). */
export function breaksDue(minutes: number, table: BreaksTable): { rest: number; meal: number } {
  const repeat = table.repeatAfterMinutes;
  if (repeat !== null && minutes > repeat) {
    const first = breaksDue(repeat, table);
    const rest = breaksDue(minutes - repeat, table);
    return { rest: first.rest + rest.rest, meal: first.meal + rest.meal };
  }
  const last = table.rows.at(-1);
  // Without a repeat, a period beyond the table is due what its last row says.
  if (last && minutes > last.upToMinutes) return { rest: last.rest, meal: last.meal };
  // The first row includes its lower bound ("2 hours or more"); the others start above it.
  const row = table.rows.find((r, i) => (i === 0 ? minutes >= r.overMinutes : minutes > r.overMinutes) && minutes <= r.upToMinutes);
  return row ? { rest: row.rest, meal: row.meal } : { rest: 0, meal: 0 };
}

/** Whether the unpaid break a shift had (clocked out or deducted) falls short of the meal breaks its length is due. */
export function mealBreakShort(workPeriodMinutes: number, unpaidBreakMinutes: number, table: BreaksTable): boolean {
  return unpaidBreakMinutes < breaksDue(workPeriodMinutes, table).meal * table.mealMinutes;
}

/** A work period: from its first in to its last out, instants in seconds. */
export interface WorkPeriod {
  from: number;
  to: number;
}

/** The periods that start sooner than `minimumMinutes` after the one before ends (rest between shifts). */
export function shortRests<P extends WorkPeriod>(periods: readonly P[], minimumMinutes: number): Array<{ period: P; restMinutes: number }> {
  const sorted = [...periods].sort((a, b) => a.from - b.from);
  const short: Array<{ period: P; restMinutes: number }> = [];
  for (let i = 1; i < sorted.length; i++) {
    const rest = Math.floor((sorted[i].from - sorted[i - 1].to) / 60);
    if (rest < minimumMinutes) short.push({ period: sorted[i], restMinutes: Math.max(0, rest) });
  }
  return short;
}

/** Which day of an unbroken run of worked dates `date` is (1 for the first; 0 when not worked). */
export function consecutiveDay(worked: ReadonlySet<string>, date: string): number {
  let count = 0;
  const day = dayOf(date);
  for (let d = day; worked.has(dateOf(d)); d--) count++;
  return count;
}
