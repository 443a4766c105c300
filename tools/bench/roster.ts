import { Pool } from 'pg';
import type { JobRunDto, Roster } from '@timekeep/contracts';
import { eventually, openCustomer } from '@timekeep/server-testing';
import { elapsedMs, latency, type Latency } from './harness';
import { benchStack } from './timesheets';


export interface RosterBenchResult {
  employees: number;
  ownDays: number;
  ours: Latency;
  baseline: Latency;
  copy: { seconds: number; written: number; baselineSeconds: number };
  publish: { seconds: number; employees: number; days: number; baselineSeconds: number };
}

/**
 * The roster of `size` employees for two weeks (document 2 "Roster planner"): a weekly template
 * for everyone and a rostered fortnight of their own for half of them, inserted in SQL. Measured:
 * GET /api/standardshifts/roster over HTTP (sign-in, scope, employees, own days, closed days,
 * versions, templates, totals, JSON) beside plain pg reading the same rows (employees and their
 * own days); then Copy Roster of the fortnight forward as the worker job, beside plain pg
 * inserting the same number of day rows.
 */
export async function benchRoster(size: number, times: number, warmUp = 5): Promise<RosterBenchResult> {
  const stack = await benchStack(true);
  const pool = new Pool({ connectionString: stack.db.url, max: 2 });
  try {
    const { companyId, admin } = await openCustomer(stack, { name: 'Rimu Ltd', code: 'RIMU', adminEmail: 'admin@rimu.example.com', sumLicense: size + 10 });
    const post = async (path: string, body: Record<string, unknown>) => {
      const reply = await stack.call<{ message: string; id?: string; departmentVo?: { id: string }; job?: JobRunDto }>('POST', path, { token: admin, body });
      if (reply.status !== 200 || reply.body.message !== 'success') throw new Error(`${path} answered ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body;
    };
    const department = (await post('/department/save', { departmentName: 'Warehouse' })).departmentVo?.id as string;
    const payGroup = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id as string;
    // Under the Australian template (issue 32): each shift costed at its conditions' rates and checked by its rules.
    await post('/api/condition-sets/apply-template', { templateId: 'au-retail', name: 'Retail award', payGroupIds: [payGroup] });
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const template = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).id as string;
    await pool.query(
      `INSERT INTO employee (id, company_id, user_id, status, first_name, last_name, clock_id, pay_id, department_id, pay_group_id, rounding_id, hire_on, status_app, record, version, updated_at, employment_types)
       SELECT gen_random_uuid(), $1, NULL, 'Active', (ARRAY['Aroha','Ben','Chloe','Hemi','Isla','Maia','Noah','Pita'])[1 + i % 8], 'Walker-' || i, 100000 + i, 'R' || i, $2, $3, NULL, '2024-01-01', false,
              jsonb_build_object('scheduleId', $4::text, 'payRate', 25 + i % 5, 'standardHours', 40, 'middleName', NULL), 1, now(),
              jsonb_build_array(jsonb_build_object('from', '2024-01-01', 'type', CASE WHEN i % 3 = 0 THEN 'Casual' ELSE 'Full time' END))
         FROM generate_series(0, $5 - 1) AS i`,
      [companyId, department, payGroup, template, size],
    );
    const from = '2026-11-30';
    const to = '2026-12-13';
    // Half of them rostered on their own days: a day shift on weekdays, off at weekends.
    await pool.query(
      `INSERT INTO employee_schedule_day (employee_id, date, company_id, rule)
       SELECT e.id, d::date, $1,
              CASE WHEN extract(isodow FROM d) < 6
                THEN jsonb_build_object('title', to_char(d, 'YYYY-MM-DD'), 'isOffDay', false, 'isClosed', false, 'workSections',
                       jsonb_build_array(jsonb_build_object('id', to_char(d, 'YYYY-MM-DD') || '-roster-1', 'startTime', '07:00', 'startTimeType', 'Today', 'endTime', '15:30', 'endTimeType', 'Today',
                         'breakTime', 30, 'overrideBreakCalculation', false, 'breakCalculationType', NULL, 'breakTriggerTime', NULL, 'breakStartTime', NULL, 'allowOT', true, 'allowEA', false, 'allowLD', false,
                         'lunchWorkingThrough', false, 'isOverridePayGroup', false, 'departmentId', NULL, 'jobId', NULL, 'taskId', NULL, 'skills', '[]'::jsonb, 'labelName', 'Early', 'colorCode', '#2ebb7c')))
                ELSE jsonb_build_object('title', to_char(d, 'YYYY-MM-DD'), 'isOffDay', true, 'isClosed', false, 'workSections', '[]'::jsonb) END
         FROM employee e CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d
        WHERE e.company_id = $1 AND e.clock_id % 2 = 0`,
      [companyId, from, to],
    );
    await pool.query('ANALYZE employee; ANALYZE employee_schedule_day');
    const ownDays = Number((await pool.query('SELECT count(*) AS n FROM employee_schedule_day WHERE company_id = $1', [companyId])).rows[0].n);

    const measure = (name: string, work: () => Promise<void>) => latency(name, warmUp, times, work);
    const ours = await measure(`GET /api/standardshifts/roster, ${size} employees x 14 days`, async () => {
      const reply = await stack.call<Roster>('GET', `/api/standardshifts/roster?startDate=${from}&endDate=${to}`, { token: admin });
      if (reply.status !== 200 || reply.body.rows.length !== size) throw new Error(`the roster answered ${reply.status}`);
    });
    const baseline = await measure('plain pg: the same employees and own days', async () => {
      const employees = await pool.query(`SELECT e.id, e.first_name, e.last_name, e.record FROM employee e WHERE e.company_id = $1 AND e.status = 'Active' ORDER BY e.last_name, e.first_name, e.id`, [companyId]);
      await pool.query('SELECT employee_id, date, rule FROM employee_schedule_day WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND date BETWEEN $3 AND $4', [
        companyId,
        employees.rows.map((r: { id: string }) => r.id),
        from,
        to,
      ]);
    });

    // Copy the fortnight forward as the job does, then the same number of rows inserted by plain pg.
    const started = process.hrtime.bigint();
    const { job } = await post('/standardshifts/copyScheduleRule', { departments: '', fromDate: from, endDate: to, beginDate: '2026-12-14' });
    if (!job) throw new Error('no copy job');
    const done = await eventually(
      async () => (await stack.call<JobRunDto>('GET', `/api/job-runs/${job.id}`, { token: admin })).body,
      (r) => r.status === 'completed' || r.status === 'failed',
    );
    if (done.status !== 'completed') throw new Error(`the copy ${done.status}: ${JSON.stringify(done.error ?? done.result)}`);
    const seconds = elapsedMs(started) / 1000;
    const written = Number((await pool.query("SELECT count(*) AS n FROM employee_schedule_day WHERE company_id = $1 AND date >= '2026-12-14'", [companyId])).rows[0].n);
    const plain = process.hrtime.bigint();
    await pool.query(
      `INSERT INTO employee_schedule_day (employee_id, date, company_id, rule)
       SELECT employee_id, date + 28, company_id, rule FROM employee_schedule_day WHERE company_id = $1 AND date >= '2026-12-14'`,
      [companyId],
    );
    const copy = { seconds, written, baselineSeconds: elapsedMs(plain) / 1000 };

    // Publishing a drafted fortnight (ADR 0075, issue 33's goal: under 5 s end to end): publishing on,
    // every employee's weekdays of a later fortnight drafted (inserted in SQL), then POST
    // /api/roster/publish over HTTP (preview's checks, the one writer per employee, the events, the
    // notices queued for the worker), beside plain pg writing the same rows as published days.
    await post('/api/roster/settings', { publishRosters: true });
    const drafted = { from: '2027-01-04', to: '2027-01-17' };
    // Each employee's weekdays of the fortnight, a day shift each: drafted here, and what plain pg writes as published days below.
    const days = `SELECT e.id AS employee_id, d::date AS date,
              jsonb_build_object('title', to_char(d, 'YYYY-MM-DD'), 'isOffDay', false, 'isClosed', false, 'workSections',
                jsonb_build_array(jsonb_build_object('id', to_char(d, 'YYYY-MM-DD') || '-roster-1', 'startTime', '09:00', 'startTimeType', 'Today', 'endTime', '17:30', 'endTimeType', 'Today',
                  'breakTime', 30, 'overrideBreakCalculation', false, 'breakCalculationType', NULL, 'breakTriggerTime', NULL, 'breakStartTime', NULL, 'allowOT', true, 'allowEA', false, 'allowLD', false,
                  'lunchWorkingThrough', false, 'isOverridePayGroup', false, 'departmentId', NULL, 'jobId', NULL, 'taskId', NULL, 'skills', '[]'::jsonb, 'labelName', 'Day', 'colorCode', '#1677ff'))) AS rule
         FROM employee e CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d
        WHERE e.company_id = $1 AND extract(isodow FROM d) < 6`;
    await pool.query(`INSERT INTO roster_draft_day (employee_id, date, company_id, rule) SELECT employee_id, date, $1, rule FROM (${days}) AS days`, [companyId, drafted.from, drafted.to]);
    const publishing = process.hrtime.bigint();
    const reply = await stack.call<{ message: string; employees: number; days: number }>('POST', '/api/roster/publish', {
      token: admin,
      body: { startDate: drafted.from, endDate: drafted.to, departmentIds: [], acknowledgeWarnings: true },
    });
    const publishSeconds = elapsedMs(publishing) / 1000;
    if (reply.status !== 200 || reply.body.message !== 'success') throw new Error(`the publish answered ${reply.status} ${JSON.stringify(reply.body)}`);
    const plainPublish = process.hrtime.bigint();
    // The same rows four weeks on, so they do not meet the published ones.
    await pool.query(`INSERT INTO employee_schedule_day (employee_id, date, company_id, rule) SELECT employee_id, date + 28, $1, rule FROM (${days}) AS days`, [companyId, drafted.from, drafted.to]);
    const publish = { seconds: publishSeconds, employees: reply.body.employees, days: reply.body.days, baselineSeconds: elapsedMs(plainPublish) / 1000 };
    return { employees: size, ownDays, ours, baseline, copy, publish };
  } finally {
    await pool.end();
    await stack.close();
  }
}
