import { DEFAULT_COMPLIANCE } from '@timekeep/contracts';
import fc from 'fast-check';
import { dateOf, dayOf } from './calendar-days';
import { AT_ANY_TIME, type PayCondition, type PayConditionSet } from './pay-conditions';
import type { Punch } from './punch-pairing';
import { computeTimesheet } from './timesheet';
import { punchesOn, QUARTER_HOUR_ROUNDING, timesheetInput, weekdays } from './timesheet.fixture';
import type { PayConditions, TimesheetInput } from './timesheet-types';

const when = ({ factor, ...c }: Partial<PayCondition> & Pick<PayCondition, 'id'> & { factor: number }): PayCondition => ({ name: c.id, ...AT_ANY_TIME, payType: { id: c.id, name: c.id, factor }, ...c });

const SET: PayConditionSet = {
  combine: 'highest',
  conditions: [
    when({ id: 'EVE125', days: [0, 1, 2, 3, 4], window: { from: '18:00', to: '24:00' }, publicHoliday: 'never', factor: 1.25 }),
    when({ id: 'SAT125', days: [5], publicHoliday: 'never', factor: 1.25 }),
    when({ id: 'SUN150', days: [6], publicHoliday: 'never', factor: 1.5 }),
    when({ id: 'PH225', publicHoliday: 'only', factor: 2.25 }),
    when({ id: 'CAS125', employmentTypes: ['Casual'], factor: 1.25 }),
    when({ id: 'CASSUN175', days: [6], publicHoliday: 'never', employmentTypes: ['Casual'], factor: 1.75 }),
  ],
};
const conditions = (extra: Partial<PayConditions> = {}): PayConditions => ({ set: SET, employmentTypes: [{ from: '2020-01-01', type: 'Full time' }], minimumEngagement: null, compliance: DEFAULT_COMPLIANCE, otherwiseWorkingDay: null, ...extra });
const lines = (day: ReturnType<typeof computeTimesheet>['days'][number]) => Object.fromEntries(day.payTypeTimes.map((t) => [t.payTypeId, t.value]));

// Work without a schedule, paid as punched: the clearest way to see the time cut.
const unscheduled = (extra: Parameters<typeof timesheetInput>[0] = {}) => timesheetInput({ schedule: null, ...extra, payGroup: { punchPairWitoutSchedule: true, approvedUnscheduledWork: true, ...extra.payGroup } });

