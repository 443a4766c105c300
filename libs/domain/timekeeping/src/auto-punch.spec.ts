import fc from 'fast-check';
import { computeTimesheet, dateOf, dayOf, instantOf, type LeaveRecord, type PairResult, type Punch, type TimesheetInput, type WorkSection } from '@timekeep/domain-time-engine';
import { section, timesheetInput, weekdays, ZONE } from '@timekeep/domain-time-engine/src/timesheet.fixture';
import { type AutoPunch, type AutoPunchFacts, autoPunchModeOf, decideAutoPunches } from './auto-punch';
import { wallTimeOf, type PunchFacts } from './punches';

// The fixture's week: Monday 23 to Sunday 29 November 2026, weekdays 08:00-16:30, in Auckland.
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const NONE: PunchFacts = { reason: null, workPlaceId: null, positionId: null, jobId: null, taskId: null };

let ids = 0;
const newId = () => `auto-${++ids}`;

function facts(extra: Omit<Partial<AutoPunchFacts>, 'input'> & { punches?: Punch[]; input?: Partial<TimesheetInput> } = {}): AutoPunchFacts {
  const { punches = [], input = {}, ...rest } = extra;
  return {
    mode: 'inAndOut',
    input: timesheetInput({ punches, ...input }),
    endingOn: MONDAY,
    hireOn: '2026-01-05',
    terminateOn: null,
    recorded: new Map(punches.map((p) => [p.id, { ...NONE, jobId: p.jobId ?? null }])),
    ...rest,
  };
}

/** A punch as the timesheet shows it: its side, pay date, time and day type. */
const shown = (p: AutoPunch) => [p.side, p.day, p.punchTime, p.dayType];

/** The facts after the punches were made: as the next run (or a second delivery) reads them. */
function withPunches(f: AutoPunchFacts, made: readonly AutoPunch[]): AutoPunchFacts {
  const punches = [...f.input.punches, ...made.map((p) => ({ id: p.id, local: wallTimeOf(p), jobId: p.jobId }))];
  return { ...f, input: { ...f.input, punches }, recorded: new Map([...f.recorded, ...made.map((p) => [p.id, p] as const)]) };
}

describe('auto punch: which switches do what', () => {
  it('punches only where the company allows it and the template asks; Out Punch Only narrows it to the out', () => {
    expect(autoPunchModeOf(false, { autoPunch: true, outPunchOnly: false })).toBeNull();
    expect(autoPunchModeOf(true, { autoPunch: false, outPunchOnly: true })).toBeNull();
    expect(autoPunchModeOf(true, null)).toBeNull();
    expect(autoPunchModeOf(true, { autoPunch: true, outPunchOnly: false })).toBe('inAndOut');
    expect(autoPunchModeOf(true, { autoPunch: true, outPunchOnly: true })).toBe('outOnly');
  });
});

