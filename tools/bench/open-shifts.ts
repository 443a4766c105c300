import { Pool } from 'pg';
import { Role } from '@timekeep/contracts';
import { createAccount, openCustomer, principal } from '@timekeep/server-testing';
import { elapsedMs, latencyOf, type Latency } from './harness';
import { benchStack } from './timesheets';

/** The API's pool (DATABASE_POOL_SIZE's default): the baseline's claims share as many connections. */
const POOL = 10;

export interface OpenShiftsBenchResult {
  employees: number;
  shifts: number;
  claims: number;
  winners: number;
  /** Shifts with more than one employee rostered on them: must be none. */
  doubled: number;
  publishSeconds: number;
  ours: Latency;
  baseline: Latency;
}

/**
 * Issue 33's claim race: `shifts` open shifts (first come) offered to `employees` people, each of
 * whom claims one at the same moment (claims spread evenly, so each shift has employees / shifts
 * claimants). Measured per claim over HTTP (sign-in done before; the claim's eligibility checks, the
 * shift's row lock, the events, her day written through the one writer), beside plain pg doing the
 * bare claim (lock the shift's row, mark it taken, insert her day row) on as many connections as the
 * API's pool. Counted: the winners (exactly one per shift) and any shift rostered twice.
 */
export async function benchOpenShifts(employees: number, shifts: number): Promise<OpenShiftsBenchResult> {
  const stack = await benchStack(false);
  const pool = new Pool({ connectionString: stack.db.url, max: POOL });
  try {
    const { companyId, admin } = await openCustomer(stack, { name: 'Pohutukawa Ltd', code: 'POHU', adminEmail: 'admin@pohutukawa.example.com', sumLicense: employees + 10 });
    const post = async <T>(path: string, body: Record<string, unknown>, token = admin) => {
      const reply = await stack.call<T & { message: string }>('POST', path, { token, body });
      if (reply.status !== 200) throw new Error(`${path} answered ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body;
    };
    let position = (await post<{ departmentVo: { id: string } }>('/department/save', { departmentName: 'Store' })).departmentVo.id;
    for (const departmentName of ['Auckland', 'Floor', 'Crew']) position = (await post<{ departmentVo: { id: string } }>('/department/save', { departmentName, parent: position })).departmentVo.id;
    const payGroup = (await post<{ id: string }>('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id;
    // Under the Australian template: each claim's eligibility runs the rest, days-in-a-row and hours checks.
    await post('/api/condition-sets/apply-template', { templateId: 'au-retail', name: 'Retail award', payGroupIds: [payGroup] });
    const shift = (await post<{ id: string }>('/standardshifts/newSave', { departmentId: position, startTime: '09:00', startTimeType: 'Today', endTime: '17:00', endTimeType: 'Today', labelName: 'Day', colorCode: '#1677ff', breakTime: 30 })).id;
    const tokens: string[] = [];
    const people: string[] = [];
    for (let i = 0; i < employees; i += 20) {
      const batch = await Promise.all(
        [...Array(Math.min(20, employees - i))].map(async (_, j) => {
          const account = await createAccount(stack, companyId, { firstName: `Crew${i + j}`, roles: [Role.Employee] });
          const { rows } = await pool.query<{ id: string }>(
            `INSERT INTO employee (id, company_id, user_id, status, first_name, last_name, clock_id, pay_id, department_id, pay_group_id, rounding_id, hire_on, status_app, record, version, updated_at, employment_types)
             VALUES (gen_random_uuid(), $1, $2, 'Active', 'Crew', $3, NULL, $3, $4, $5, NULL, '2024-01-01', false, jsonb_build_object('payRate', 25, 'standardHours', 40, 'middleName', NULL, 'skills', '[]'::jsonb), 1, now(),
                     jsonb_build_array(jsonb_build_object('from', '2024-01-01', 'type', 'Casual')))
             RETURNING id`,
            [companyId, account.userId, `W${i + j}`, position, payGroup],
          );
          // Her token as a sign-in would give it (the crew signing in from one address would meet the per-address limit).
          return { id: rows[0].id, token: stack.token(principal(companyId, [Role.Employee], account.userId)) };
        }),
      );
      for (const b of batch) {
        people.push(b.id);
        tokens.push(b.token);
      }
    }
    const settings = (await stack.call<{ version: number }>('GET', '/api/roster/settings', { token: admin })).body;
    await post('/api/roster/settings', { openShiftClaims: 'first', version: settings.version });
    // One open shift a day from a month ahead: each offered to everyone.
    const ids: string[] = [];
    const publishStarted = process.hrtime.bigint();
    for (let n = 0; n < shifts; n++) {
      const date = new Date(Date.UTC(2027, 0, 4 + n)).toISOString().slice(0, 10);
      ids.push((await post<{ id: string }>('/api/roster/open-shifts', { shiftId: shift, date, skillIds: [] })).id);
    }
    const publishSeconds = elapsedMs(publishStarted) / 1000 / shifts;

    // Everyone at once: employee i claims shift i mod shifts.
    const taken: number[] = [];
    const replies = await Promise.all(
      tokens.map(async (token, i) => {
        const started = process.hrtime.bigint();
        const reply = await stack.call<{ message: string }>('POST', `/api/me/open-shifts/${ids[i % shifts]}/claim`, { token, body: {} });
        taken.push(elapsedMs(started));
        return reply.body.message;
      }),
    );
    const winners = replies.filter((m) => m === 'The shift is yours.').length;
    const { rows: doubled } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT date FROM employee_schedule_day WHERE company_id = $1 AND jsonb_array_length(rule->'workSections') > 0 GROUP BY date HAVING count(*) > 1) d`,
      [companyId],
    );

    // Plain pg: the same race for a bare table of shifts.
    await pool.query('CREATE TABLE bench_claim_shift (id int PRIMARY KEY, taken_by uuid); CREATE TABLE bench_claim_day (employee_id uuid, date date, rule jsonb)');
    await pool.query('INSERT INTO bench_claim_shift SELECT g, NULL FROM generate_series(0, $1 - 1) g', [shifts]);
    const baselineTaken: number[] = [];
    await Promise.all(
      people.map(async (employeeId, i) => {
        const started = process.hrtime.bigint();
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const { rows } = await client.query<{ taken_by: string | null }>('SELECT taken_by FROM bench_claim_shift WHERE id = $1 FOR UPDATE', [i % shifts]);
          if (!rows[0].taken_by) {
            await client.query('UPDATE bench_claim_shift SET taken_by = $2 WHERE id = $1', [i % shifts, employeeId]);
            await client.query(`INSERT INTO bench_claim_day VALUES ($1, '2027-01-04', '{"workSections": []}')`, [employeeId]);
          }
          await client.query('COMMIT');
        } finally {
          client.release();
        }
        baselineTaken.push(elapsedMs(started));
      }),
    );
    return { employees, shifts, claims: replies.length, winners, doubled: doubled[0].n, publishSeconds, ours: latencyOf('POST /api/me/open-shifts/{id}/claim', taken), baseline: latencyOf('plain pg: lock, mark, insert', baselineTaken) };
  } finally {
    await pool.end();
    await stack.close();
  }
}