describe('the timesheet under pay conditions (ADR 0074)', () => {
  it("Saturday 22:00 to Sunday 06:00: two hours at Saturday's rate, the rest at Sunday's, the break taken where it falls (after 5 hours, on Sunday)", () => {
    const sheet = computeTimesheet(unscheduled({ punches: punchesOn('2026-11-28', '22:00', '2026-11-29T06:00'), conditions: conditions() }));
    const saturday = sheet.days.find((d) => d.day === '2026-11-28');
    expect(lines(saturday as never)).toEqual({ SAT125: 2, SUN150: 5.5 });
  });

  it("the same shift for a casual: her Sunday is 175%, not the loading as well; her Saturday 125% (the loading is no higher, and the earlier row wins a tie)", () => {
    const sheet = computeTimesheet(unscheduled({ punches: punchesOn('2026-11-28', '22:00', '2026-11-29T06:00'), conditions: conditions({ employmentTypes: [{ from: '2026-01-01', type: 'Casual' }] }) }));
    expect(lines(sheet.days.find((d) => d.day === '2026-11-28') as never)).toEqual({ SAT125: 2, CASSUN175: 5.5 });
  });

  it('a rostered Monday 12:00-20:30 with its 30 minute break: 5.5 h ordinary and 2.5 h at the evening rate', () => {
    const input = timesheetInput({ schedule: null, customRules: new Map([['2026-11-23', { num: 1, isOffDay: false, isClosed: false, workSections: [{ id: 'late', startTime: '12:00', startTimeType: 'Today', endTime: '20:30', endTimeType: 'Today', breakTime: 30, allowOT: true, allowEA: false, allowLD: false }] }]]), punches: punchesOn('2026-11-23', '12:00', '20:30'), conditions: conditions() });
    expect(lines(computeTimesheet(input).days[0])).toEqual({ ORD: 5.5, EVE125: 2.5 });
  });

  it("overtime is the day's last minutes and stays overtime; the conditions pay the ordinary ones", () => {
    const sheet = computeTimesheet(unscheduled({ punches: punchesOn('2026-11-23', '10:00', '21:00'), payGroup: { overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 8 }, conditions: conditions() }));
    // 11 h less the 30 minute break at 15:00: 8 h ordinary (10:00-18:30, its last half hour in the evening window), 2.5 h overtime (18:30-21:00).
    expect(lines(sheet.days[0])).toEqual({ ORD: 7.5, EVE125: 0.5, OT15: 2.5 });
  });

  it("a casual's two-hour shift is paid three under minimum engagement; a finished one only", () => {
    const minimumEngagement = { minutes: { Casual: 180 }, payType: { id: 'MIN', name: 'Minimum engagement', factor: 1 } };
    const casual = conditions({ employmentTypes: [{ from: '2026-01-01', type: 'Casual' }], minimumEngagement });
    const sheet = computeTimesheet(unscheduled({ punches: punchesOn('2026-11-24', '09:00', '11:00'), conditions: casual }));
    expect(lines(sheet.days.find((d) => d.day === '2026-11-24') as never)).toEqual({ CAS125: 2, MIN: 1 });
    const fullTime = computeTimesheet(unscheduled({ punches: punchesOn('2026-11-24', '09:00', '11:00'), conditions: conditions({ minimumEngagement }) }));
    expect(lines(fullTime.days.find((d) => d.day === '2026-11-24') as never)).toEqual({ ORD: 2 });
  });

  it('her employment type is read as of each day: casual until Wednesday, full time from Thursday', () => {
    const types = conditions({ employmentTypes: [{ from: '2026-01-01', type: 'Casual' }, { from: '2026-11-26', type: 'Full time' }] });
    const sheet = computeTimesheet(unscheduled({ punches: [...punchesOn('2026-11-25', '09:00', '12:00'), ...punchesOn('2026-11-26', '09:00', '12:00')], conditions: types }));
    expect([lines(sheet.days[2]), lines(sheet.days[3])]).toEqual([{ CAS125: 3 }, { ORD: 3 }]);
  });

  describe('properties', () => {
    const FROM = '2026-11-23';
    const pad = (n: number) => String(n).padStart(2, '0');
    const punches = fc
      .array(fc.array(fc.integer({ min: 0, max: 24 * 3600 - 1 }), { maxLength: 4 }), { minLength: 14, maxLength: 14 })
      .map((days) => days.flatMap((times, d) => times.map((s, i): Punch => ({ id: `${d}#${i}`, local: `${dateOf(dayOf(FROM) + d)}T${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}` }))));
    const rules = fc.record({
      overtime: fc.constantFrom<Array<Partial<TimesheetInput['payGroup']>>>({ overtimeCalculationType: 'None' }, { overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 7.5 }, { overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 38 }),
      scheduled: fc.boolean(),
      rounded: fc.boolean(),
      clockOutForBreaks: fc.boolean(),
      breakType: fc.constantFrom<Array<'Hours at Work' | 'Time of Day' | 'None'>>('Hours at Work', 'Time of Day', 'None'),
      casual: fc.boolean(),
      holiday: fc.option(fc.integer({ min: 0, max: 13 }).map((d) => dateOf(dayOf(FROM) + d)), { nil: null }),
    });
    type Rules = typeof rules extends fc.Arbitrary<infer R> ? R : never;
    const inputOf = (r: Rules, list: Punch[], withConditions: boolean): TimesheetInput =>
      timesheetInput({
        from: FROM,
        to: '2026-12-06',
        punches: list,
        rounding: r.rounded ? QUARTER_HOUR_ROUNDING : [],
        holidays: r.holiday ? new Map([[r.holiday, 'Holiday']]) : new Map(),
        ...(r.scheduled ? {} : { schedule: null }),
        payGroup: { ...r.overtime, period: 'Fortnightly', punchPairWitoutSchedule: true, approvedUnscheduledWork: true, clockOutForBreaks: r.clockOutForBreaks, breakCalculationType: r.breakType, breakStartTime: '12:00' },
        ...(withConditions ? { conditions: conditions({ employmentTypes: [{ from: '2020-01-01', type: r.casual ? 'Casual' : 'Full time' }] }) } : {}),
      });
    const ORDINARY = new Set(['ORD', 'PH', ...SET.conditions.map((c) => c.payType.id)]);

    it("conditions only choose how ordinary minutes are paid: each day pays the same ordinary minutes, the same overtime, the same everything else (but their checks' exceptions)", () => {
      fc.assert(
        fc.property(rules, punches, (r, list) => {
          const plain = computeTimesheet(inputOf(r, list, false)).days;
          const under = computeTimesheet(inputOf(r, list, true)).days;
          under.forEach((day, i) => {
            const split = (d: typeof day) => {
              const ordinary = d.payTypeTimes.filter((t) => ORDINARY.has(t.payTypeId)).reduce((n, t) => n + t.amount, 0);
              const rest = d.payTypeTimes.filter((t) => !ORDINARY.has(t.payTypeId)).map((t) => `${t.payTypeId}:${t.amount}`).sort();
              return { ordinary, rest };
            };
            expect(split(day)).toEqual(split(plain[i]));
            const checked = new Set(['ShortRest', 'ConsecutiveDays', 'ShortMealBreak']);
            expect({ ...day, payTypeTimes: [], exceptions: day.exceptions.filter((e) => !checked.has(e)) }).toEqual({ ...plain[i], payTypeTimes: [] });
          });
        }),
        { numRuns: 150 },
      );
    });
  });
});

