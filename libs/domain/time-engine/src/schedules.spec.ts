import fc from 'fast-check';
import { dateOf, dayOf } from './calendar-days';
import { section as baseSection } from './timesheet.fixture';
import { cycleLength, ScheduleRule, ScheduleTemplate, scheduledDay, scheduledMinutes, sectionInterval, WorkSection } from './schedules';

const section = (startTime: string, endTime: string, extra: Partial<WorkSection> = {}): WorkSection => baseSection({ id: `${startTime}-${endTime}`, startTime, endTime, ...extra });
const working = (num: number, ...sections: WorkSection[]): ScheduleRule => ({ num, isOffDay: false, isClosed: false, workSections: sections });
const off = (num: number): ScheduleRule => ({ num, isOffDay: true, isClosed: false, workSections: [] });

// Monday 5 January 2026: Monday to Friday 08:00-16:30, weekends off.
const weekdays: ScheduleTemplate = {
  periodType: 'Weekly',
  periods: 1,
  days: 7,
  startDate: '2026-01-05',
  rules: [1, 2, 3, 4, 5].map((n) => working(n, section('08:00', '16:30'))).concat([off(6), off(7)]),
};

describe('schedules (docs/time-rules.md "Schedules")', () => {
  it('finds the day of the cycle from the start date', () => {
    expect(scheduledDay(weekdays, '2026-11-23')).toMatchObject({ kind: 'working', rule: { num: 1 } }); // a Monday
    expect(scheduledDay(weekdays, '2026-11-22')).toEqual({ kind: 'off' }); // a Sunday
    expect(scheduledDay(weekdays, '2026-01-04')).toEqual({ kind: 'unscheduled' }); // before the start
    expect(scheduledDay(null, '2026-11-23')).toEqual({ kind: 'unscheduled' });
  });

  it('lets an employee’s custom rule replace the template’s day, and knows closed days', () => {
    const custom = new Map([
      ['2026-11-23', working(1, section('10:00', '14:00'))],
      ['2026-11-24', { ...working(2), isClosed: true }],
    ]);
    expect(scheduledDay(weekdays, '2026-11-23', custom)).toMatchObject({ kind: 'working', rule: { workSections: [{ startTime: '10:00' }] } });
    expect(scheduledDay(weekdays, '2026-11-24', custom)).toEqual({ kind: 'closed' });
  });

  it('runs a custom cycle of periods x days: four on, four off', () => {
    const fourOnFourOff: ScheduleTemplate = { periodType: 'Custom', periods: 1, days: 8, startDate: '2026-11-01', rules: [1, 2, 3, 4].map((n) => working(n, section('06:00', '18:00'))).concat([5, 6, 7, 8].map(off)) };
    expect(cycleLength(fourOnFourOff)).toBe(8);
    const kinds = Array.from({ length: 16 }, (_, i) => scheduledDay(fourOnFourOff, dateOf(dayOf('2026-11-01') + i)).kind);
    expect(kinds.join(' ')).toBe('working working working working off off off off working working working working off off off off');
  });

  it('places Previous and NextDay sections on the neighbouring days, with their true length across DST', () => {
    const night = section('22:00', '06:00', { endTimeType: 'NextDay', breakTime: 0 });
    const zone = 'Pacific/Auckland';
    expect(scheduledMinutes(sectionInterval(night, '2026-11-23', zone))).toBe(480);
    expect(scheduledMinutes(sectionInterval(night, '2026-09-26', zone))).toBe(420);
    expect(scheduledMinutes(sectionInterval(night, '2026-04-04', zone))).toBe(540);
    const early = section('23:00', '07:00', { startTimeType: 'Previous', breakTime: 30 });
    const interval = sectionInterval(early, '2026-11-24', zone);
    expect(new Date(interval.start * 1000).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(scheduledMinutes(interval)).toBe(450);
  });

  it('repeats the cycle: a date and the same date a cycle later have the same rule', () => {
    const templates = fc.constantFrom(weekdays, { ...weekdays, periodType: 'Fortnightly' as const, rules: [...weekdays.rules, ...weekdays.rules.map((r) => ({ ...r, num: r.num + 7 }))] });
    fc.assert(
      fc.property(templates, fc.integer({ min: 0, max: 2000 }), (template, offset) => {
        const date = dateOf(dayOf(template.startDate) + offset);
        const later = dateOf(dayOf(date) + cycleLength(template));
        expect(scheduledDay(template, later)).toEqual(scheduledDay(template, date));
      }),
    );
  });
});
