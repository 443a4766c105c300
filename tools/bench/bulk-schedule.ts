import { BulkScheduleReply, BulkScheduleResult, JobRunDto } from '@timekeep/contracts';
import { randomUUID } from 'node:crypto';
import { LARGE_ADMIN, LARGE_COMPANY_ID, seedLargeCompany } from '../seed/large-company';
import { signInAs, TestStack } from '@timekeep/server-testing';
import { benchStack, processorsSettled } from './timesheets';

export interface BulkScheduleRun {
  date: string;
  /** POST /globalschedule/verify for every employee, as the screen asks first. */
  verifySeconds: number;
  /** From POST /globalschedule/generate to the poll that saw the run completed, as the console sees it. */
  seconds: number;
  /** The worker's own started_at..finished_at. */
  workerSeconds: number;
  /** Plain pg writing the same rows, one transaction per employee. */
  baselineSeconds: number;
  scheduled: number;
}

export interface BulkScheduleBenchResult {
  employees: number;
  departments: number;
  seedSeconds: number;
  runs: BulkScheduleRun[];
}

/** The worker idle: its processors caught up and no run of the company waiting or running (the template's recalculation). */
async function settled(stack: TestStack): Promise<void> {
  await processorsSettled(stack);
  for (;;) {
    const { rows } = await stack.db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM job_run WHERE company_id = $1 AND status IN ('queued', 'running')`, [LARGE_COMPANY_ID]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Monday to Friday 08:00-16:30, as the other benches' employees work. */
const SECTION = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
const TEMPLATE = { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [SECTION] })) };
/** Weekdays of a week that has not come yet, one per run: an evening shift after the template's day. */
const DATES = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07'];

const BASELINE_TABLES = [
  `CREATE TABLE bench_raw_day (employee_id uuid NOT NULL, date date NOT NULL, company_id uuid NOT NULL, rule jsonb NOT NULL, PRIMARY KEY (employee_id, date))`,
  `CREATE TABLE bench_raw_event (id bigserial PRIMARY KEY, stream_id text NOT NULL, company_id uuid NOT NULL, type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL)`,
];

/**
 * The bulk schedule end to end (document 3 "Bulk tools", global schedule): a company of `size`
 * employees (seedLargeCompany, every one on a Monday-to-Friday template), then for each run
 * POST /globalschedule/verify and /generate over HTTP with its top-level departments, an evening
 * shift added to every employee's day, the real worker doing the job (one EmployeeDays.write
 * transaction per employee: the neighbours' overlap check, the event, the read model, the
 * staleness marks), polled as the console polls it. Beside it, plain pg writing the same rows
 * (each employee's day and one event) in one transaction per employee.
 */
export async function benchBulkSchedule(size: number, runs: number, progress: (line: string) => void): Promise<BulkScheduleBenchResult> {
  const stack = await benchStack(true);
  try {
    const started = Date.now();
    await seedLargeCompany(stack.api, size, (done) => progress(`seeding: ${done} of ${size} employees`));
    const admin = await signInAs(stack, LARGE_ADMIN.email, LARGE_ADMIN.password);
    const ids = (await stack.db.pool.query<{ id: string }>('SELECT id FROM employee WHERE company_id = $1 ORDER BY id', [LARGE_COMPANY_ID])).rows.map((r) => r.id);
    const template = await stack.call<{ message: string }>('POST', '/schedule/save', { token: admin, body: { ...TEMPLATE, employeeIds: ids } });
    if (template.body.message !== 'success') throw new Error(`/schedule/save answered ${JSON.stringify(template.body)}`);
    progress("waiting for the worker's processors and the template's recalculation");
    await settled(stack);
    const seedSeconds = (Date.now() - started) / 1000;
    const { rows } = await stack.db.pool.query<{ id: string }>('SELECT id FROM department WHERE company_id = $1 AND parent_id IS NULL ORDER BY name', [LARGE_COMPANY_ID]);
    for (const sql of BASELINE_TABLES) await stack.db.pool.query(sql);

    const results: BulkScheduleRun[] = [];
    for (let r = 0; r < Math.min(runs, DATES.length); r++) {
      const date = DATES[r];
      const body = { byEmployee: false, departmentIds: rows.map((d) => d.id).join(','), ruleDay: { ruleDay: date, isOffDay: false, title: date, workSections: [{ startTime: '17:00', endTime: '21:00', startTimeType: 'Today', endTimeType: 'Today', breakTime: 0 }] } };
      progress(`bulk schedule ${r + 1} of ${runs}: verify`);
      let clock = process.hrtime.bigint();
      const verified = await stack.call<BulkScheduleReply>('POST', '/globalschedule/verify', { token: admin, body });
      const verifySeconds = Number(process.hrtime.bigint() - clock) / 1e9;
      if (verified.body.message !== 'success' || verified.body.conflicts?.length) throw new Error(`/globalschedule/verify answered ${verified.status} ${JSON.stringify(verified.body).slice(0, 300)}`);

      progress(`bulk schedule ${r + 1} of ${runs}: generate`);
      clock = process.hrtime.bigint();
      const reply = await stack.call<BulkScheduleReply>('POST', '/globalschedule/generate', { token: admin, body });
      if (reply.body.message !== 'success' || !reply.body.job) throw new Error(`/globalschedule/generate answered ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
      let run: JobRunDto;
      for (;;) {
        run = (await stack.call<JobRunDto>('GET', `/api/job-runs/${reply.body.job.id}`, { token: admin })).body;
        if (run.status === 'completed') break;
        if (run.status === 'failed') throw new Error(`The bulk schedule failed: ${run.error}`);
        // The console's interval (apps/console/src/api/job-runs.ts).
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const seconds = Number(process.hrtime.bigint() - clock) / 1e9;
      const result = run.result as BulkScheduleResult;
      if (result.scheduled.length !== ids.length) throw new Error(`The run scheduled ${result.scheduled.length} of ${ids.length} employees (${JSON.stringify(result.skipped.slice(0, 3))})`);

      // The same rows in plain pg: each employee's day as the run stored it, and an event, a transaction each.
      const written = (await stack.db.pool.query<{ employee_id: string; rule: unknown }>('SELECT employee_id, rule FROM employee_schedule_day WHERE company_id = $1 AND date = $2', [LARGE_COMPANY_ID, date])).rows;
      progress(`bulk schedule ${r + 1} of ${runs}: plain pg`);
      const client = await stack.db.pool.connect();
      clock = process.hrtime.bigint();
      try {
        for (const row of written) {
          await client.query('BEGIN');
          await client.query('INSERT INTO bench_raw_day (employee_id, date, company_id, rule) VALUES ($1, $2, $3, $4) ON CONFLICT (employee_id, date) DO UPDATE SET rule = excluded.rule', [row.employee_id, date, LARGE_COMPANY_ID, row.rule]);
          await client.query('INSERT INTO bench_raw_event (stream_id, company_id, type, data, metadata) VALUES ($1, $2, $3, $4, $5)', [
            `employee-schedule-${row.employee_id}`,
            LARGE_COMPANY_ID,
            'people.employee-schedule-changed',
            { employeeId: row.employee_id, days: [{ date, rule: row.rule }] },
            { correlationId: randomUUID(), source: 'bulk' },
          ]);
          await client.query('COMMIT');
        }
      } finally {
        client.release();
      }
      const baselineSeconds = Number(process.hrtime.bigint() - clock) / 1e9;
      results.push({ date, verifySeconds, seconds, workerSeconds: (Date.parse(run.finishedAt ?? '') - Date.parse(run.startedAt ?? '')) / 1000, baselineSeconds, scheduled: result.scheduled.length });
      // The timesheets the run marked stale are recomputed in the background: let that finish before the next run.
      progress(`bulk schedule ${r + 1} of ${runs}: the worker catching up`);
      await settled(stack);
    }
    return { employees: ids.length, departments: rows.length, seedSeconds, runs: results };
  } finally {
    await stack.close();
  }
}
