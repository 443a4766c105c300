import { JobKind, JobStatus, Role, TimesheetDto } from '@timekeep/contracts';
import { computeTimesheet, dateOf, dayOf, TimesheetInput } from '@timekeep/domain-time-engine';
import { decideRecordPunches, NewPunch, timesheetFold, timesheetStreamId } from '@timekeep/domain-timekeeping';
import { SCHEMA } from '@timekeep/server-composition';
import { appendDefaultPayTypes } from '@timekeep/server-pay-rules';
import { EmployeeEntity } from '@timekeep/server-people';
import { JobsService, migrateDatabaseAt, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { databaseUrl, dropDatabase, openCustomer, signInAs, startTestStack, systemContext, TestStack, withAdmin } from '@timekeep/server-testing';
import { CompanyFacts, employeeDaysAndPunches, lockCompanyShared, lockEmployee, storedDays, TimesheetDayEntity, timesheetInputOf } from '@timekeep/server-timekeeping';
import { randomUUID } from 'node:crypto';
import { elapsedMs, type Latency, latencyOf } from './harness';
import { In } from 'typeorm';
import { LARGE_ADMIN, LARGE_COMPANY_ID, seedLargeCompany } from '../seed/large-company';

/**
 * The timekeeping context end to end: an edit to one employee's fortnight over HTTP (save a punch,
 * read the fortnight back), and a company's recalculation through the worker's job, each beside
 * the time engine alone computing the same fortnights from the same stored inputs.
 */

/** A fortnight that has ended (so its days no longer change with time): two weekly pay periods, Monday to Sunday. */
export const FROM = '2026-11-02';
export const TO = '2026-11-15';
export const DAYS = dayOf(TO) - dayOf(FROM) + 1;

export type { Latency };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The stack the integration tests boot (startTestStack: the real api on a port, optionally the
 * real worker), on a bench database of its own: a migrated template it clones, dropped after;
 * `env` over the test stack's (its short job timings included).
 */
export async function benchStack(worker: boolean, env?: Record<string, string>): Promise<TestStack> {
  const run = `bench_${Date.now().toString(36)}`;
  const template = `tk_tpl_${run}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${template}"`));
  try {
    await migrateDatabaseAt(databaseUrl(template), SCHEMA);
    process.env.TK_TEST_TEMPLATE_DB = template;
    process.env.TK_TEST_RUN = run;
    const stack = await startTestStack({ worker, env });
    return {
      ...stack,
      async close() {
        try {
          await stack.close();
        } finally {
          await dropDatabase(template);
        }
      },
    };
  } catch (error) {
    await dropDatabase(template);
    throw error;
  }
}

/** A repeatable pseudo-random source, so every run punches the same minutes. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** Four punches each working day of the fortnight: in near 08:00, out and back for lunch, out near 16:30. */
export function fortnightPunches(next: () => number): Array<{ day: string; times: [string, string, string, string] }> {
  const days: Array<{ day: string; times: [string, string, string, string] }> = [];
  for (let d = 0; d < DAYS; d++) {
    if (d % 7 >= 5) continue;
    const start = 470 + Math.floor(next() * 20);
    const lunch = 720 + Math.floor(next() * 30);
    const back = lunch + 25 + Math.floor(next() * 10);
    const end = 985 + Math.floor(next() * 30);
    days.push({ day: dateOf(dayOf(FROM) + d), times: [hhmm(start), hhmm(lunch), hhmm(back), hhmm(end)] });
  }
  return days;
}

const SECTION = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
const TEMPLATE = { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [SECTION] })) };

/** The engine's inputs for employees over FROM..TO, read as a recalculation reads them (company facts once, own days and punches in two queries). */
async function storedInputs(tx: OrmTx, companyId: string, employeeIds: readonly string[], now: number): Promise<TimesheetInput[]> {
  const facts = await CompanyFacts.load(tx, companyId);
  const employees = await tx.manager.findBy(EmployeeEntity, { id: In([...employeeIds]), companyId });
  const { customDays, punches } = await employeeDaysAndPunches(tx, employeeIds, dateOf(dayOf(FROM) - 31), dateOf(dayOf(TO) + 31));
  return employees.map((e) => timesheetInputOf(facts, e, FROM, TO, { customDays: customDays.get(e.id) ?? new Map(), punches: punches.get(e.id) ?? [] }, now));
}

