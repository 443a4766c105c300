import type { Dayjs } from 'dayjs';

/** Document 1 §9: the week starts on Monday, as the time engine's does. 1 is Monday in dayjs's count (Sunday is 0). */
export const WEEK_STARTS_ON = 1;

/** The Monday of the week holding `day`. */
export const mondayOf = (day: Dayjs): Dayjs => day.startOf('day').subtract((day.day() + 7 - WEEK_STARTS_ON) % 7, 'day');

export type DateRange = [Dayjs, Dayjs];

const day = (today: Dayjs) => today.startOf('day');
const week = (monday: Dayjs): DateRange => [monday, monday.add(6, 'day')];
const month = (first: Dayjs): DateRange => [first, first.endOf('month').startOf('day')];

/**
 * Document 1 §9 "Date range presets", in the spec's words and order, each as the dates it sets
 * counted from today (the browser's, as every date default of the console: ADR 0053). "Last 7
 * Days" runs from seven days back to today, the employee schedule's default range; weeks run Monday
 * to Sunday; a fortnight is the two weeks before this one (docs/decisions/0064-date-range-presets.md).
 */
export const DATE_RANGE_PRESETS: ReadonlyArray<{ label: string; range: (today: Dayjs) => DateRange }> = [
  { label: 'Today', range: (t) => [day(t), day(t)] },
  { label: 'Yesterday', range: (t) => [day(t).subtract(1, 'day'), day(t).subtract(1, 'day')] },
  { label: 'Next Day', range: (t) => [day(t).add(1, 'day'), day(t).add(1, 'day')] },
  { label: 'Last 7 Days', range: (t) => [day(t).subtract(7, 'day'), day(t)] },
  { label: 'Last 30 Days', range: (t) => [day(t).subtract(30, 'day'), day(t)] },
  { label: 'Next 7 Days', range: (t) => [day(t), day(t).add(7, 'day')] },
  { label: 'Next 30 Days', range: (t) => [day(t), day(t).add(30, 'day')] },
  { label: 'Previous Week', range: (t) => week(mondayOf(t).subtract(7, 'day')) },
  { label: 'This Week', range: (t) => week(mondayOf(t)) },
  { label: 'Next Week', range: (t) => week(mondayOf(t).add(7, 'day')) },
  { label: 'Previous Fortnight', range: (t) => [mondayOf(t).subtract(14, 'day'), mondayOf(t).subtract(1, 'day')] },
  { label: 'This Month', range: (t) => month(day(t).startOf('month')) },
  { label: 'Last Month', range: (t) => month(day(t).startOf('month').subtract(1, 'month')) },
];
