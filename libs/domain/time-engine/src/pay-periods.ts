import type { PayPeriod } from '@timekeep/contracts';
import { dateOf, DayNumber, dayFrom, dayOf, partsOf } from './calendar-days';

/** What a pay group says about its periods (document 3 §3 "PayGroup"). */
export interface PeriodRule {
  period: PayPeriod;
  /** The first day of a period; Weekly and Fortnightly periods repeat from it, forwards and back. */
  startTime: string;
  /** Monthly and Bimonthly only: the day of the month periods begin on, 1 to 28. */
  startDayOfMonth: number;
}

/** A pay period: first and last day, both inclusive, as yyyy-MM-dd. */
export interface PayPeriodRange {
  start: string;
  end: string;
}

const floorDiv = (a: number, b: number) => Math.floor(a / b);

/**
 * The pay period containing `date` (docs/time-rules.md "Pay periods"):
 * - Weekly and Fortnightly: 7 and 14 days, counted from the start date in both directions.
 * - Monthly: from the start day of one month to the day before the start day of the next.
 * - Bimonthly: twice a month, from the start day for 15 days, then to the day before the next
 *   month's start day (with start day 1: the 1st to the 15th, and the 16th to the month's end).
 */
export function payPeriodOf(rule: PeriodRule, date: string): PayPeriodRange {
  const day = dayOf(date);
  if (rule.period === 'Weekly' || rule.period === 'Fortnightly') {
    const length = rule.period === 'Weekly' ? 7 : 14;
    const anchor = dayOf(rule.startTime);
    const start = anchor + floorDiv(day - anchor, length) * length;
    return range(start, start + length - 1);
  }
  const startDay = Math.min(Math.max(Math.trunc(rule.startDayOfMonth) || 1, 1), 28);
  const { year, month } = partsOf(day);
  // The period's month is the one whose start day is on or before the date.
  const monthStart = day >= dayFrom(year, month, startDay) ? dayFrom(year, month, startDay) : dayFrom(year, month - 1, startDay);
  const { year: y, month: m } = partsOf(monthStart);
  const nextMonthStart = dayFrom(y, m + 1, startDay);
  if (rule.period === 'Monthly') return range(monthStart, nextMonthStart - 1);
  const middle = monthStart + 15;
  return day < middle ? range(monthStart, middle - 1) : range(middle, nextMonthStart - 1);
}

/** Every pay period that touches `from`..`to` (inclusive), in order. */
export function payPeriodsBetween(rule: PeriodRule, from: string, to: string): PayPeriodRange[] {
  const periods: PayPeriodRange[] = [];
  for (let day = dayOf(from); day <= dayOf(to); ) {
    const period = payPeriodOf(rule, dateOf(day));
    periods.push(period);
    day = dayOf(period.end) + 1;
  }
  return periods;
}

const range = (start: DayNumber, end: DayNumber): PayPeriodRange => ({ start: dateOf(start), end: dateOf(end) });
