import fc from 'fast-check';
import { dateOf, dayOf } from './calendar-days';
import { ClosedDays, PairingRules, pairPunches, Punch } from './punch-pairing';
import { computeTimesheet } from './timesheet';
import { closedDaysOf } from './timesheet-context';
import { section, timesheetInput } from './timesheet.fixture';
import type { ScheduleTemplate } from './schedules';
import type { PairResult, TimesheetDay, TimesheetInput } from './timesheet-types';

const NZ: PairingRules = { zone: 'Pacific/Auckland', maxShiftHours: 16, payOnFinishDay: false, rounding: [] };
const at = (id: string, local: string): Punch => ({ id, local });
const closedOn = (dates: string[], pairs: Array<[string | null, string | null]>, setAside: string[] = []): ClosedDays => ({
  dates: new Set(dates),
  pairs: pairs.map(([inId, outId]) => ({ inId, outId })),
  punchIds: new Set([...pairs.flat(), ...setAside].filter((id): id is string => !!id)),
});
const pairsOf = (day: TimesheetDay): PairResult[] => [...day.workShifts.flatMap((s) => s.punchPairs), ...day.unScheduledPairs];

describe('pairing across a closed pay period (ADR 0031 "A pair at the edge of a closed period")', () => {
  it('an in a closed day left without an out takes the first open punch as its out, on the open day', () => {
    const punches = [at('sunIn', '2026-11-22T22:00'), at('monOut', '2026-11-23T06:00'), at('monIn', '2026-11-23T14:00'), at('monOut2', '2026-11-23T18:00')];
    const { pairs } = pairPunches(punches, NZ, closedOn(['2026-11-22'], [['sunIn', null]]));
    expect(pairs.map((p) => [p.in?.id, p.out?.id, p.date, p.minutes, p.closed ?? false])).toEqual([
      ['sunIn', 'monOut', '2026-11-23', 480, false],
      ['monIn', 'monOut2', '2026-11-23', 240, false],
    ]);
  });

  it('leaves the lone in alone when the open punch is beyond the longest shift, or a closed punch comes between', () => {
    const late = pairPunches([at('sunIn', '2026-11-22T08:00'), at('monIn', '2026-11-23T08:00'), at('monOut', '2026-11-23T16:00')], NZ, closedOn(['2026-11-22'], [['sunIn', null]]));
    expect(late.pairs.map((p) => [p.in?.id, p.out?.id ?? null, p.closed ?? false])).toEqual([
      ['sunIn', null, true],
      ['monIn', 'monOut', false],
    ]);
    const between = pairPunches(
      [at('in1', '2026-11-22T08:00'), at('in2', '2026-11-22T12:00'), at('out2', '2026-11-22T16:00'), at('mon', '2026-11-23T06:00')],
      NZ,
      closedOn(['2026-11-22'], [['in1', null], ['in2', 'out2']]),
    );
    expect(between.pairs.map((p) => [p.in?.id, p.out?.id ?? null, p.closed ?? false])).toEqual([
      ['in1', null, true],
      ['in2', 'out2', true],
      ['mon', null, false],
    ]);
  });

  it('keeps the closed pairs as paid and never pairs an open punch backwards with one, whatever punches are read', () => {
    // Read from Sunday 00:00, the Saturday night's in is not there: alternation alone would pair Sunday 06:00 with 22:00, and Monday 06:00 with 15:00.
    const punches = [at('satOut', '2026-11-22T06:00'), at('sunIn', '2026-11-22T22:00'), at('sunOut', '2026-11-23T06:00'), at('monIn', '2026-11-23T15:00'), at('monOut', '2026-11-23T21:00')];
    const closed = closedOn(['2026-11-21', '2026-11-22'], [['satIn', 'satOut'], ['sunIn', 'sunOut']]);
    expect(pairPunches(punches, NZ, closed).pairs.map((p) => [p.in?.id, p.out?.id ?? null, p.closed ?? false])).toEqual([
      ['satOut', null, true],
      ['sunIn', 'sunOut', true],
      ['monIn', 'monOut', false],
    ]);
  });

  it('pays the completed night on the open day even where a closed night section would have taken it', () => {
    const night = section({ id: 'night', startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay', breakTime: 0 });
    const nights: ScheduleTemplate = { periodType: 'Weekly', periods: 1, days: 7, startDate: '2026-01-05', rules: Array.from({ length: 7 }, (_, i) => ({ num: i + 1, isOffDay: i !== 6, isClosed: false, workSections: i === 6 ? [night] : [] })) };
    const input = timesheetInput({
      schedule: nights,
      punches: [at('sunIn', '2026-11-22T22:00'), at('monOut', '2026-11-23T06:00')],
      payGroup: { breakCalculationType: 'None' },
      closed: closedOn(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'], [['sunIn', null]]),
    });
    const monday = computeTimesheet(input).days[0];
    expect(monday.day).toBe('2026-11-23');
    expect(pairsOf(monday).map((p) => [p.inPunchId, p.outPunchId, p.workMinutes])).toEqual([['sunIn', 'monOut', 480]]);
    expect(monday.payTypeTimes).toEqual([expect.objectContaining({ payTypeId: 'ORD', amount: 480 })]);
  });
});

// Two weekly pay periods: the first closed, the second open.
const FROM = '2026-11-16';
const LAST_CLOSED = '2026-11-22';
const FIRST_OPEN = '2026-11-23';
const TO = '2026-11-29';
const pad = (n: number) => String(n).padStart(2, '0');

/** Up to four punches a day at any time of day, so nights cross the boundary; each may be recorded after the close. */
const punches = fc
  .array(fc.array(fc.record({ second: fc.integer({ min: 0, max: 86_399 }), late: fc.boolean() }), { maxLength: 4 }), { minLength: 14, maxLength: 14 })
  .map((days) =>
    days.flatMap((times, d) => {
      const date = dateOf(dayOf(FROM) + d);
      return times.map(({ second, late }, i) => ({ punch: { id: `${date}#${i}`, local: `${date}T${pad(Math.floor(second / 3600))}:${pad(Math.floor(second / 60) % 60)}:${pad(second % 60)}` }, late }));
    }),
  );
// A pay group that pairs only against a schedule (pair without schedule off) leaves unscheduled
// punches unpaired: the closed days hold those as they left them too.
const rules = fc.record({
  schedule: fc.boolean(),
  pairWithoutSchedule: fc.boolean(),
  payOnFinishDay: fc.boolean(),
  overtime: fc.constantFrom<Array<Partial<TimesheetInput['payGroup']>>>({ overtimeCalculationType: 'None' }, { overtimeCalculationType: 'Weekly', periodOvertimeThreshold: 30 }),
});
type Rules = typeof rules extends fc.Arbitrary<infer R> ? R : never;
const inputOf = (r: Rules, list: Punch[], extra: Partial<TimesheetInput> = {}): TimesheetInput =>
  timesheetInput({ from: FROM, to: TO, punches: list, schedule: r.schedule ? timesheetInput().schedule : null, payGroup: { ...r.overtime, payOnFinishDay: r.payOnFinishDay && !r.schedule, punchPairWitoutSchedule: r.pairWithoutSchedule }, ...extra });
/** The frozen first week: the days as the close computed them, from the punches recorded by then. */
const closeFirstWeek = (r: Rules, recorded: Punch[]) => closedDaysOf(computeTimesheet(inputOf(r, recorded)).days.filter((d) => d.day <= LAST_CLOSED));

describe('closed pay period properties', () => {
  it('closing changes nothing by itself: the open week is the same, read with the whole context or from the day before it', () => {
    fc.assert(
      fc.property(rules, punches, (r, generated) => {
        const list = generated.map((g) => g.punch);
        const open = (days: TimesheetDay[]) => days.filter((d) => d.day >= FIRST_OPEN);
        const before = open(computeTimesheet(inputOf(r, list)).days);
        const closed = closeFirstWeek(r, list);
        expect(open(computeTimesheet(inputOf(r, list, { closed })).days)).toEqual(before);
        // As the server reads the open week alone: its punches from the day before it (timesheet-inputs.ts punchWindow).
        const window = list.filter((p) => p.local >= LAST_CLOSED);
        expect(open(computeTimesheet(inputOf(r, window, { from: FIRST_OPEN, closed })).days)).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it('punches recorded after the close: none paid twice, none lost; only a lone closed in pairs across', () => {
    fc.assert(
      fc.property(rules, punches, (r, generated) => {
        // Punches recorded after the close are on open days only (the closed-period guard refuses the others).
        const recorded = generated.filter((g) => !g.late || g.punch.local < FIRST_OPEN).map((g) => g.punch);
        const closed = closeFirstWeek(r, recorded);
        const frozenPairs = closed?.pairs ?? [];
        const loneIns = new Set(frozenPairs.filter((p) => p.inId && !p.outId).map((p) => p.inId));
        const days = computeTimesheet(inputOf(r, generated.map((g) => g.punch), { closed })).days.filter((d) => d.day >= FIRST_OPEN);
        const placed: string[] = [];
        for (const day of days) {
          for (const pair of [...pairsOf(day), ...day.unpairedPairs]) {
            for (const id of [pair.inPunchId, pair.outPunchId]) {
              if (!id || !closed?.punchIds.has(id)) continue;
              // A closed punch on an open day is only ever the in of a pair the closed run paid nothing for.
              expect(id).toBe(pair.inPunchId);
              expect(loneIns.has(id)).toBe(true);
            }
            placed.push(...[pair.inPunchId, pair.outPunchId].filter((id): id is string => !!id));
          }
          placed.push(...day.ignoredPunches.map((i) => i.punchId));
        }
        // Each punch at most once on the open days; every punch the close did not hold, on an open day or a closed one.
        expect(new Set(placed).size).toBe(placed.length);
        const open = new Set(placed);
        for (const { punch } of generated) {
          if (closed?.punchIds.has(punch.id) || open.has(punch.id)) continue;
          // Not held, not on an open day: the computation put it on a closed date (a punch the close left unpaired, read as context).
          expect(punch.local < FIRST_OPEN).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
