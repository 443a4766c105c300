import fc from 'fast-check';
import { dateOf, dayOf, weekdayOf } from './calendar-days';
import { autoLeave, LeaveDayFacts, leaveMinutes, LeaveRules } from './leave';

const RULES: LeaveRules = { skipHoliday: true, skipUnscheduleDay: true, hoursPerDay: 8, zone: 'Pacific/Auckland' };
/** Monday to Friday scheduled 510 min; Wednesday 25 November a holiday. */
function week(from: string, to: string, holidays: string[] = []): Map<string, LeaveDayFacts> {
  const facts = new Map<string, LeaveDayFacts>();
  for (let d = dayOf(from); d <= dayOf(to); d++) {
    const date = dateOf(d);
    const scheduled = weekdayOf(d) < 5;
    facts.set(date, { date, holiday: holidays.includes(date), scheduled, scheduledMinutes: scheduled ? 510 : 0 });
  }
  return facts;
}
const facts = week('2026-11-23', '2026-11-29', ['2026-11-25']);

describe('leave (docs/time-rules.md "Leave")', () => {
  it('by schedule, skipping the holiday and the weekend', () => {
    expect(leaveMinutes({ kind: 'bySchedule' }, '2026-11-23', '2026-11-29', facts, RULES)).toEqual([
      { date: '2026-11-23', minutes: 510 },
      { date: '2026-11-24', minutes: 510 },
      { date: '2026-11-26', minutes: 510 },
      { date: '2026-11-27', minutes: 510 },
    ]);
  });

  it('takes the holiday and weekend too when the pay group does not skip them', () => {
    const all = leaveMinutes({ kind: 'hoursPerDay', hours: 4 }, '2026-11-23', '2026-11-29', facts, { ...RULES, skipHoliday: false, skipUnscheduleDay: false });
    expect(all).toHaveLength(7);
    expect(all.every((d) => d.minutes === 240)).toBe(true);
  });

  it('converts a day of leave at the pay group’s hours a day', () => {
    expect(leaveMinutes({ kind: 'days', days: 1 }, '2026-11-23', '2026-11-23', facts, { ...RULES, hoursPerDay: 7.5 })).toEqual([{ date: '2026-11-23', minutes: 450 }]);
  });

  it('by a time range across midnight, with its true length on a DST night', () => {
    const night = { kind: 'timeRange' as const, startTime: '22:00', endTime: '06:00', endNextDay: true };
    const open = { ...RULES, skipUnscheduleDay: false };
    expect(leaveMinutes(night, '2026-11-23', '2026-11-23', facts, open)).toEqual([{ date: '2026-11-23', minutes: 480 }]);
    expect(leaveMinutes(night, '2026-09-26', '2026-09-26', new Map(), open)).toEqual([{ date: '2026-09-26', minutes: 420 }]);
  });

  it('auto leave pays a scheduled working day with no punches, and nothing else', () => {
    const monday = facts.get('2026-11-23') as LeaveDayFacts;
    expect(autoLeave(true, monday, false)).toBe(510);
    expect(autoLeave(true, monday, true)).toBe(0);
    expect(autoLeave(false, monday, false)).toBe(0);
    expect(autoLeave(true, facts.get('2026-11-25') as LeaveDayFacts, false)).toBe(0);
  });

  it('never takes leave on a skipped day, nor more than a day holds', () => {
    const lengths = fc.oneof(
      fc.constant({ kind: 'bySchedule' as const }),
      fc.record({ kind: fc.constant('hoursPerDay' as const), hours: fc.integer({ min: -5, max: 30 }) }),
      fc.record({ kind: fc.constant('days' as const), days: fc.double({ min: 0, max: 2, noNaN: true }) }),
    );
    fc.assert(
      fc.property(lengths, fc.boolean(), fc.boolean(), (length, skipHoliday, skipUnscheduleDay) => {
        for (const day of leaveMinutes(length, '2026-11-23', '2026-11-29', facts, { ...RULES, skipHoliday, skipUnscheduleDay })) {
          const fact = facts.get(day.date) as LeaveDayFacts;
          if (skipHoliday) expect(fact.holiday).toBe(false);
          if (skipUnscheduleDay) expect(fact.scheduled).toBe(true);
          expect(day.minutes).toBeLessThanOrEqual(24 * 60);
        }
      }),
    );
  });
});