describe('a public holiday decided by the otherwise-working-day look-back (Holidays Act 2003 s 12, ADR 0074)', () => {
  // Monday 23 November a holiday; she has no roster, so only her pattern can make it a working day.
  const HOLIDAY = '2026-11-23';
  const nz = conditions({ set: { combine: 'highest', conditions: [] }, otherwiseWorkingDay: { lookBack: 6, atLeast: 4 } });
  const mondays = (count: number) => new Set(['2026-11-16', '2026-11-09', '2026-11-02', '2026-10-26', '2026-10-19', '2026-10-12'].slice(0, count));
  const holiday = (extra: Parameters<typeof timesheetInput>[0]) => {
    const input = timesheetInput({ schedule: null, holidays: new Map([[HOLIDAY, 'Test Day']]), ...extra, payGroup: { convertUnit: 8, punchPairWitoutSchedule: true, approvedUnscheduledWork: true } });
    return computeTimesheet(input).days.find((d) => d.day === HOLIDAY) as ReturnType<typeof computeTimesheet>['days'][number];
  };

  it('4 of the last 6 Mondays punched: an otherwise working day, paid as a day not worked, with its reason', () => {
    const day = holiday({ conditions: nz, punchedOn: mondays(4) });
    expect(day.otherwiseWorkingDay).toEqual({ owd: true, reason: 'Worked 4 of the last 6 Mondays.' });
    expect(lines(day)).toEqual({ PHNW: 8 });
  });

  it('3 of 6: not an otherwise working day, nothing paid, and the day says why', () => {
    const day = holiday({ conditions: nz, punchedOn: mondays(3) });
    expect(day.otherwiseWorkingDay).toEqual({ owd: false, reason: 'Worked 3 of the last 6 Mondays: fewer than 4.' });
    expect(lines(day)).toEqual({});
  });

  it('worked on it with the pattern: the holiday rate and an alternative holiday; the punches of the range count towards the look-back too', () => {
    const punches = [...punchesOn('2026-11-16', '09:00', '13:00'), ...punchesOn(HOLIDAY, '09:00', '13:00')];
    const day = holiday({ conditions: nz, punchedOn: new Set([...mondays(4)].slice(1)), punches, from: '2026-11-16' });
    expect(day.otherwiseWorkingDay?.owd).toBe(true);
    expect(lines(day)).toEqual({ PH: 4, ALT: 1 });
  });

  it('rostered to work it decides it whatever the pattern', () => {
    const day = holiday({ conditions: nz, punchedOn: mondays(0), schedule: weekdays() });
    expect(day.otherwiseWorkingDay).toEqual({ owd: true, reason: 'Rostered to work that day.' });
  });

  it('without the look-back in her conditions the schedule alone decides, and the day gives no reason', () => {
    const day = holiday({ conditions: conditions({ set: { combine: 'highest', conditions: [] } }), punchedOn: mondays(6) });
    expect(day.otherwiseWorkingDay).toBeUndefined();
    expect(lines(day)).toEqual({});
  });
});

