import { DEFAULT_COMPLIANCE } from '@timekeep/contracts';
import { AT_ANY_TIME, computeTimesheet, dateOf, dayOf, instantOf, PayCondition, PayConditions, Punch, TimesheetInput } from '@timekeep/domain-time-engine';
import { QUARTER_HOUR_ROUNDING, timesheetInput, ZONE } from '@timekeep/domain-time-engine/src/timesheet.fixture';

/**
 * The time engine over EMPLOYEES employee-fortnights (issue 5: at least 100,000 employee-days a
 * second on one core), beside a baseline that only sorts each employee's punches and adds up the
 * minutes between ins and outs: the least any timesheet must do with the same punches.
 */
const FROM = '2026-11-23';
const DAYS = 14;

/** A repeatable pseudo-random source, so every run computes the same company. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const at = (date: string, minute: number) => `${date}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** About four punches a working day: in near 08:00, out and back for lunch, out near 16:30; now and then a late night or a forgotten punch. */
export function companyFortnights(employees: number): TimesheetInput[] {
  const next = random(20261123);
  const inputs: TimesheetInput[] = [];
  for (let e = 0; e < employees; e++) {
    const punches: Punch[] = [];
    for (let d = 0; d < DAYS; d++) {
      if (d % 7 >= 5) continue;
      const date = dateOf(dayOf(FROM) + d);
      const start = 470 + Math.floor(next() * 25);
      const lunch = 720 + Math.floor(next() * 30);
      const end = 985 + Math.floor(next() * (next() < 0.1 ? 180 : 20));
      const times = [start, lunch, lunch + 25 + Math.floor(next() * 15), end].filter(() => next() > 0.01);
      times.forEach((minute, i) => punches.push({ id: `${e}-${d}-${i}`, local: at(date, minute) }));
    }
    inputs.push(
      timesheetInput({
        employeeId: `e${e}`,
        from: FROM,
        to: dateOf(dayOf(FROM) + DAYS - 1),
        punches,
        rounding: e % 2 ? QUARTER_HOUR_ROUNDING : [],
        payGroup: { period: 'Fortnightly', clockOutForBreaks: true, overtimeCalculationType: e % 3 ? 'Weekly' : 'Daily', periodOvertimeThreshold: 40, dailyOvertimeThreshold: 8 },
        holidays: new Map([['2026-12-01', 'Bench Day']]),
      }),
    );
  }
  return inputs;
}

/** The baseline: sort, pair alternately, add up the minutes. */
function naiveMinutes(input: TimesheetInput): number {
  const times = input.punches.map((p) => instantOf(p.local, ZONE)).sort((a, b) => a - b);
  let minutes = 0;
  for (let i = 0; i + 1 < times.length; i += 2) minutes += (times[i + 1] - times[i]) / 60;
  return minutes;
}

export function benchTimeEngine(employees: number, rounds: number): { ours: number; baseline: number; days: number } {
  const inputs = companyFortnights(employees);
  const days = employees * DAYS;
  const rate = (work: (input: TimesheetInput) => unknown) => {
    const started = process.hrtime.bigint();
    for (const input of inputs) work(input);
    return days / (Number(process.hrtime.bigint() - started) / 1e9);
  };
  rate(computeTimesheet);
  rate(naiveMinutes);
  const ours: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < rounds; i++) {
    ours.push(rate(computeTimesheet));
    baseline.push(rate(naiveMinutes));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { ours: median(ours), baseline: median(baseline), days };
}

const condition = (id: string, factor: number, when: Partial<PayCondition>): PayCondition => ({ id, name: id, ...AT_ANY_TIME, payType: { id, name: id, factor }, ...when });

/** A retail-award-style set (evenings, weekends, holidays, casual figures, a long-day rate, minimum engagement): issue 32's "full condition set". */
export const BENCH_CONDITIONS: PayConditions = {
  set: {
    combine: 'highest',
    conditions: [
      condition('EVE125', 1.25, { days: [0, 1, 2, 3, 4], window: { from: '18:00', to: '24:00' }, publicHoliday: 'never', employmentTypes: ['Full time', 'Part time'] }),
      condition('SAT125', 1.25, { days: [5], publicHoliday: 'never', employmentTypes: ['Full time', 'Part time'] }),
      condition('SUN150', 1.5, { days: [6], publicHoliday: 'never', employmentTypes: ['Full time', 'Part time'] }),
      condition('PH225', 2.25, { publicHoliday: 'only', employmentTypes: ['Full time', 'Part time'] }),
      condition('CAS125', 1.25, { employmentTypes: ['Casual'] }),
      condition('CASEVE150', 1.5, { days: [0, 1, 2, 3, 4], window: { from: '18:00', to: '24:00' }, publicHoliday: 'never', employmentTypes: ['Casual'] }),
      condition('CASSAT150', 1.5, { days: [5], publicHoliday: 'never', employmentTypes: ['Casual'] }),
      condition('CASSUN175', 1.75, { days: [6], publicHoliday: 'never', employmentTypes: ['Casual'] }),
      condition('CASPH250', 2.5, { publicHoliday: 'only', employmentTypes: ['Casual'] }),
      condition('LONG150', 1.5, { dailyMinutesOver: 10 * 60 }),
      condition('DAY7', 2, { consecutiveDaysOver: 6 }),
    ],
  },
  employmentTypes: [{ from: '2020-01-01', type: 'Full time' }],
  minimumEngagement: { minutes: { Casual: 180, 'Part time': 180 }, payType: { id: 'MIN', name: 'Minimum engagement', factor: 1 } },
  compliance: DEFAULT_COMPLIANCE,
  otherwiseWorkingDay: null,
};

/** The engine with BENCH_CONDITIONS on the same fortnights (every third employee casual), beside the engine without: goal no worse than 2x. */
export function benchConditions(employees: number, rounds: number): { withConditions: number; without: number } {
  const plain = companyFortnights(employees);
  const conditioned = plain.map((input, i) => ({ ...input, conditions: { ...BENCH_CONDITIONS, employmentTypes: [{ from: '2020-01-01', type: i % 3 ? ('Full time' as const) : ('Casual' as const) }] } }));
  const days = employees * DAYS;
  const rate = (inputs: TimesheetInput[]) => {
    const started = process.hrtime.bigint();
    for (const input of inputs) computeTimesheet(input);
    return days / (Number(process.hrtime.bigint() - started) / 1e9);
  };
  rate(plain);
  rate(conditioned);
  const [a, b]: number[][] = [[], []];
  for (let i = 0; i < rounds; i++) {
    a.push(rate(conditioned));
    b.push(rate(plain));
  }
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return { withConditions: median(a), without: median(b) };
}
