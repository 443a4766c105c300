import { ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { GroupTimePunchResult, JobRunDto, RecalculateResult, Role, TimesheetDto } from '@timekeep/contracts';
import { createWorker } from '@timekeep/server-composition';
import { GroupTimePunchJob } from '@timekeep/server-timekeeping';
import { createAccount, eventually, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; job?: JobRunDto };

/** A company with departments, a weekly pay group and a Monday-to-Friday template, as the other timesheet tests build it. */
async function company(stack: TestStack, name: string, sumLicense = 10) {
  const { companyId, admin } = await openCustomer(stack, { name, code: name.slice(0, 5).toUpperCase(), adminEmail: `admin@${name.toLowerCase()}.example.com`, sumLicense });
  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const department = async (departmentName: string, parent?: string) => (await post('/department/save', { departmentName, parent })).body.departmentVo?.id as string;
  const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
  const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
  const scheduleId = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
  let payId = 0;
  const hire = async (firstName: string, departmentId: string) => {
    const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Test', departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: `P-${++payId}`, clockId: '', scheduleId });
    if (hired.body.message !== 'success') throw new Error(`hiring ${firstName} answered ${hired.body.message}`);
    return hired.body.id as string;
  };
  return { companyId, admin, post, department, hire };
}

async function finished(stack: TestStack, id: string, token: string, seen: JobRunDto[] = []): Promise<JobRunDto> {
  return eventually(
    async () => {
      const run = (await stack.call<JobRunDto>('GET', `/api/job-runs/${id}`, { token })).body;
      seen.push(run);
      return run;
    },
    (r) => r.status === 'completed' || r.status === 'failed',
  );
}

describe('bulk tools: global punch and global recalculation', () => {
  let stack: TestStack;
  let c: Awaited<ReturnType<typeof company>>;
  let north: string;
  let yard: string;
  let south: string;
  let mere: string;
  let tama: string;
  let aroha: string;
  let supervisor: string;
  let otherAdmin: string;

  const runs = async () => (await stack.db.pool.query('SELECT count(*)::int AS n FROM job_run WHERE company_id = $1', [c.companyId])).rows[0].n as number;
  const events = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'timekeeping.%'")).rows[0].n as number;
  const punchesAt = async (employeeId: string, local: string) =>
    (await stack.db.pool.query<{ reason: string | null; source: string }>('SELECT reason, source FROM punch WHERE employee_id = $1 AND local = $2', [employeeId, local])).rows;
  const sheet = async (employeeId: string) => (await stack.call<TimesheetDto>('GET', `/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=2026-11-23&endT=2026-11-29`, { token: c.admin })).body;

  beforeAll(async () => {
    stack = await startTestStack({ worker: true });
    c = await company(stack, 'Kauri');
    north = await c.department('North');
    yard = await c.department('North Yard', north);
    south = await c.department('South');
    mere = await c.hire('Mere', north);
    tama = await c.hire('Tama', yard);
    aroha = await c.hire('Aroha', south);
    supervisor = await signInAs(stack, (await createAccount(stack, c.companyId, { firstName: 'Sione', roles: [Role.Supervisor], departmentIds: [south] })).email);
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
  }, 120_000);
  afterAll(() => stack?.close());

  it('refuses a form without employees or departments, date or time, with the reason, and queues nothing', async () => {
    const before = await runs();
    const punch = async (body: Record<string, unknown>) => {
      const r = await c.post('/timesheet/saveGroupTimePunch', body);
      return [r.status, r.body.message];
    };
    expect(await punch({ date: '25-11-2026', punchTime: '08:00' })).toEqual([400, 'Choose employees or departments.']);
    expect(await punch({ departments: north, punchTime: '08:00' })).toEqual([400, 'Date is required.']);
    expect(await punch({ departments: north, date: '2026-11-25', punchTime: '08:00' })).toEqual([400, 'Enter a date as DD-MM-YYYY.']);
    expect(await punch({ departments: north, date: '31-02-2026', punchTime: '08:00' })).toEqual([400, 'Enter a date as DD-MM-YYYY.']);
    expect(await punch({ departments: north, date: '25-11-2026' })).toEqual([400, 'Time is required.']);
    expect(await punch({ departments: north, date: '25-11-2026', punchTime: '25:00' })).toEqual([400, 'Enter a time as HH:mm.']);
    expect(await punch({ employees: 'not-an-id', date: '25-11-2026', punchTime: '08:00' })).toEqual([400, 'Choose one from the list.']);
    const recalc = async (body: Record<string, unknown>) => {
      const r = await c.post('/recalculate/recalculate', body);
      return [r.status, r.body.message];
    };
    expect(await recalc({ departments: north })).toEqual([400, 'The date range is required.']);
    expect(await recalc({ departments: '', employees: '', startDate: '2026-11-23', endDate: '2026-11-29' })).toEqual([400, 'Choose employees or departments.']);
    expect(await recalc({ departments: north, startDate: '2026-11-29', endDate: '2026-11-23' })).toEqual([400, 'The end date must not be before the start date.']);
    expect(await runs()).toBe(before);
  });

  it('punches each employee of a department and the departments below it once, as a bulk punch with the note, and a rerun adds nothing', async () => {
    const seen: JobRunDto[] = [];
    // The spec's shape: form-encoded, ids as comma strings.
    const queued = await stack.call<Reply>('POST', '/timesheet/saveGroupTimePunch', { token: c.admin, form: { departments: north, employees: '', date: '25-11-2026', punchTime: '08:00', reason: 'Fire drill' } });
    expect(queued.body.message).toBe('success');
    const run = await finished(stack, queued.body.job?.id as string, c.admin, seen);
    expect(run).toMatchObject({ status: 'completed', kind: 'group-time-punch', progress: { processed: 2, total: 2 } });
    const result = run.result as GroupTimePunchResult;
    expect(result.punched.map((p) => p.name).sort()).toEqual(['Mere Test', 'Tama Test']);
    expect(result.skipped).toEqual([]);

    for (const employeeId of [mere, tama]) expect(await punchesAt(employeeId, '2026-11-25T08:00')).toEqual([{ reason: 'Fire drill', source: 'bulk' }]);
    expect(await punchesAt(aroha, '2026-11-25T08:00')).toEqual([]);
    // Who did it: the requester, from the bulk tool.
    const { rows } = await stack.db.pool.query("SELECT metadata FROM events WHERE type = 'timekeeping.punch-recorded' AND metadata->>'correlationId' = $1", [run.id]);
    expect(rows).toHaveLength(2);
    const requester = (await stack.db.pool.query('SELECT requested_by FROM job_run WHERE id = $1', [run.id])).rows[0].requested_by;
    for (const r of rows) expect(r.metadata).toMatchObject({ source: 'bulk', actor: { kind: 'user', id: requester } });
    // On their timesheets.
    const day = (await sheet(mere)).timeSheets.find((d) => d.day === '2026-11-25');
    expect(day?.punches.map((p) => [p.punchTime, p.reason, p.source])).toEqual([['08:00', 'Fire drill', 'bulk']]);

    // The same request again: each employee already has that minute, so nothing is added and the run says why.
    const before = await events();
    const again = await c.post('/timesheet/saveGroupTimePunch', { departments: north, date: '25-11-2026', punchTime: '08:00', reason: 'Fire drill' });
    const rerun = await finished(stack, again.body.job?.id as string, c.admin);
    expect(rerun.status).toBe('completed');
    expect((rerun.result as GroupTimePunchResult).punched).toEqual([]);
    expect((rerun.result as GroupTimePunchResult).skipped.map((s) => s.reason)).toEqual(['hasExistPunchRecord', 'hasExistPunchRecord']);
    expect(await events()).toBe(before);
    expect(await punchesAt(mere, '2026-11-25T08:00')).toHaveLength(1);
  });

  it('punches named employees and a department together, each once', async () => {
    const queued = await c.post('/timesheet/saveGroupTimePunch', { employees: `${aroha},${tama}`, departments: yard, date: '25-11-2026', punchTime: '12:00' });
    const run = await finished(stack, queued.body.job?.id as string, c.admin);
    expect((run.result as GroupTimePunchResult).punched.map((p) => p.employeeId).sort()).toEqual([aroha, tama].sort());
    expect(await punchesAt(tama, '2026-11-25T12:00')).toHaveLength(1);
    expect(await punchesAt(mere, '2026-11-25T12:00')).toHaveLength(0);
  });

  it('a second delivery of the same run (after a crash) counts its earlier punches as punched and adds none', async () => {
    const job = stack.worker?.get(GroupTimePunchJob) as GroupTimePunchJob;
    const requester = (await stack.db.pool.query('SELECT requested_by FROM job_run WHERE company_id = $1 LIMIT 1', [c.companyId])).rows[0].requested_by as string;
    const runId = randomUUID();
    const delivery = () =>
      job.run({
        runId,
        companyId: c.companyId,
        requestedBy: requester,
        attempt: 1,
        resumeFrom: 0,
        payload: { employeeIds: [mere, tama].sort(), day: '2026-11-25', punchTime: '15:00', reason: null, jobId: null, requester: { name: null, roles: [Role.Admin], functions: [] } },
        progress: async () => undefined,
      });
    expect((await delivery()).punched).toHaveLength(2);
    const before = await events();
    const again = await delivery();
    expect([again.punched.length, again.skipped]).toEqual([2, []]);
    expect(await events()).toBe(before);
    expect(await punchesAt(mere, '2026-11-25T15:00')).toHaveLength(1);
  });

  it("answers 'close' for a date or range inside a closed pay period, and writes and queues nothing", async () => {
    await sheet(mere);
    const { rows } = await stack.db.pool.query<{ id: string }>(`SELECT id FROM pay_period WHERE company_id = $1 AND from_date <= '2026-11-26' AND to_date >= '2026-11-26'`, [c.companyId]);
    const ids = rows.map((r) => r.id);
    expect((await c.post('/payrolltransfer/close', { ids })).body.message).toBe('success');
    try {
      const [jobs, written] = [await runs(), await events()];
      expect((await c.post('/timesheet/saveGroupTimePunch', { departments: north, date: '26-11-2026', punchTime: '09:00' })).body).toEqual({ message: 'close' });
      expect((await c.post('/recalculate/recalculate', { departments: north, employees: '', startDate: '2026-11-20', endDate: '2026-11-24' })).body).toEqual({ message: 'close' });
      expect([await runs(), await events()]).toEqual([jobs, written]);
      expect(await punchesAt(mere, '2026-11-26T09:00')).toEqual([]);
    } finally {
      expect((await c.post('/payrolltransfer/open', { ids })).body.message).toBe('success');
    }
  });

  it("keeps a supervisor to their own departments: anything outside refuses the whole request", async () => {
    const before = await runs();
    const asSupervisor = (body: Record<string, unknown>) => c.post('/timesheet/saveGroupTimePunch', { date: '27-11-2026', punchTime: '07:00', ...body }, supervisor);
    expect((await asSupervisor({ departments: north })).status).toBe(404);
    expect((await asSupervisor({ employees: `${aroha},${mere}` })).status).toBe(404);
    expect((await c.post('/recalculate/recalculate', { departments: `${south},${north}`, startDate: '2026-11-23', endDate: '2026-11-29' }, supervisor)).status).toBe(404);
    expect(await runs()).toBe(before);
    const own = await asSupervisor({ departments: south });
    const run = await finished(stack, own.body.job?.id as string, supervisor);
    expect((run.result as GroupTimePunchResult).punched.map((p) => p.employeeId)).toEqual([aroha]);
  });

  it("never reaches another company's employees or departments", async () => {
    expect((await c.post('/timesheet/saveGroupTimePunch', { departments: north, date: '27-11-2026', punchTime: '07:00' }, otherAdmin)).status).toBe(404);
    expect((await c.post('/timesheet/saveGroupTimePunch', { employees: mere, date: '27-11-2026', punchTime: '07:00' }, otherAdmin)).status).toBe(404);
    expect((await c.post('/recalculate/recalculate', { employees: mere, startDate: '2026-11-23', endDate: '2026-11-29' }, otherAdmin)).status).toBe(404);
    expect(await punchesAt(mere, '2026-11-27T07:00')).toEqual([]);
  });

  it('recalculates a department over a date range in the worker, progress reaching the total', async () => {
    const started = new Date();
    const seen: JobRunDto[] = [];
    const queued = await c.post('/recalculate/recalculate', { departments: north, employees: '', startDate: '2026-11-16', endDate: '2026-11-29' });
    expect(queued.body.message).toBe('success');
    const run = await finished(stack, queued.body.job?.id as string, c.admin, seen);
    expect(run).toMatchObject({ status: 'completed', kind: 'recalculate-timesheets', progress: { processed: 2, total: 2 } });
    expect(run.result as RecalculateResult).toEqual({ employees: 2, days: 28 });
    const { rows } = await stack.db.pool.query(
      `SELECT employee_id, count(*)::int AS n FROM timesheet_day WHERE employee_id = ANY($1::uuid[]) AND date BETWEEN '2026-11-16' AND '2026-11-29' AND computed_at >= $2 AND NOT stale GROUP BY employee_id ORDER BY employee_id`,
      [[mere, tama, aroha], started],
    );
    expect(rows.map((r) => [r.employee_id, r.n])).toEqual([mere, tama].sort().map((id) => [id, 14]));
  });

  it('fails a run whose queue job is gone instead of leaving it running (the sweep)', async () => {
    const id = randomUUID();
    await stack.db.pool.query(
      `INSERT INTO job_run (id, company_id, kind, status, payload, processed, total, attempts, requested_by, created_at, started_at, heartbeat_at)
       VALUES ($1, $2, 'recalculate-timesheets', 'running', '{}', 3, 10, 1, 'someone', now() - interval '1 hour', now() - interval '1 hour', now() - interval '1 hour')`,
      [id, c.companyId],
    );
    const run = await eventually(
      async () => (await stack.db.pool.query('SELECT status, error, finished_at FROM job_run WHERE id = $1', [id])).rows[0],
      (r) => r.status !== 'running',
    );
    expect(run).toMatchObject({ status: 'failed', error: 'The job was lost by the queue' });
    expect(run.finished_at).not.toBeNull();
  });
});

/**
 * The delivery BullMQ hands on after a worker died can arrive before the dead worker's heartbeat is
 * stale (a loaded machine): it must wait for the claim, not spend the run's attempts on it (issue 28).
 */
describe('a delivery that finds the run claimed by a worker that just died', () => {
  let stack: TestStack;
  let worker: INestApplicationContext | null = null;

  // One attempt: a delivery that spent it on the dead worker's claim would fail the run for good.
  beforeAll(async () => (stack = await startTestStack({ worker: false, env: { JOB_ATTEMPTS: '1' } })), 60_000);
  afterAll(async () => {
    await worker?.close();
    await stack?.close();
  });

  it('is delayed until the claim is stale, then completes the run without spending an attempt on the wait', async () => {
    const c = await company(stack, 'Waipa');
    const depot = await c.department('Depot');
    await c.hire('Ana', depot);
    const queued = await c.post('/recalculate/recalculate', { departments: depot, startDate: '2026-11-02', endDate: '2026-11-08' });
    const id = queued.body.job?.id as string;
    // As a worker killed a moment ago leaves it: running, its heartbeat just written, its attempt spent.
    await stack.db.pool.query(`UPDATE job_run SET status = 'running', attempts = 1, heartbeat_at = now() WHERE id = $1`, [id]);

    worker = await createWorker(stack.config);
    const done = await finished(stack, id, c.admin);
    expect(done).toMatchObject({ status: 'completed', error: null, attempts: 2, result: { employees: 1, days: 7 } });
  }, 90_000);
});

/**
 * A worker killed (SIGKILL, in a process of its own) after the first batch of a recalculation:
 * BullMQ hands the job to the next worker once the dead one's lock expires, the run is claimed again
 * (its heartbeat stopped), and the job picks up after the batches already stored.
 */
describe('bulk recalculation survives a worker killed mid-run', () => {
  const EMPLOYEES = 200;
  const FROM = '2026-10-05';
  const TO = '2026-11-29';
  const DAYS = 56;
  let stack: TestStack;
  let child: ChildProcess | null = null;
  let second: INestApplicationContext | null = null;

  beforeAll(async () => {
    stack = await startTestStack({ worker: false });
  }, 60_000);
  afterAll(async () => {
    child?.kill('SIGKILL');
    await second?.close();
    await stack?.close();
  });

  const startChildWorker = () =>
    new Promise<ChildProcess>((ready, fail) => {
      const root = resolve(__dirname, '../../..');
      const worker = spawn(process.execPath, ['-r', './tools/register.js', 'apps/worker/src/main.ts'], { cwd: root, env: { ...process.env, ...stack.env }, stdio: ['ignore', 'pipe', 'pipe'] });
      let errors = '';
      worker.stderr?.on('data', (d) => (errors += String(d)));
      worker.stdout?.on('data', (d) => String(d).includes('worker ready') && ready(worker));
      worker.on('exit', (code) => fail(new Error(`the worker exited (${code}) before it was ready: ${errors}`)));
    });

  it('ends completed with every day computed, the batches stored before the crash not redone', async () => {
    const c = await company(stack, 'Totara', EMPLOYEES + 5);
    const depot = await c.department('Depot');
    const ids: string[] = [];
    // One at a time: the test stack's small connection pool is what a save needs, not what ten at once need.
    for (let i = 0; i < EMPLOYEES; i++) ids.push(await c.hire(`E${i}`, depot));

    child = await startChildWorker();
    const queued = await c.post('/recalculate/recalculate', { departments: depot, startDate: FROM, endDate: TO });
    expect(queued.body.message).toBe('success');
    const id = queued.body.job?.id as string;
    const row = async () => (await stack.db.pool.query('SELECT status, processed, total, attempts, error, result FROM job_run WHERE id = $1', [id])).rows[0];
    const atKill = await eventually(row, (r) => r.processed >= 50);
    child.kill('SIGKILL');
    const killedAt = new Date();
    await new Promise((r) => child?.once('exit', r));
    child = null;
    expect(atKill.status).toBe('running');
    expect(atKill.processed).toBeLessThan(EMPLOYEES);
    expect((await row()).status).toBe('running');

    second = await createWorker(stack.config);
    const done = await eventually(row, (r) => r.status === 'completed' || r.status === 'failed');
    expect(done).toMatchObject({ status: 'completed', processed: EMPLOYEES, total: EMPLOYEES, error: null, result: { employees: EMPLOYEES, days: EMPLOYEES * DAYS } });
    expect(done.attempts).toBeGreaterThanOrEqual(2);

    const { rows } = await stack.db.pool.query<{ n: number; before: number; employees: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE computed_at < $4)::int AS before, count(DISTINCT employee_id)::int AS employees
         FROM timesheet_day WHERE company_id = $1 AND date BETWEEN $2 AND $3 AND NOT stale`,
      [c.companyId, FROM, TO, killedAt],
    );
    expect(rows[0]).toMatchObject({ n: EMPLOYEES * DAYS, employees: EMPLOYEES });
    // The batches recorded as processed before the kill were kept, not recomputed.
    expect(rows[0].before).toBeGreaterThanOrEqual(50 * DAYS);
    // No employee's range is half written: each has every day.
    const partial = await stack.db.pool.query(
      `SELECT employee_id FROM timesheet_day WHERE company_id = $1 AND date BETWEEN $2 AND $3 GROUP BY employee_id HAVING count(*) <> $4`,
      [c.companyId, FROM, TO, DAYS],
    );
    expect(partial.rows).toEqual([]);
    expect(ids).toHaveLength(EMPLOYEES);
  }, 240_000);
});