describe('Mondayisation per employee (Holidays Act 2003 ss 44-45A, ADR 0074)', () => {
  // Boxing Day 2026 is a Saturday, observed on Monday 28 December by those for whom the Saturday is not a working day.
  const nz = conditions({ set: { combine: 'highest', conditions: [] }, otherwiseWorkingDay: { lookBack: 6, atLeast: 4 } });
  const boxing = (extra: Parameters<typeof timesheetInput>[0]) => {
    const input = timesheetInput({ from: '2026-12-21', to: '2027-01-03', holidays: new Map([['2026-12-26', 'Boxing Day']]), substitutes: new Map([['2026-12-26', '2026-12-28']]), conditions: nz, ...extra, payGroup: { convertUnit: 8, punchPairWitoutSchedule: true, approvedUnscheduledWork: true } });
    const days = computeTimesheet(input).days;
    return (date: string) => days.find((d) => d.day === date) as ReturnType<typeof computeTimesheet>['days'][number];
  };

  it('a Saturday worker keeps it on the Saturday: worked, it is the holiday; the Monday is an ordinary day', () => {
    const day = boxing({ schedule: null, punchedOn: new Set(['2026-12-19', '2026-12-12', '2026-12-05', '2026-11-28']), punches: punchesOn('2026-12-26', '09:00', '13:00') });
    expect([day('2026-12-26').holidayName, day('2026-12-26').holidayMovedFrom]).toEqual(['Boxing Day', undefined]);
    expect(lines(day('2026-12-26'))).toEqual({ PH: 4, ALT: 1 });
    expect(day('2026-12-28').holidayName).toBeNull();
  });

  it('a weekday worker has it on the Monday: not worked there, it is paid as a day not worked, and the Saturday is no holiday of hers', () => {
    const day = boxing({ schedule: weekdays() });
    expect(day('2026-12-26').holidayName).toBeNull();
    expect([day('2026-12-28').holidayName, day('2026-12-28').holidayMovedFrom]).toEqual(['Boxing Day', '2026-12-26']);
    expect(day('2026-12-28').otherwiseWorkingDay).toEqual({ owd: true, reason: 'Rostered to work that day.' });
    expect(lines(day('2026-12-28'))).toEqual({ PHNW: 8 });
  });

  it('without the look-back in her conditions the holiday stays on its date for everyone, as before', () => {
    const day = boxing({ schedule: weekdays(), conditions: conditions({ set: { combine: 'highest', conditions: [] } }) });
    expect([day('2026-12-26').holidayName, day('2026-12-28').holidayName]).toEqual(['Boxing Day', null]);
  });
});

