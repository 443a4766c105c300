import { JobRunDto } from '@timekeep/contracts';
import { Streams } from '@timekeep/server-platform';
import type { TestStack } from '@timekeep/server-testing';
import { benchStack, engineAlone, FROM, seedRecalcCompany, TO } from './timesheets';

export interface BulkRecalcRun {
  /** From the POST to the poll that saw the run completed, as the console sees it. */
  seconds: number;
  /** The worker's own started_at..finished_at. */
  workerSeconds: number;
  polls: number;
}

export interface BulkRecalcResult {
  employees: number;
  punches: number;
  departments: number;
  seedSeconds: { employees: number; punches: number; settle: number };
  runs: BulkRecalcRun[];
  engineSeconds: number;
  inputSeconds: number;
}

/**
 * The bulk recalculation end to end (document 3 "Global recalculate"): the 5,000-employee company
 * of the timesheet bench (seedRecalcCompany: the same seed, the same fortnight of punches), then
 * POST /recalculate/recalculate over HTTP with its top-level departments (everything below them
 * included) and the fortnight, the real worker doing the job, and GET /api/job-runs/{id} polled
 * over HTTP until the run completes, as the Recalculate screen polls it. Beside it, the engine
 * alone on the same inputs.
 */
export async function benchBulkRecalculation(size: number, runs: number, rounds: number, progress: (line: string) => void): Promise<BulkRecalcResult> {
  const stack = await benchStack(true);
  try {
    const seeded = await seedRecalcCompany(stack, size, progress);
    await underConditions(stack, seeded.admin, seeded.ids[0]);
    const { rows } = await stack.db.pool.query<{ id: string }>('SELECT id FROM department WHERE company_id = (SELECT company_id FROM employee WHERE id = $1) AND parent_id IS NULL ORDER BY name', [seeded.ids[0]]);
    const departments = rows.map((r) => r.id).join(',');
    const results: BulkRecalcRun[] = [];
    for (let r = 0; r < runs; r++) {
      progress(`bulk recalculation ${r + 1} of ${runs}`);
      const clock = process.hrtime.bigint();
      const reply = await stack.call<{ message: string; job?: JobRunDto }>('POST', '/recalculate/recalculate', { token: seeded.admin, body: { departments, employees: '', startDate: FROM, endDate: TO } });
      if (reply.body.message !== 'success' || !reply.body.job) throw new Error(`/recalculate/recalculate answered ${reply.status} ${JSON.stringify(reply.body)}`);
      let polls = 0;
      for (;;) {
        polls++;
        const run = (await stack.call<JobRunDto>('GET', `/api/job-runs/${reply.body.job.id}`, { token: seeded.admin })).body;
        if (run.status === 'completed') {
          const seconds = Number(process.hrtime.bigint() - clock) / 1e9;
          if (run.progress.processed !== seeded.ids.length) throw new Error(`The run processed ${run.progress.processed} of ${seeded.ids.length} employees`);
          results.push({ seconds, workerSeconds: (Date.parse(run.finishedAt ?? '') - Date.parse(run.startedAt ?? '')) / 1000, polls });
          break;
        }
        if (run.status === 'failed') throw new Error(`The recalculation failed: ${run.error}`);
        // The console's interval (apps/console/src/api/job-runs.ts).
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    progress('the engine alone');
    const { engineSeconds, inputSeconds } = await engineAlone(stack.api.get(Streams), seeded.ids, rounds);
    return { employees: seeded.ids.length, punches: seeded.punches, departments: rows.length, seedSeconds: seeded.seedSeconds, runs: results, engineSeconds, inputSeconds };
  } finally {
    await stack.close();
  }
}

/**
 * Issue 32's goal is the recalculation under pay conditions: the Australian template on every pay
 * group (penalties, casual figures, minimum engagement, its checks of the time worked), every third
 * employee casual; then the template's own recalculation of open days waited out, so the runs
 * measured are the bench's alone.
 */
async function underConditions(stack: TestStack, admin: string, anyEmployee: string): Promise<void> {
  const pool = stack.db.pool;
  const companyId = (await pool.query<{ companyId: string }>('SELECT company_id AS "companyId" FROM employee WHERE id = $1', [anyEmployee])).rows[0].companyId;
  const groups = (await pool.query<{ id: string }>('SELECT DISTINCT pay_group_id AS id FROM employee WHERE company_id = $1', [companyId])).rows.map((r) => r.id);
  const applied = await stack.call<{ message: string }>('POST', '/api/condition-sets/apply-template', { token: admin, body: { templateId: 'au-retail', name: 'Retail award', payGroupIds: groups } });
  if (applied.body.message !== 'success') throw new Error(`apply-template answered ${JSON.stringify(applied.body)}`);
  await pool.query(
    `UPDATE employee SET employment_types = jsonb_build_array(jsonb_build_object('from', '2024-01-01', 'type', CASE WHEN hashtext(id::text) % 3 = 0 THEN 'Casual' ELSE 'Full time' END))
      WHERE company_id = $1`,
    [companyId],
  );
  for (;;) {
    const { rows } = await pool.query<{ open: number }>(`SELECT count(*)::int AS open FROM job_run WHERE company_id = $1 AND status IN ('queued', 'running')`, [companyId]);
    if (rows[0].open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