describe('auto punch: worked examples', () => {
  it('Auto Punch gives a shift nobody punched its scheduled in and out, on the pay date, punched to the scheduled position and job', () => {
    const input = { schedule: weekdays([section({ departmentId: 'pos-1', jobId: 'job-1', taskId: 'task-1' } as Partial<WorkSection>)]) };
    const made = decideAutoPunches(facts({ input }), newId);
    expect(made.map(shown)).toEqual([
      ['in', MONDAY, '08:00', 'Today'],
      ['out', MONDAY, '16:30', 'Today'],
    ]);
    expect(made[0]).toMatchObject({ sectionId: 'day', positionId: 'pos-1', jobId: 'job-1', taskId: 'task-1', reason: null, workPlaceId: null });
    // The timesheet then pays the shift as scheduled: 8 hours after the half-hour break.
    const day = computeTimesheet(withPunches(facts({ input }), made).input).days.find((d) => d.day === MONDAY);
    expect(day?.workShifts[0]).toMatchObject({ hasCompletePunchPairs: true, workHours: 8, exceptions: [] });
  });

  it('Out Punch Only leaves a shift nobody came to absent, and closes an in left open at the scheduled end, punched to what the in was', () => {
    expect(decideAutoPunches(facts({ mode: 'outOnly' }), newId)).toEqual([]);
    const punches: Punch[] = [{ id: 'in', local: `${MONDAY}T08:04`, jobId: 'job-7' }];
    const made = decideAutoPunches(facts({ mode: 'outOnly', punches }), newId);
    expect(made.map(shown)).toEqual([['out', MONDAY, '16:30', 'Today']]);
    expect(made[0].jobId).toBe('job-7');
  });

  it('Auto Punch makes what the employee forgot: the out of an open in, the in before a lone out near the end', () => {
    expect(decideAutoPunches(facts({ punches: [{ id: 'in', local: `${MONDAY}T07:58` }] }), newId).map(shown)).toEqual([['out', MONDAY, '16:30', 'Today']]);
    expect(decideAutoPunches(facts({ punches: [{ id: 'out', local: `${MONDAY}T16:34` }] }), newId).map(shown)).toEqual([['in', MONDAY, '08:00', 'Today']]);
    // A shift punched whole gets nothing; nor does one whose in came after the scheduled end.
    expect(decideAutoPunches(facts({ punches: [{ id: 'a', local: `${MONDAY}T08:02` }, { id: 'b', local: `${MONDAY}T16:25` }] }), newId)).toEqual([]);
  });

  it('a night shift is punched by the run of the day it ends: its out on the next day, named from its pay date', () => {
    const input = { schedule: weekdays([section({ startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay', breakTime: 0 })]) };
    // Monday's shift ends on Tuesday; Monday's run punches Sunday's (there is none: weekends are off).
    expect(decideAutoPunches(facts({ input }), newId)).toEqual([]);
    const made = decideAutoPunches(facts({ input, endingOn: TUESDAY }), newId);
    expect(made.map(shown)).toEqual([
      ['in', MONDAY, '22:00', 'Today'],
      ['out', MONDAY, '06:00', 'NextDay'],
    ]);
    expect(made.map(wallTimeOf)).toEqual([`${MONDAY}T22:00`, `${TUESDAY}T06:00`]);
  });

  it('makes nothing on a public holiday, a day of approved leave, before the hire date, after the termination, or in a closed pay period', () => {
    const leave: LeaveRecord = { id: 'l1', payType: { id: 'AL', name: 'Annual Leave', paidLeave: true }, from: MONDAY, to: MONDAY, length: { kind: 'bySchedule' } };
    const partLeave: LeaveRecord = { ...leave, id: 'l2', length: { kind: 'hoursPerDay', hours: 2 } };
    const closed = { dates: new Set([MONDAY]), punchIds: new Set<string>(), pairs: [] };
    for (const f of [
      facts({ input: { holidays: new Map([[MONDAY, 'Show Day']]) } }),
      facts({ input: { leaves: [leave] } }),
      facts({ input: { leaves: [partLeave] } }),
      facts({ hireOn: TUESDAY }),
      facts({ terminateOn: '2026-11-22' }),
      facts({ input: { closed } }),
    ]) {
      expect(decideAutoPunches(f, newId)).toEqual([]);
    }
    // The pay group's auto leave only pays an absence: the auto punch is what ends the absence.
    expect(decideAutoPunches(facts({ input: { payGroup: { ...timesheetInput().payGroup, autoLeave: true } } }), newId)).toHaveLength(2);
    // A night shift paid on an open Sunday whose out falls on a closed Monday is not punched either.
    const nights = weekdays([section({ startTime: '22:00', endTime: '06:00', endTimeType: 'NextDay', breakTime: 0 })]);
    const everyDay = { ...nights, rules: nights.rules.map((r) => ({ ...r, isOffDay: false, workSections: nights.rules[0].workSections })) };
    expect(decideAutoPunches(facts({ input: { schedule: everyDay, closed } }), newId)).toEqual([]);
    expect(decideAutoPunches(facts({ input: { schedule: everyDay } }), newId)).toHaveLength(2);
  });

  it('never at a minute the employee punched, and never re-pairing their own punches: such a shift is left to a person', () => {
    // A stray punch at 05:00 would take the 08:00 in as its out, and leave the 16:30 out alone.
    expect(decideAutoPunches(facts({ punches: [{ id: 'stray', local: `${MONDAY}T05:00` }] }), newId)).toEqual([]);
    // Two back-to-back sections: the first's out is at the minute the second's in would be, so the second is left.
    const split = { schedule: weekdays([section({ id: 'am', startTime: '08:00', endTime: '12:00', breakTime: 0 }), section({ id: 'pm', startTime: '12:00', endTime: '16:00', breakTime: 0 })]) };
    const made = decideAutoPunches(facts({ input: split }), newId);
    expect(made.map((p) => [p.sectionId, p.side, p.punchTime])).toEqual([
      ['am', 'in', '08:00'],
      ['am', 'out', '12:00'],
    ]);
    expect(decideAutoPunches(withPunches(facts({ input: split }), made), newId)).toEqual([]);
  });

  it('a second run over the same day makes nothing more', () => {
    for (const f of [facts(), facts({ mode: 'outOnly', punches: [{ id: 'in', local: `${MONDAY}T08:10` }] }), facts({ punches: [{ id: 'out', local: `${MONDAY}T16:40` }] })]) {
      const made = decideAutoPunches(f, newId);
      expect(made.length).toBeGreaterThan(0);
      expect(decideAutoPunches(withPunches(f, made), newId)).toEqual([]);
    }
  });
});

// --- Properties, over a week of random punches, schedules, closed days, leave and holidays. ---

const WEEK = Array.from({ length: 7 }, (_, i) => dateOf(dayOf(MONDAY) + i));
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const SCHEDULES: Record<string, WorkSection[]> = {
  day: [section()],
  split: [section({ id: 'am', startTime: '07:00', endTime: '11:00', breakTime: 0 }), section({ id: 'pm', startTime: '11:00', endTime: '15:30', breakTime: 0 })],
  night: [section({ id: 'night', startTime: '21:00', endTime: '05:30', endTimeType: 'NextDay', breakTime: 30 })],
  early: [section({ id: 'early', startTime: '23:00', startTimeType: 'Previous', endTime: '07:00', breakTime: 0 })],
};

const world = fc.record({
  mode: fc.constantFrom<Array<'inAndOut' | 'outOnly'>>('inAndOut', 'outOnly'),
  schedule: fc.constantFrom(...Object.keys(SCHEDULES)),
  everyDay: fc.boolean(),
  // Punches as minutes of the week (with some near the scheduled times, where they matter most).
  punches: fc.array(fc.oneof(fc.integer({ min: 0, max: 7 * 1440 - 1 }), fc.tuple(fc.integer({ min: 0, max: 6 }), fc.constantFrom(420, 480, 510, 660, 930, 990, 1020, 1260, 1380), fc.integer({ min: -20, max: 20 })).map(([d, m, e]) => d * 1440 + m + e)), { maxLength: 14 }),
  closed: fc.subarray(WEEK, { maxLength: 3 }),
  holiday: fc.option(fc.constantFrom(...WEEK), { nil: null }),
  leave: fc.option(fc.record({ date: fc.constantFrom(...WEEK), hours: fc.constantFrom(null, 3) }), { nil: null }),
  hireOn: fc.constantFrom('2026-01-05', '2026-11-25'),
  terminateOn: fc.constantFrom(null, '2026-11-27'),
  maxShift: fc.constantFrom(null, 12),
  shiftThreshold: fc.constantFrom(30, 90),
});

type World = typeof world extends fc.Arbitrary<infer W> ? W : never;

function factsOf(w: World): AutoPunchFacts {
  const template = weekdays(SCHEDULES[w.schedule]);
  const schedule = w.everyDay ? { ...template, rules: template.rules.map((r) => ({ ...r, isOffDay: false, workSections: SCHEDULES[w.schedule] })) } : template;
  const closed = new Set(w.closed);
  // A closed day holds no punches here: what a close froze is the engine's own business (ADR 0031).
  const punches: Punch[] = [...new Set(w.punches)]
    .map((m) => ({ id: `p${m}`, local: `${WEEK[Math.floor(m / 1440)]}T${hhmm(m % 1440)}` }))
    .filter((p) => !closed.has(p.local.slice(0, 10)));
  const leaves: LeaveRecord[] = w.leave ? [{ id: 'l1', payType: { id: 'SL', name: 'Sick Leave', paidLeave: true }, from: w.leave.date, to: w.leave.date, length: w.leave.hours ? { kind: 'hoursPerDay', hours: w.leave.hours } : { kind: 'bySchedule' } }] : [];
  const input = timesheetInput({
    from: WEEK[0],
    to: WEEK[6],
    schedule,
    punches,
    leaves,
    holidays: w.holiday ? new Map([[w.holiday, 'Holiday']]) : new Map(),
    closed: { dates: closed, punchIds: new Set(), pairs: [] },
    payGroup: { punchPairCompletionTime: w.maxShift, shiftThreshold: w.shiftThreshold },
  });
  return { mode: w.mode, input, endingOn: WEEK[0], hireOn: w.hireOn, terminateOn: w.terminateOn, recorded: new Map(punches.map((p) => [p.id, NONE])) };
}

/** Every pair of the week and the Sunday before it (whose night shift ends on the Monday). */
const pairsOf = (input: TimesheetInput): Array<Pick<PairResult, 'inPunchId' | 'outPunchId'>> =>
  computeTimesheet({ ...input, from: dateOf(dayOf(WEEK[0]) - 1) }).days.flatMap((d) => [...d.workShifts.flatMap((s) => s.punchPairs), ...d.unScheduledPairs]).map((p) => ({ inPunchId: p.inPunchId, outPunchId: p.outPunchId }));

describe('auto punch: what always holds', () => {
  it('day by day through a week: never a duplicate, never in a closed period or on a day it may not punch, never re-pairing a punch, and a second run makes nothing', () => {
    fc.assert(
      fc.property(world, (w) => {
        let f = factsOf(w);
        for (const endingOn of WEEK) {
          f = { ...f, endingOn };
          const made = decideAutoPunches(f, newId);
          const existing = f.input.punches.map((p) => instantOf(p.local, ZONE));
          const instants = made.map((p) => instantOf(wallTimeOf(p), ZONE));
          // Never within a minute of a punch the employee has, nor of another one made.
          for (const [i, at] of instants.entries()) {
            expect(existing.every((e) => Math.abs(e - at) >= 60)).toBe(true);
            expect(instants.every((o, j) => j === i || Math.abs(o - at) >= 60)).toBe(true);
          }
          for (const p of made) {
            const wallDate = wallTimeOf(p).slice(0, 10);
            expect(w.closed.includes(p.day) || w.closed.includes(wallDate)).toBe(false);
            expect(p.day === w.holiday || p.day === w.leave?.date || p.day < w.hireOn || (w.terminateOn !== null && p.day > w.terminateOn)).toBe(false);
            // The run of the day a shift ends punches it: an out made falls on that day.
            if (p.side === 'out') expect(wallDate).toBe(endingOn);
          }
          const next = withPunches(f, made);
          // The employee's own pairs stay as they were, but for the ones an auto punch completed.
          const completed = new Set(made.map((p) => p.id));
          const after = pairsOf(next.input);
          for (const pair of pairsOf(f.input)) {
            if (pair.inPunchId === null || pair.outPunchId === null) continue;
            expect(after).toContainEqual(pair);
          }
          expect(after.filter((p) => (p.inPunchId && completed.has(p.inPunchId)) || (p.outPunchId && completed.has(p.outPunchId))).length).toBe(new Set(made.map((p) => `${p.day}|${p.sectionId}`)).size);
          // Idempotent: the same run again (a second delivery, a second worker) makes nothing more.
          expect(decideAutoPunches(next, newId)).toEqual([]);
          f = next;
        }
      }),
      { numRuns: 60 },
    );
  });
});
