import { type Compliance, type ComplianceRule, COMPLIANCE_RULES, type EmploymentType, type RosterWarning } from '@timekeep/contracts';
import { dateOf, dayOf, weekdayOf } from './calendar-days';
import { breaksDue, consecutiveDay, NZ_BREAKS_TABLE, type BreaksTable } from './work-rest';

/** One rostered section of an employee, as the checks read it. */
export interface CheckedShift {
  /** The roster day it is on. */
  date: string;
  /** Its rostered start and end, instants in seconds. */
  from: number;
  to: number;
  /** Minutes paid when worked as rostered, and the unpaid break deducted from it. */
  workMinutes: number;
  breakMinutes: number;
  employmentType: EmploymentType | null;
  /** The public holiday of its date, by name, or null. */
  holiday: string | null;
  onLeave: boolean;
}

export interface ComplianceRules {
  compliance: Compliance;
  /** The set's minimum engagement per employment type (none: not checked). */
  minimumEngagement: Readonly<Partial<Record<EmploymentType, number>>> | null;
  breaks?: BreaksTable;
}

/**
 * How many days either side of a change (or before a roster's first day) the checks read: the rest
 * before a shift reaches back two dates (a rest is at most 24 hours, and a shift ends at the latest
 * the day after its date), a run of days as far as the most days allowed, the week's hours six
 * days. 0: none of her checks reads another day.
 */
export function checksReach(compliance: Compliance): number {
  const on = (rule: ComplianceRule) => compliance[rule].mode !== 'off';
  return Math.max(on('restBetweenShifts') ? 2 : 0, on('consecutiveDays') ? compliance.consecutiveDays.days : 0, on('weeklyHours') ? 6 : 0);
}

/** Whether any check blocks: only then must a roster write be checked before it commits. */
export const blocksAny = (compliance: Compliance): boolean => COMPLIANCE_RULES.some((rule) => compliance[rule].mode === 'block');

/** Hours as a planner reads them: 10 h, 8.5 h, 7.25 h. */
const hours = (minutes: number) => `${Math.round((minutes / 60) * 100) / 100} h`;

/** The Monday on or before a date: the week the weekly hours count in. */
const mondayOf = (date: string) => {
  const day = dayOf(date);
  return dateOf(day - weekdayOf(day));
};

/**
 * What the compliance checks say of one employee's rostered shifts (issue 32 §3, ADR 0074), one
 * list per shift in the order given. The shifts of a date are one work period for rest and runs of
 * days: the rest is from the last end of the dates before to the first start of the date, and a
 * warning about the date is on its first shift. The week is Monday to Sunday; the shift that takes
 * it past the most, and every shift after, say so. A rule that is off says nothing.
 */
export function complianceWarnings(shifts: readonly CheckedShift[], rules: ComplianceRules): RosterWarning[][] {
  const { compliance } = rules;
  const warnings: RosterWarning[][] = shifts.map(() => []);
  const warn = (index: number, rule: ComplianceRule, text: string) => {
    const mode = compliance[rule].mode;
    if (mode !== 'off') warnings[index].push({ rule, block: mode === 'block', text });
  };
  const order = shifts.map((_, i) => i).sort((a, b) => shifts[a].from - shifts[b].from || a - b);
  const firstOfDate = new Map<string, number>();
  for (const i of order) if (!firstOfDate.has(shifts[i].date)) firstOfDate.set(shifts[i].date, i);
  const worked = new Set(shifts.filter((s) => s.to > s.from).map((s) => s.date));

  // Rest: from the latest end of the dates before to the first start of each date.
  const { minutes: minimumRest } = compliance.restBetweenShifts;
  let latestEnd: number | null = null;
  let latestDate: string | null = null;
  for (const i of order) {
    const shift = shifts[i];
    if (latestEnd !== null && latestDate !== shift.date && firstOfDate.get(shift.date) === i) {
      const rest = Math.floor((shift.from - latestEnd) / 60);
      if (rest < minimumRest) warn(i, 'restBetweenShifts', `Rest before this shift is ${hours(Math.max(0, rest))}; the minimum is ${hours(minimumRest)}.`);
    }
    if (latestEnd === null || shift.to > latestEnd) latestEnd = shift.to;
    latestDate = shift.date;
  }

  const { days: mostDays } = compliance.consecutiveDays;
  for (const [date, i] of firstOfDate) {
    const run = consecutiveDay(worked, date);
    // The sentence does not count the run: a roster reads only as far back as the checks reach, so the count could be short.
    if (run > mostDays) warn(i, 'consecutiveDays', `More than ${mostDays} ${mostDays === 1 ? 'day' : 'days'} in a row without a day off.`);
  }

  const { minutes: mostWeekly } = compliance.weeklyHours;
  const weekTotals = new Map<string, number>();
  for (const i of order) {
    const week = mondayOf(shifts[i].date);
    const total = (weekTotals.get(week) ?? 0) + shifts[i].workMinutes;
    weekTotals.set(week, total);
    if (total > mostWeekly) warn(i, 'weeklyHours', `The week reaches ${hours(total)}; at most ${hours(mostWeekly)}.`);
  }

  const table = rules.breaks ?? NZ_BREAKS_TABLE;
  shifts.forEach((shift, i) => {
    const minimum = shift.employmentType && rules.minimumEngagement ? rules.minimumEngagement[shift.employmentType] : undefined;
    if (minimum !== undefined && shift.workMinutes > 0 && shift.workMinutes < minimum) {
      warn(i, 'minimumEngagement', `${hours(shift.workMinutes)} is under the ${hours(minimum)} minimum engagement for ${shift.employmentType?.toLowerCase()} staff.`);
    }
    const period = Math.floor((shift.to - shift.from) / 60);
    const due = breaksDue(period, table).meal * table.mealMinutes;
    if (shift.breakMinutes < due) warn(i, 'mealBreaks', `A ${hours(period)} shift is due ${due} minutes of meal break; it has ${shift.breakMinutes}.`);
    if (shift.holiday) warn(i, 'holidayClash', `${shift.holiday} is a public holiday.`);
    if (shift.onLeave) warn(i, 'leaveClash', 'On approved leave this day.');
  });
  return warnings;
}

/** A warning on a shift, told apart by the shift's date and start and the rule (its sentence moves with the figures). */
export interface PlacedWarning {
  date: string;
  startTime: string;
  warning: RosterWarning;
}

/**
 * The blocking warning a change brings, if any: one on the roster after it that was not there
 * before. A change that leaves a broken rule as it was (or mends it) passes, so a planner can still
 * fix a roster that an earlier rule change left broken.
 */
export function brokenBy(before: readonly PlacedWarning[], after: readonly PlacedWarning[]): RosterWarning | null {
  const key = (w: PlacedWarning) => `${w.date}|${w.startTime}|${w.warning.rule}`;
  const had = new Set(before.filter((w) => w.warning.block).map(key));
  return after.find((w) => w.warning.block && !had.has(key(w)))?.warning ?? null;
}
