import type { RosterDay, RosterRow, RosterSection } from '@timekeep/contracts';

/**
 * How a roster reads outside the grid (the weekly schedule PDF and the roster emails): one wording
 * of dates, shift times and hours for both, so a printed week and a mailed week say the same.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const partsOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return { y, m, d, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() };
};

/** 'Monday' for 2026-11-23. */
export const weekdayOf = (date: string): string => WEEKDAYS[partsOf(date).weekday];

/** '23 Nov 2026': day first and the month in words, so no reader takes 03/11 for 11 March. */
export const longDate = (date: string): string => {
  const { y, m, d } = partsOf(date);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

/** '23 Nov': the day columns' heading under the weekday. */
export const shortDate = (date: string): string => {
  const { m, d } = partsOf(date);
  return `${d} ${MONTHS[m - 1]}`;
};

/** '23 Nov 2026 to 29 Nov 2026'. */
export const rangeText = (from: string, to: string): string => (from === to ? longDate(from) : `${longDate(from)} to ${longDate(to)}`);

/** '08:00–16:30', with the day a time falls on when it is not the rostered day ('22:00–06:00 next day'). */
export function shiftTimes(section: Pick<RosterSection, 'startTime' | 'startTimeType' | 'endTime' | 'endTimeType'>): string {
  const start = section.startTimeType === 'Previous' ? `${section.startTime} previous day` : section.startTime;
  const end = section.endTimeType === 'NextDay' ? `${section.endTime} next day` : section.endTime;
  return `${start}–${end}`;
}

/** The shift's label and position, and its break: 'Early · Picker · 30 min break'. */
export function shiftDetails(section: Pick<RosterSection, 'labelName' | 'departmentName' | 'deductTime'>): string {
  // The break her pay group deducts, as her timesheet will: not the shift's scheduled break when the rule deducts another.
  return [section.labelName, section.departmentName, section.deductTime > 0 ? `${section.deductTime} min break` : null].filter((p): p is string => !!p?.trim()).join(' · ');
}

/** Hours to two places, as the roster's totals are kept. */
export const hoursText = (hours: number): string => hours.toFixed(2);

/** A day's hours: its sections' worked hours (span less break). */
export const dayHours = (day: RosterDay): number => Math.round(day.workSections.reduce((sum, s) => sum + s.duration, 0) * 100) / 100;

/** What a day shows when it has no shift: the off day, or nothing rostered. */
export const OFF_DAY_TEXT = 'Off Day';
export const NOT_ROSTERED_TEXT = 'Not rostered';

/** 'Mere Test', or 'Test, Mere' when the list is sorted by last name (the sort is then visible). */
/** 'Last, First' when sorted by last name or department (a printed list reads down the surnames), else 'First Last'. */
export function employeeName(employee: RosterRow['employee'], sortBy: 'FirstName' | 'LastName' | 'Department' = 'FirstName'): string {
  const first = [employee.firstName, employee.middleName].filter((p): p is string => !!p?.trim()).join(' ');
  return sortBy === 'FirstName' ? `${first} ${employee.lastName}` : `${employee.lastName}, ${first}`;
}
