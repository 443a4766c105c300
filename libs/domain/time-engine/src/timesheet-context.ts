import type { PayGroupFields } from '@timekeep/contracts';
import { dateOf, dayOf, weekdayOf } from './calendar-days';
import { payPeriodOf, PeriodRule } from './pay-periods';

const periodRule = (payGroup: Pick<PayGroupFields, 'period' | 'startTime' | 'startDayOfMonth'>): PeriodRule => ({ period: payGroup.period, startTime: payGroup.startTime, startDayOfMonth: payGroup.startDayOfMonth });

const weekOf = (date: string) => {
  const day = dayOf(date);
  const monday = day - weekdayOf(day);
  return { start: dateOf(monday), end: dateOf(monday + 6) };
};

/**
 * The days whose facts a timesheet of `from`..`to` depends on: the whole pay periods and weeks
 * they touch, so overtime thresholds and guaranteed hours see every day of their period. Computing
 * any part of a period this way gives the same days as computing all of it.
 */
export function contextRange(payGroup: Pick<PayGroupFields, 'period' | 'startTime' | 'startDayOfMonth'>, from: string, to: string): { from: string; to: string } {
  const rule = periodRule(payGroup);
  const start = Math.min(dayOf(payPeriodOf(rule, from).start), dayOf(weekOf(from).start));
  const end = Math.max(dayOf(payPeriodOf(rule, to).end), dayOf(weekOf(to).end));
  return { from: dateOf(start), to: dateOf(end) };
}

/** The overtime threshold period a date falls in, as a key and its length in days: a Monday week, a pay period, or the day itself. */
export function thresholdPeriodOf(payGroup: PayGroupFields, date: string): { key: string; days: number } {
  if (payGroup.overtimeCalculationType === 'Weekly') return { key: weekOf(date).start, days: 7 };
  if (payGroup.overtimeCalculationType === 'Pay Period') return payPeriodKey(payGroup, date);
  return { key: date, days: 1 };
}

/** The pay period a date falls in, as its first day and its length in days. */
export function payPeriodKey(payGroup: Pick<PayGroupFields, 'period' | 'startTime' | 'startDayOfMonth'>, date: string): { key: string; days: number; end: string } {
  const period = payPeriodOf(periodRule(payGroup), date);
  return { key: period.start, days: dayOf(period.end) - dayOf(period.start) + 1, end: period.end };
}
