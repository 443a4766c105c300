import fc from 'fast-check';
import { PAY_PERIODS } from '@timekeep/contracts';
import { dateOf, dayOf, weekdayOf } from './calendar-days';
import { payPeriodOf, payPeriodsBetween, PeriodRule } from './pay-periods';
import { roundPunch } from './rounding';
import { QUARTER_HOUR_ROUNDING } from './timesheet.fixture';

const weekly: PeriodRule = { period: 'Weekly', startTime: '2026-01-05', startDayOfMonth: 1 };

describe('calendar days', () => {
  it('count whole days, with Monday as the first weekday', () => {
    expect(dayOf('1970-01-02')).toBe(1);
    expect(dateOf(dayOf('2026-02-28') + 1)).toBe('2026-03-01');
    expect(weekdayOf(dayOf('2026-11-23'))).toBe(0); // a Monday
    expect(weekdayOf(dayOf('2026-11-22'))).toBe(6); // a Sunday
    expect(() => dayOf('2026-02-30')).toThrow('Not a date');
  });
});

describe('pay periods (docs/time-rules.md "Pay periods")', () => {
  it('Weekly: seven days from the start date, before it as well as after', () => {
    expect(payPeriodOf(weekly, '2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(payPeriodOf(weekly, '2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(payPeriodOf(weekly, '2025-12-31')).toEqual({ start: '2025-12-29', end: '2026-01-04' });
  });

  it('Fortnightly: fourteen days from the start date', () => {
    const rule: PeriodRule = { ...weekly, period: 'Fortnightly' };
    expect(payPeriodOf(rule, '2026-01-18')).toEqual({ start: '2026-01-05', end: '2026-01-18' });
    expect(payPeriodOf(rule, '2026-01-19')).toEqual({ start: '2026-01-19', end: '2026-02-01' });
  });

  it('Monthly: from the start day to the day before the next month’s, across the year end and February', () => {
    const rule: PeriodRule = { period: 'Monthly', startTime: '2026-01-01', startDayOfMonth: 20 };
    expect(payPeriodOf(rule, '2026-02-19')).toEqual({ start: '2026-01-20', end: '2026-02-19' });
    expect(payPeriodOf(rule, '2026-02-20')).toEqual({ start: '2026-02-20', end: '2026-03-19' });
    expect(payPeriodOf(rule, '2026-12-25')).toEqual({ start: '2026-12-20', end: '2027-01-19' });
    expect(payPeriodOf({ ...rule, startDayOfMonth: 1 }, '2028-02-29')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('Bimonthly: twice a month, the 1st to the 15th and the 16th to the month’s end', () => {
    const rule: PeriodRule = { period: 'Bimonthly', startTime: '2026-01-01', startDayOfMonth: 1 };
    expect(payPeriodOf(rule, '2026-02-15')).toEqual({ start: '2026-02-01', end: '2026-02-15' });
    expect(payPeriodOf(rule, '2026-02-16')).toEqual({ start: '2026-02-16', end: '2026-02-28' });
    expect(payPeriodsBetween(rule, '2026-01-10', '2026-02-10').map((p) => p.start)).toEqual(['2026-01-01', '2026-01-16', '2026-02-01']);
  });

  const rules = fc.record({
    period: fc.constantFrom(...PAY_PERIODS),
    startTime: fc.integer({ min: dayOf('2020-01-01'), max: dayOf('2030-12-31') }).map(dateOf),
    startDayOfMonth: fc.integer({ min: 1, max: 28 }),
  });
  const days = fc.integer({ min: dayOf('2019-01-01'), max: dayOf('2031-12-31') });

  it('every day lies in exactly one period, and consecutive periods leave no gap and no overlap', () => {
    fc.assert(
      fc.property(rules, days, fc.integer({ min: 1, max: 120 }), (rule, from, span) => {
        const periods = payPeriodsBetween(rule, dateOf(from), dateOf(from + span));
        for (let i = 1; i < periods.length; i++) expect(dayOf(periods[i].start)).toBe(dayOf(periods[i - 1].end) + 1);
        for (let day = from; day <= from + span; day++) {
          const period = payPeriodOf(rule, dateOf(day));
          expect(dayOf(period.start) <= day && day <= dayOf(period.end)).toBe(true);
          expect(payPeriodOf(rule, period.start)).toEqual(period);
        }
      }),
    );
  });

  it('Weekly and Fortnightly periods all begin on the start date’s weekday; monthly ones on the start day', () => {
    fc.assert(
      fc.property(rules, days, (rule, day) => {
        const { start } = payPeriodOf(rule, dateOf(day));
        if (rule.period === 'Weekly' || rule.period === 'Fortnightly') expect(weekdayOf(dayOf(start))).toBe(weekdayOf(dayOf(rule.startTime)));
        if (rule.period === 'Monthly') expect(Number(start.slice(8))).toBe(rule.startDayOfMonth);
      }),
    );
  });
});

describe('rounding (docs/time-rules.md "Rounding")', () => {
  // The demo's quarter-hour rule.
  const quarter = QUARTER_HOUR_ROUNDING;
  const at = (h: number, m: number) => h * 60 + m;

  it('sets the minute to the value of the row that holds it; 60 is the next hour', () => {
    expect(roundPunch(quarter, at(8, 7))).toBe(at(8, 0));
    expect(roundPunch(quarter, at(8, 8))).toBe(at(8, 15));
    expect(roundPunch(quarter, at(16, 53))).toBe(at(17, 0));
    expect(roundPunch(quarter, at(23, 58))).toBe(at(24, 0)); // into the next day
  });

  it('leaves minutes no row covers as punched', () => {
    expect(roundPunch([{ orderNumber: 1, fromTime: 0, toT: 5, value: 0 }], at(9, 6))).toBe(at(9, 6));
  });

  it('moves a punch by at most an hour, and keeps rounded punches in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1440, max: 2880 }), fc.integer({ min: 0, max: 120 }), (t, gap) => {
        expect(Math.abs(roundPunch(quarter, t) - t)).toBeLessThanOrEqual(60);
        expect(roundPunch(quarter, t + gap)).toBeGreaterThanOrEqual(roundPunch(quarter, t));
      }),
    );
  });
});
