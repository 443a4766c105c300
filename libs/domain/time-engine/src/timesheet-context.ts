import type { PayGroupFields } from '@timekeep/contracts';
import { dateOf, dayOf, weekdayOf } from './calendar-days';
import { payPeriodOf, PeriodRule } from './pay-periods';
import type { ClosedDays } from './punch-pairing';

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

type HeldPair = { inPunchId: string | null; outPunchId: string | null };

/**
 * The engine's view of the days closed pay periods froze, from those days as computed then (the
 * engine's or the stored ones): their dates, the pairs they hold as paid (the unpaired ones of a pay
 * group that pairs only against a schedule too, paid nothing), and the punches of those pairs and
 * of the double reads they set aside. A day stored before it kept its unpaired pairs holds none.
 */
export function closedDaysOf(
  frozen: ReadonlyArray<{
    day: string;
    workShifts: ReadonlyArray<{ punchPairs: readonly HeldPair[] }>;
    unScheduledPairs: readonly HeldPair[];
    unpairedPairs?: readonly HeldPair[];
    ignoredPunches: ReadonlyArray<{ punchId: string }>;
  }>,
): ClosedDays | undefined {
  if (!frozen.length) return undefined;
  const pairs = frozen.flatMap((d) => [...d.workShifts.flatMap((s) => s.punchPairs), ...d.unScheduledPairs, ...(d.unpairedPairs ?? [])]).map((p) => ({ inId: p.inPunchId, outId: p.outPunchId }));
  const held = [...pairs.flatMap((p) => [p.inId, p.outId]), ...frozen.flatMap((d) => d.ignoredPunches.map((i) => i.punchId))];
  return { dates: new Set(frozen.map((d) => d.day)), punchIds: new Set(held.filter((id): id is string => !!id)), pairs };
}