// ---------------------------------------------------------------------------------------------
// 1. An edit to a timesheet
// ---------------------------------------------------------------------------------------------

export interface EditResult {
  total: Latency;
  save: Latency;
  read: Latency;
  engine: Latency;
  punches: number;
}

/**
 * One employee with a fortnight of punches (entered over HTTP as a clerk would, in/out pairs),
 * then `times` edits: move one punch a minute (back and forth) with POST /api/punches/save and read
 * the fortnight with GET /api/timesheet/getPunchRecords. Beside it, computeTimesheet alone over the
 * same stored inputs.
 */
export async function benchTimesheetEdit(times: number, warmUp = 10): Promise<EditResult> {
  const stack = await benchStack(false);
  try {
    const { companyId, admin } = await openCustomer(stack, { name: 'Rimu Ltd', code: 'RIMU', adminEmail: 'admin@rimu.example.com' });
    const post = async <T = { message: string; id?: string; departmentVo?: { id: string } }>(path: string, body: Record<string, unknown>) => {
      const reply = await stack.call<T & { message?: string }>('POST', path, { token: admin, body });
      if (reply.status !== 200 || (reply.body.message !== undefined && reply.body.message !== 'success')) throw new Error(`${path} answered ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body;
    };
    const department = (await post('/department/save', { departmentName: 'North' })).departmentVo?.id as string;
    const payGroup = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id as string;
    const schedule = (await post('/schedule/save', TEMPLATE)).id as string;
    const employeeId = (await post('/employee/save-without-photo', { firstName: 'Mere', lastName: 'Walker', departmentId: department, paygroupId: payGroup, hireOnDateValue: '2026-01-05', payId: 'P-1', clockId: '', scheduleId: schedule })).id as string;
    for (const { day, times: [a, b, c, d] } of fortnightPunches(random(20261102))) {
      await post('/timesheet/saveSinglePunch', { employeeId, day, inTime: a, outTime: b });
      await post('/timesheet/saveSinglePunch', { employeeId, day, inTime: c, outTime: d });
    }
    const sheetPath = `/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=${FROM}&endT=${TO}`;
    const read = async () => {
      const reply = await stack.call<TimesheetDto>('GET', sheetPath, { token: admin });
      if (reply.status !== 200 || reply.body.timeSheets.length !== DAYS) throw new Error(`getPunchRecords answered ${reply.status}`);
      return reply.body;
    };
    const first = (await read()).timeSheets[0].punches[0];
    const minute = Number(first.punchTime.slice(0, 2)) * 60 + Number(first.punchTime.slice(3));
    const punchCount = (await read()).timeSheets.reduce((n, d) => n + d.punches.length, 0);

    const save: number[] = [];
    const readTaken: number[] = [];
    for (let i = 0; i < warmUp + times; i++) {
      // The first punch of the fortnight, a minute later and back again: each save changes the timesheet.
      const started = process.hrtime.bigint();
      await post('/api/punches/save', { id: first.id, employeeId, day: FROM, punchTime: hhmm(minute + ((i + 1) % 2)) });
      const saved = process.hrtime.bigint();
      await read();
      if (i >= warmUp) {
        save.push(Number(saved - started) / 1e6);
        readTaken.push(elapsedMs(saved));
      }
    }

    // The engine alone, on the inputs as stored now (the same punches the last read computed from).
    const streams = stack.api.get(Streams);
    const [input] = await streams.transaction((tx) => storedInputs(tx, companyId, [employeeId], Math.floor(Date.now() / 1000)));
    const engineTaken: number[] = [];
    for (let i = 0; i < warmUp + times; i++) {
      const started = process.hrtime.bigint();
      computeTimesheet(input);
      if (i >= warmUp) engineTaken.push(elapsedMs(started));
    }
    return {
      total: latencyOf('save + read (HTTP)', save.map((s, i) => s + readTaken[i])),
      save: latencyOf('POST /api/punches/save', save),
      read: latencyOf('GET /api/timesheet/getPunchRecords (14 days)', readTaken),
      engine: latencyOf('computeTimesheet alone (same inputs)', engineTaken),
      punches: punchCount,
    };
  } finally {
    await stack.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 2. A company's recalculation
// ---------------------------------------------------------------------------------------------

export interface RecalcRun {
  /** Enqueue to the run's completed status, as a client polling it would see. */
  seconds: number;
  /** The worker's own started_at..finished_at. */
  workerSeconds: number;
  days: number;
}

export interface RecalcResult {
  employees: number;
  punches: number;
  seedSeconds: { employees: number; punches: number; settle: number };
  runs: RecalcRun[];
  /** computeTimesheet over every input, loaded once: seconds, medians over the rounds. */
  engineSeconds: number;
  /** Building the inputs (timesheetInputOf) from the loaded rows, once. */
  inputSeconds: number;
  /** Where a batch's time goes, summed over all batches (seconds). */
  profile: Array<[string, number]>;
}

/** Every async processor has read every event: the worker is idle before the clock starts. */
export async function processorsSettled(stack: TestStack, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await stack.db.pool.query<{ behind: number }>(
      `SELECT count(*)::int AS behind FROM processor_checkpoints WHERE global_position < (SELECT coalesce(max(global_position), 0) FROM events)`,
    );
    if (rows[0].behind === 0) return;
    if (Date.now() > deadline) throw new Error('The worker\'s processors did not catch up with the seeded events.');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A company seeded by seedRecalcCompany, recalculated `runs` times by the worker's job, beside the engine alone. */
export async function benchTimesheetRecalc(size: number, runs: number, rounds: number, progress: (line: string) => void): Promise<RecalcResult> {
  const stack = await benchStack(true);
  try {
    const streams = stack.api.get(Streams);
    const seeded = await seedRecalcCompany(stack, size, progress);
    const { ids } = seeded;

    // The job path: a run recorded and queued as the API does (JobsService.enqueue), done by the worker's BullMQ handler.
    const jobs = stack.api.get(JobsService);
    const principal: Principal = { kind: 'user', id: randomUUID(), companyId: LARGE_COMPANY_ID, roles: [Role.Admin] };
    const results: RecalcRun[] = [];
    for (let r = 0; r < runs; r++) {
      progress(`recalculation ${r + 1} of ${runs}`);
      const clock = process.hrtime.bigint();
      const { id } = await jobs.enqueue(principal, JobKind.RecalculateTimesheets, { employeeIds: ids, from: FROM, to: TO, reason: 'bench' });
      for (;;) {
        const { rows } = await stack.db.pool.query('SELECT status, error, result, extract(epoch FROM finished_at - started_at)::float AS worker FROM job_run WHERE id = $1', [id]);
        const run = rows[0];
        if (run.status === JobStatus.Completed) {
          results.push({ seconds: elapsedMs(clock) / 1000, workerSeconds: run.worker, days: run.result?.days ?? 0 });
          break;
        }
        if (run.status === JobStatus.Failed) throw new Error(`The recalculation failed: ${run.error}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    progress('the engine alone');
    const { engineSeconds, inputSeconds } = await engineAlone(streams, ids, rounds);

    progress('profiling a recalculation, step by step');
    const profile = await profileRecalculation(streams, ids, new Date());
    return { employees: ids.length, punches: seeded.punches, seedSeconds: seeded.seedSeconds, runs: results, engineSeconds, inputSeconds, profile };
  } finally {
    await stack.close();
  }
}

/**
 * `size` employees (seedLargeCompany: real commands), the company's default pay types, a weekly
 * schedule template assigned to all (POST /schedule/save), and a fortnight of clock punches each
 * appended to each employee's timesheet stream through Streams (the inline punch projection
 * runs; no timesheet is computed); then waits until the worker's processors are idle.
 */
export async function seedRecalcCompany(
  stack: TestStack,
  size: number,
  progress: (line: string) => void,
): Promise<{ ids: string[]; admin: string; punches: number; seedSeconds: { employees: number; punches: number; settle: number } }> {
  const streams = stack.api.get(Streams);
  let started = Date.now();
  await seedLargeCompany(stack.api, size, (done) => progress(`seeding: ${done} of ${size} employees`));
  await streams.transaction((tx) => appendDefaultPayTypes(streams, tx, systemContext(LARGE_COMPANY_ID), LARGE_COMPANY_ID));
  const admin = await signInAs(stack, LARGE_ADMIN.email, LARGE_ADMIN.password);
  const ids = (await stack.db.pool.query<{ id: string }>('SELECT id FROM employee WHERE company_id = $1 ORDER BY id', [LARGE_COMPANY_ID])).rows.map((r) => r.id);
  const template = await stack.call<{ message: string }>('POST', '/schedule/save', { token: admin, body: { ...TEMPLATE, employeeIds: ids } });
  if (template.body.message !== 'success') throw new Error(`/schedule/save answered ${JSON.stringify(template.body)}`);
  const employeesSeconds = (Date.now() - started) / 1000;

  started = Date.now();
  const next = random(20261102);
  let punches = 0;
  for (let b = 0; b < ids.length; b += 100) {
    await streams.transaction(async (tx) => {
      for (const employeeId of ids.slice(b, b + 100)) {
        const fresh: NewPunch[] = fortnightPunches(next).flatMap(({ day, times }) =>
          times
            .filter(() => next() > 0.01)
            .map((t) => ({ id: randomUUID(), day, punchTime: t, dayType: 'Today' as const, reason: null, workPlaceId: null, positionId: null, jobId: null, taskId: null, entry: 'Clock' as const })),
        );
        punches += fresh.length;
        await streams.append(tx, systemContext(LARGE_COMPANY_ID), { id: timesheetStreamId(employeeId), type: 'timesheet', expected: 'no_stream' }, decideRecordPunches(timesheetFold.initial, employeeId, fresh, { refuseSameMinute: false }));
      }
    });
    progress(`punches: ${Math.min(b + 100, ids.length)} of ${ids.length} employees`);
  }
  const punchSeconds = (Date.now() - started) / 1000;
  started = Date.now();
  progress('waiting for the worker\'s processors to read the seeded events');
  await processorsSettled(stack);
  return { ids, admin, punches, seedSeconds: { employees: employeesSeconds, punches: punchSeconds, settle: (Date.now() - started) / 1000 } };
}

/** The engine alone on the employees' fortnight: the inputs loaded and built once, then computeTimesheet over all of them, `rounds` times (median). */
export async function engineAlone(streams: Streams, ids: readonly string[], rounds: number): Promise<{ engineSeconds: number; inputSeconds: number }> {
  const now = Math.floor(Date.now() / 1000);
  let inputs: TimesheetInput[] = [];
  let inputSeconds = 0;
  await streams.transaction(async (tx) => {
    const facts = await CompanyFacts.load(tx, LARGE_COMPANY_ID);
    const employees = await tx.manager.findBy(EmployeeEntity, { companyId: LARGE_COMPANY_ID });
    const own = await employeeDaysAndPunches(tx, ids, dateOf(dayOf(FROM) - 31), dateOf(dayOf(TO) + 31));
    const clock = process.hrtime.bigint();
    inputs = employees.map((e) => timesheetInputOf(facts, e, FROM, TO, { customDays: own.customDays.get(e.id) ?? new Map(), punches: own.punches.get(e.id) ?? [] }, now));
    inputSeconds = elapsedMs(clock) / 1000;
  });
  const engine: number[] = [];
  for (let r = 0; r < rounds + 1; r++) {
    const clock = process.hrtime.bigint();
    for (const input of inputs) computeTimesheet(input);
    if (r > 0) engine.push(elapsedMs(clock) / 1000);
  }
  return { engineSeconds: median(engine), inputSeconds };
}

const RAW_UPSERT = `INSERT INTO timesheet_day (employee_id, date, company_id, type, data, stale, valid_until, computed_at)
  SELECT * FROM unnest($1::uuid[], $2::date[], $3::uuid[], $4::text[], $5::jsonb[], $6::boolean[], $7::timestamptz[], $8::timestamptz[])
  ON CONFLICT (employee_id, date) DO UPDATE SET company_id = excluded.company_id, type = excluded.type, data = excluded.data, stale = excluded.stale,
    valid_until = excluded.valid_until, computed_at = excluded.computed_at`;

/**
 * RecalculateTimesheetsJob's batches (50 employees a transaction) repeated step by step, in this
 * process, each step timed: what recalculateBatch and TimesheetCalculator.recomputeMany/store do,
 * in the same order, with the same calls. The days are stored as the job stores them.
 */
async function profileRecalculation(streams: Streams, ids: readonly string[], now: Date): Promise<Array<[string, number]>> {
  const steps = new Map<string, number>();
  const time = async <T>(step: string, work: () => Promise<T> | T): Promise<T> => {
    const clock = process.hrtime.bigint();
    try {
      return await work();
    } finally {
      steps.set(step, (steps.get(step) ?? 0) + elapsedMs(clock) / 1000);
    }
  };
  const BATCH = 50;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const total = process.hrtime.bigint();
  let raw = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = [...ids.slice(i, i + BATCH)].sort();
    const clock = process.hrtime.bigint();
    let inside = 0n;
    let rawBatch = 0n;
    await streams.transaction(async (tx) => {
      const began = process.hrtime.bigint();
      await time('locks (company shared, 50 employees)', async () => {
        await lockCompanyShared(tx, LARGE_COMPANY_ID);
        for (const id of batch) await lockEmployee(tx, id);
      });
      const facts = await time('CompanyFacts.load', () => CompanyFacts.load(tx, LARGE_COMPANY_ID));
      const employees = await time('employees (findBy)', () => tx.manager.findBy(EmployeeEntity, { id: In(batch), companyId: LARGE_COMPANY_ID }));
      const own = await time('own days and punches (employeeDaysAndPunches)', () => employeeDaysAndPunches(tx, batch, dateOf(dayOf(FROM) - 31), dateOf(dayOf(TO) + 31)));
      const rows: Array<Omit<TimesheetDayEntity, 'data' | 'frozenBy'> & { data: unknown }> = [];
      for (const employee of employees) {
        const punches = own.punches.get(employee.id) ?? [];
        const input = await time('timesheetInputOf', () => timesheetInputOf(facts, employee, FROM, TO, { customDays: own.customDays.get(employee.id) ?? new Map(), punches }, nowSeconds));
        const timesheet = await time('computeTimesheet (the engine)', () => computeTimesheet(input));
        const days = await time('storedDays (engine days to stored rows)', () => storedDays(input, timesheet, punches, now));
        for (const { day, validUntil } of days) rows.push({ employeeId: employee.id, date: day.day, companyId: employee.companyId, type: day.type, data: day, stale: false, validUntil, computedAt: now });
      }
      await time('upsert timesheet_day (TypeORM, 1000 rows a statement)', async () => {
        for (let r = 0; r < rows.length; r += 1000) await tx.manager.upsert(TimesheetDayEntity, rows.slice(r, r + 1000) as never, ['employeeId', 'date']);
      });
      inside = process.hrtime.bigint() - began;
      // For comparison only (outside the total): the same rows written again by one plain pg statement.
      const clock2 = process.hrtime.bigint();
      await tx.sql.query(RAW_UPSERT, [
        rows.map((r) => r.employeeId),
        rows.map((r) => r.date),
        rows.map((r) => r.companyId),
        rows.map((r) => r.type),
        rows.map((r) => JSON.stringify(r.data)),
        rows.map((r) => r.stale),
        rows.map((r) => r.validUntil),
        rows.map((r) => r.computedAt),
      ]);
      rawBatch = process.hrtime.bigint() - clock2;
    });
    raw += Number(rawBatch) / 1e9;
    steps.set('begin + commit', (steps.get('begin + commit') ?? 0) + Number(process.hrtime.bigint() - clock - inside - rawBatch) / 1e9);
  }
  steps.set('total', elapsedMs(total) / 1000 - raw);
  steps.set('(comparison, not in the total) the same rows by one plain pg INSERT ... unnest ... ON CONFLICT a batch', raw);
  return [...steps];
}
