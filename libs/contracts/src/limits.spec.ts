import fc from 'fast-check';
import { dateWindowOf, dateWindowProblem, hireDateWindowOf, yearsAfter } from './limits';
import { isRealDate } from './validation';

describe('the date window (ADR 0051)', () => {
  const day = fc.date({ min: new Date(Date.UTC(1950, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

  it('moves a day by whole years to a real day of the same month, keeping the day unless the month is shorter', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -70, max: 50 }), (from, years) => {
        const to = yearsAfter(from, years);
        expect(isRealDate(to)).toBe(true);
        expect(Number(to.slice(0, 4))).toBe(Number(from.slice(0, 4)) + years);
        expect(to.slice(5, 7)).toBe(from.slice(5, 7));
        expect(to.slice(8) === from.slice(8) || (from.slice(5) === '02-29' && to.slice(5) === '02-28')).toBe(true);
      }),
    );
    expect(yearsAfter('2028-02-29', 2)).toBe('2030-02-28');
  });

  it('takes exactly the days from the earliest to today plus the years ahead', () => {
    fc.assert(
      fc.property(day, day, (today, candidate) => {
        const window = dateWindowOf(today, { earliest: '2000-01-01', yearsAhead: 2 });
        const inside = candidate >= '2000-01-01' && candidate <= yearsAfter(today, 2);
        expect(dateWindowProblem(candidate, window, 'The date') === null).toBe(inside);
      }),
    );
    expect(dateWindowProblem('1900-01-01', dateWindowOf('2026-11-29'), 'The punch date')).toBe('The punch date cannot be before 2000-01-01.');
    expect(dateWindowProblem('2028-11-30', dateWindowOf('2026-11-29'), 'The punch date')).toBe('The punch date cannot be after 2028-11-29.');
  });

  it('lets hire dates reach seventy years back, or the install\'s earliest day if older', () => {
    expect(hireDateWindowOf('2026-11-29')).toEqual({ earliest: '1956-11-29', latest: '2028-11-29' });
    expect(hireDateWindowOf('2026-11-29', { earliest: '1940-01-01', yearsAhead: 1 })).toEqual({ earliest: '1940-01-01', latest: '2027-11-29' });
  });
});