describe("her conditions' checks of the time worked, as exceptions (ADR 0074)", () => {
  const checks = (extra: Partial<PayConditions['compliance']> = {}) =>
    conditions({ set: { combine: 'highest', conditions: [] }, compliance: { ...DEFAULT_COMPLIANCE, restBetweenShifts: { mode: 'warn', minutes: 720 }, mealBreaks: { mode: 'warn' }, ...extra } });
  // The checks' own codes: work without a schedule is Unscheduled Work as well, which is not what these are about.
  const CHECKED = new Set(['ShortRest', 'ConsecutiveDays', 'ShortMealBreak']);
  const exceptionsOf = (input: TimesheetInput) =>
    Object.fromEntries(
      computeTimesheet(input)
        .days.map((d) => [d.day, d.exceptions.filter((e) => CHECKED.has(e))] as const)
        .filter(([, codes]) => codes.length),
    );

  it('a Saturday close at 02:00 and a Sunday open at 09:00: Short Rest on the Sunday', () => {
    const punches = [...punchesOn('2026-11-28', '18:00', '2026-11-29T02:00'), ...punchesOn('2026-11-29', '09:00', '13:00')];
    expect(exceptionsOf(unscheduled({ punches, conditions: checks() }))).toEqual({ '2026-11-29': ['ShortRest'] });
    // The check off: nothing.
    expect(exceptionsOf(unscheduled({ punches, conditions: checks({ restBetweenShifts: { mode: 'off', minutes: 720 } }) }))).toEqual({});
  });

  it('4.5 hours without a break: Short Meal Break (s 69ZD); 6 hours with the 30 minutes the pay group deducts after 5: none', () => {
    expect(exceptionsOf(unscheduled({ punches: punchesOn('2026-11-24', '09:00', '13:30'), conditions: checks() }))).toEqual({ '2026-11-24': ['ShortMealBreak'] });
    expect(exceptionsOf(unscheduled({ punches: punchesOn('2026-11-24', '09:00', '15:00'), conditions: checks() }))).toEqual({});
  });

  it('the 7th day worked in a row: Consecutive Days, when 6 are the most', () => {
    const punches = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].flatMap((d) => punchesOn(d, '09:00', '12:00'));
    expect(exceptionsOf(unscheduled({ punches, conditions: checks() }))).toEqual({ '2026-11-29': ['ConsecutiveDays'] });
  });

  it('without conditions, no such exception whatever is worked', () => {
    const punches = [...punchesOn('2026-11-28', '18:00', '2026-11-29T02:00'), ...punchesOn('2026-11-29', '09:00', '13:30')];
    expect(exceptionsOf(unscheduled({ punches }))).toEqual({});
  });
});

describe('her agreement settles a weekday (ADR 0074)', () => {
  const nz = (workingDays: PayConditions['workingDays']) => conditions({ set: { combine: 'highest', conditions: [] }, otherwiseWorkingDay: { lookBack: 6, atLeast: 4 }, workingDays });
  const monday = (extra: Parameters<typeof timesheetInput>[0]) =>
    computeTimesheet(timesheetInput({ schedule: null, holidays: new Map([['2026-11-23', 'Test Day']]), ...extra, payGroup: { convertUnit: 8, punchPairWitoutSchedule: true, approvedUnscheduledWork: true } })).days.find((d) => d.day === '2026-11-23');

  it('Mondays yes: a working day whatever her pattern, paid not worked; Mondays no: not one, though rostered', () => {
    const yes = monday({ conditions: nz(['yes', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto']), punchedOn: new Set() });
    expect(yes?.otherwiseWorkingDay).toEqual({ owd: true, reason: 'A working day by her employee record.' });
    expect(lines(yes as never)).toEqual({ PHNW: 8 });
    const no = monday({ conditions: nz(['no', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto']), schedule: weekdays() });
    expect(no?.otherwiseWorkingDay).toEqual({ owd: false, reason: 'Not a working day by her employee record.' });
    expect(lines(no as never)).toEqual({});
  });
});
