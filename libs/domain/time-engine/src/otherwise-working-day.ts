import { dateOf, dayOf } from './calendar-days';

const WEEKDAY_NAMES = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

/** The look-back a pay group's conditions set: "worked at least `atLeast` of the last `lookBack` same weekdays". */
export interface OtherwiseWorkingDayRule {
  lookBack: number;
  atLeast: number;
}

/** New Zealand's common test: 4 of the last 6 same weekdays (editable per condition set). */
export const DEFAULT_OWD_RULE: OtherwiseWorkingDayRule = { lookBack: 6, atLeast: 4 };

export interface OtherwiseWorkingDayFacts {
  /** Monday 0 to Sunday 6, of the day asked about. */
  weekday: number;
  /** What the employee's record says where the agreement decides it; auto: the roster and the look-back decide. */
  override: 'auto' | 'yes' | 'no';
  /** The roster (her schedule) has her working that day. */
  rostered: boolean;
  /** Whether she worked each of the same weekdays before it, the most recent first (as many as the look-back asks). */
  worked: readonly boolean[];
}

export interface OtherwiseWorkingDay {
  owd: boolean;
  /** Why, in the words the day card shows. */
  reason: string;
}

/**
 * Whether a public holiday would otherwise have been a working day for this employee (Holidays Act
 * 2003 s 12): what her record says where her agreement settles it; else yes when she was rostered
 * to work it; else her pattern: at least `atLeast` of the last `lookBack` same weekdays worked.
 */
export function otherwiseWorkingDay(facts: OtherwiseWorkingDayFacts, rule: OtherwiseWorkingDayRule): OtherwiseWorkingDay {
  if (facts.override === 'yes') return { owd: true, reason: 'A working day by her employee record.' };
  if (facts.override === 'no') return { owd: false, reason: 'Not a working day by her employee record.' };
  if (facts.rostered) return { owd: true, reason: 'Rostered to work that day.' };
  const seen = facts.worked.slice(0, rule.lookBack);
  const count = seen.filter(Boolean).length;
  const days = WEEKDAY_NAMES[facts.weekday];
  const owd = count >= rule.atLeast;
  return { owd, reason: `Worked ${count} of the last ${rule.lookBack} ${days}${owd ? '' : `: fewer than ${rule.atLeast}`}.` };
}

/** A public holiday as the region's calendar lists it, with the weekday it moves to for those who do not work its weekend date. */
export interface CalendarHoliday {
  date: string;
  name: string;
  /** The Monday (or Tuesday) it is observed on when the date falls on a weekend; null when it does not move. */
  substitute: string | null;
}

export interface EmployeeHoliday {
  date: string;
  name: string;
  /** The weekend date it moved from, for the day card's reason. */
  movedFrom: string | null;
}

/**
 * Mondayisation (Holidays Act 2003 ss 44-45A): a holiday on a weekend stays on its date for an
 * employee for whom that date is an otherwise working day, and moves to its substitute weekday for
 * everyone else: each person has one day of it, never both.
 */
export function holidaysFor(calendar: readonly CalendarHoliday[], worksOn: (date: string) => boolean): EmployeeHoliday[] {
  return calendar.map((h) => (h.substitute === null || worksOn(h.date) ? { date: h.date, name: h.name, movedFrom: null } : { date: h.substitute, name: h.name, movedFrom: h.date }));
}

/** The same weekdays before `date`, the most recent first: the days a look-back reads. */
export function sameWeekdaysBefore(date: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => dateOf(dayOf(date) - 7 * (i + 1)));
}
