import fc from 'fast-check';
import { holidaysFor, otherwiseWorkingDay, DEFAULT_OWD_RULE, sameWeekdaysBefore, type CalendarHoliday } from './otherwise-working-day';
import { breaksDue, consecutiveDay, mealBreakShort, NZ_BREAKS_TABLE, shortRests } from './work-rest';
import { instantOf } from './zone-time';

const ZONE = 'Pacific/Auckland';
const at = (local: string) => instantOf(local, ZONE);

describe('rest and meal breaks by the length of the work period (Employment Relations Act s 69ZD)', () => {
  it.each([
    [119, 0, 0],
    [120, 1, 0],
    [240, 1, 0],
    [241, 1, 1],
    [360, 1, 1],
    [361, 2, 1],
    [480, 2, 1],
    // Beyond 8 hours the rest of the period is a new one: 2 more hours earn another rest break, 4 more another meal.
    [599, 2, 1],
    [600, 3, 1],
    [720, 3, 1],
    [721, 3, 2],
  ])('%i minutes: %i rest, %i meal', (minutes, rest, meal) => {
    expect(breaksDue(minutes, NZ_BREAKS_TABLE)).toEqual({ rest, meal });
  });

  it('a 7-hour shift with 20 minutes unpaid falls short of its 30-minute meal break; with 30 it does not', () => {
    expect([mealBreakShort(420, 20, NZ_BREAKS_TABLE), mealBreakShort(420, 30, NZ_BREAKS_TABLE), mealBreakShort(200, 0, NZ_BREAKS_TABLE)]).toEqual([true, false, false]);
  });

  it('more work never earns fewer breaks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 }), fc.integer({ min: 0, max: 600 }), (minutes, more) => {
        const [a, b] = [breaksDue(minutes, NZ_BREAKS_TABLE), breaksDue(minutes + more, NZ_BREAKS_TABLE)];
        expect(b.rest).toBeGreaterThanOrEqual(a.rest);
        expect(b.meal).toBeGreaterThanOrEqual(a.meal);
      }),
    );
  });
});

describe('rest between shifts and consecutive days', () => {
  it('a close at 22:00 and an open at 06:00 leaves 8 hours: short of 10, not of 8', () => {
    const close = { from: at('2026-11-30T14:00'), to: at('2026-11-30T22:00') };
    const open = { from: at('2026-12-01T06:00'), to: at('2026-12-01T14:00') };
    expect(shortRests([open, close], 600)).toEqual([{ period: open, restMinutes: 480 }]);
    expect(shortRests([close, open], 480)).toEqual([]);
  });

  it('counts the unbroken run of days worked up to a date', () => {
    const worked = new Set(['2026-11-23', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect([consecutiveDay(worked, '2026-11-27'), consecutiveDay(worked, '2026-11-23'), consecutiveDay(worked, '2026-11-24')]).toEqual([3, 1, 0]);
  });
});

describe('otherwise working days and Mondayisation (Holidays Act 2003 ss 12, 44-45A)', () => {
  const monday = { weekday: 0, override: 'auto' as const, rostered: false };

  it('worked 4 of the last 6 Mondays: an otherwise working day; 3: not', () => {
    expect(otherwiseWorkingDay({ ...monday, worked: [true, false, true, true, false, true] }, DEFAULT_OWD_RULE)).toEqual({ owd: true, reason: 'Worked 4 of the last 6 Mondays.' });
    expect(otherwiseWorkingDay({ ...monday, worked: [true, false, true, false, false, true] }, DEFAULT_OWD_RULE)).toEqual({ owd: false, reason: 'Worked 3 of the last 6 Mondays: fewer than 4.' });
  });

  it('the roster and the employee record decide before the pattern', () => {
    expect(otherwiseWorkingDay({ ...monday, rostered: true, worked: [] }, DEFAULT_OWD_RULE)).toEqual({ owd: true, reason: 'Rostered to work that day.' });
    expect(otherwiseWorkingDay({ ...monday, override: 'no', rostered: true, worked: [true, true, true, true, true, true] }, DEFAULT_OWD_RULE).owd).toBe(false);
    expect(otherwiseWorkingDay({ ...monday, override: 'yes', worked: [] }, DEFAULT_OWD_RULE).owd).toBe(true);
  });

  it('reads the same weekdays before the date, the most recent first', () => {
    expect(sameWeekdaysBefore('2027-12-27', 3)).toEqual(['2027-12-20', '2027-12-13', '2027-12-06']);
  });

  // Christmas 2027 is a Saturday and Boxing Day a Sunday: observed Monday 27 and Tuesday 28 (date-holidays' substitute days).
  const christmas2027: CalendarHoliday[] = [
    { date: '2027-12-25', name: 'Christmas Day', substitute: '2027-12-27' },
    { date: '2027-12-26', name: 'Boxing Day', substitute: '2027-12-28' },
  ];
  const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

  it('a weekday worker has Monday and Tuesday; a weekend worker the Saturday and Sunday; a Saturday worker Saturday and Tuesday', () => {
    const days = (works: number[]) => holidaysFor(christmas2027, (d) => works.includes(weekdayOf(d))).map((h) => `${h.name} ${h.date}${h.movedFrom ? ` (from ${h.movedFrom})` : ''}`);
    expect(days([0, 1, 2, 3, 4])).toEqual(['Christmas Day 2027-12-27 (from 2027-12-25)', 'Boxing Day 2027-12-28 (from 2027-12-26)']);
    expect(days([5, 6])).toEqual(['Christmas Day 2027-12-25', 'Boxing Day 2027-12-26']);
    expect(days([5])).toEqual(['Christmas Day 2027-12-25', 'Boxing Day 2027-12-28 (from 2027-12-26)']);
  });

  it('each person has each holiday once: on its date exactly when they work that date or it does not move', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }), (works) => {
        const got = holidaysFor(christmas2027, (d) => works.includes(weekdayOf(d)));
        expect(got).toHaveLength(christmas2027.length);
        got.forEach((h, i) => expect(h.date === christmas2027[i].date).toBe(works.includes(weekdayOf(christmas2027[i].date))));
      }),
    );
  });
});
