import fc from 'fast-check';
import { dateOf, dayOf } from './calendar-days';
import type { Punch } from './punch-pairing';
import { computeTimesheet } from './timesheet';
import { QUARTER_HOUR_ROUNDING, timesheetInput, ZONE } from './timesheet.fixture';
import type { PairResult, TimesheetInput } from './timesheet-types';
import { instantOf } from './zone-time';

// A fortnightly pay period, Monday 23 November to Sunday 6 December 2026.
const FROM = '2026-11-23';
const TO = '2026-12-06';
const MIDDLE = '2026-11-29';
const WORK_PAY_TYPES = new Set(['ORD', 'OT15', 'PH']);

const pad = (n: number) => String(n).padStart(2, '0');

/** Up to six punches a day between 05:00 and 23:00, some of them a clock's double read. */
const punches = fc
  .array(fc.array(fc.record({ second: fc.integer({ min: 5 * 3600, max: 23 * 3600 }), double: fc.boolean() }), { maxLength: 6 }), { minLength: 14, maxLength: 14 })
  .map((days) =>
    days.flatMap((times, d) => {
      const date = dateOf(dayOf(FROM) + d);
      return times.flatMap(({ second, double }, i) => {
        const at = (s: number) => `${date}T${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
        const punch: Punch = { id: `${date}#${i}`, local: at(second) };
        return double ? [punch, { id: `${date}#${i}d`, local: at(second + 2) }] : [punch];
      });
    }),
  );

const rules = fc.record({
  overtime: fc.constantFrom<Array<Partial<TimesheetInput['payGroup']>>>(
    { overtimeCalculationType: 'None' },
    { overtimeCalculationType: 'Daily', dailyOvertimeThreshold: 7.5 },
    { overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 38 },
    { overtimeCalculationType: 'Pay Period', periodOvertimeThreshold: 76 },
  ),
  clockOutForBreaks: fc.boolean(),
  minimumBreak: fc.boolean(),
  graceTimeIn: fc.integer({ min: 0, max: 10 }),
  graceTimeOut: fc.integer({ min: 0, max: 10 }),
  acceptLD: fc.boolean(),
  approvedUnscheduledWork: fc.boolean(),
  supervisorMAOT: fc.boolean(),
  punchPairWitoutSchedule: fc.boolean(),
  autoLeave: fc.boolean(),
  period: fc.constantFrom<Array<'Weekly' | 'Fortnightly'>>('Weekly', 'Fortnightly'),
  rounded: fc.boolean(),
  guaranteed: fc.constantFrom(null, 45),
  holiday: fc.option(fc.integer({ min: 0, max: 13 }).map((d) => dateOf(dayOf(FROM) + d)), { nil: null }),
  leaveDay: fc.option(fc.integer({ min: 0, max: 13 }).map((d) => dateOf(dayOf(FROM) + d)), { nil: null }),
});

type Rules = typeof rules extends fc.Arbitrary<infer R> ? R : never;

const inputOf = (r: Rules, punchList: Punch[]): TimesheetInput =>
  timesheetInput({
    from: FROM,
    to: TO,
    punches: punchList,
    rounding: r.rounded ? QUARTER_HOUR_ROUNDING : [],
    guaranteedHours: r.guaranteed,
    holidays: r.holiday ? new Map([[r.holiday, 'Holiday']]) : new Map(),
    leaves: r.leaveDay ? [{ id: 'l1', payType: { id: 'SL', name: 'Sick Leave', paidLeave: true }, from: r.leaveDay, to: r.leaveDay, length: { kind: 'hoursPerDay', hours: 3 } }] : [],
    payGroup: {
      ...r.overtime,
      period: r.period,
      clockOutForBreaks: r.clockOutForBreaks,
      minimumBreak: r.minimumBreak,
      graceTimeIn: r.graceTimeIn,
      graceTimeOut: r.graceTimeOut,
      acceptLD: r.acceptLD,
      approvedUnscheduledWork: r.approvedUnscheduledWork,
      supervisorMAOT: r.supervisorMAOT,
      punchPairWitoutSchedule: r.punchPairWitoutSchedule,
      autoLeave: r.autoLeave,
    },
  });

const allPairs = (day: ReturnType<typeof computeTimesheet>['days'][number]): PairResult[] => [...day.workShifts.flatMap((s) => s.punchPairs), ...day.unScheduledPairs];
const spanOf = (pair: PairResult) => (pair.ptimeIn && pair.ptimeOut ? (instantOf(pair.ptimeOut, ZONE) - instantOf(pair.ptimeIn, ZONE)) / 60 : 0);

describe('timesheet properties (docs/time-rules.md "What always holds")', () => {
  it('the same input gives the same output, whatever order the punches come in', () => {
    fc.assert(
      fc.property(rules, punches, fc.integer(), (r, list, seed) => {
        const shuffled = [...list].sort((a, b) => ((a.id.length * 31 + seed) % 7) - ((b.id.length * 31 + seed) % 7) || b.id.localeCompare(a.id));
        expect(computeTimesheet(inputOf(r, shuffled))).toEqual(computeTimesheet(inputOf(r, list)));
      }),
      { numRuns: 150 },
    );
  });

  it('work paid on a day never exceeds the span of its rounded pairs; everything else is under its own pay type', () => {
    fc.assert(
      fc.property(rules, punches, (r, list) => {
        for (const day of computeTimesheet(inputOf(r, list)).days) {
          const paidWork = day.payTypeTimes.filter((t) => WORK_PAY_TYPES.has(t.payTypeId) && t.unit === 'hours').reduce((n, t) => n + t.amount, 0);
          const span = allPairs(day).reduce((n, p) => n + spanOf(p), 0);
          expect(paidWork).toBeLessThanOrEqual(span);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('computing the two halves of a pay period gives the same days as the whole', () => {
    fc.assert(
      fc.property(rules, punches, (r, list) => {
        const whole = computeTimesheet(inputOf(r, list)).days;
        const first = computeTimesheet({ ...inputOf(r, list), to: MIDDLE }).days;
        const second = computeTimesheet({ ...inputOf(r, list), from: dateOf(dayOf(MIDDLE) + 1) }).days;
        expect([...first, ...second]).toEqual(whole);
      }),
      { numRuns: 150 },
    );
  });

  it('no punch is dropped: each is in a pair, set aside as a double read, or reported unpaired', () => {
    fc.assert(
      fc.property(rules, punches, (r, list) => {
        const seen = new Set<string>();
        for (const day of computeTimesheet(inputOf(r, list)).days) {
          for (const pair of allPairs(day)) for (const id of [pair.inPunchId, pair.outPunchId]) if (id) seen.add(id);
          for (const ignored of day.ignoredPunches) seen.add(ignored.punchId);
          for (const pair of day.unpairedPairs) for (const id of [pair.inPunchId, pair.outPunchId]) if (id) seen.add(id);
        }
        expect([...seen].sort()).toEqual(list.map((p) => p.id).sort());
      }),
      { numRuns: 300 },
    );
  });
});
