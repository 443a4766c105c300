import { Pool } from 'pg';
import { approvalKeys, approvalPageSql } from '@timekeep/server-timekeeping';
import { openCustomer } from '@timekeep/server-testing';
import { elapsedMs, latency, type Latency } from './harness';
import { benchStack } from './timesheets';


export interface ApprovalsListResult {
  employees: number;
  pairs: number;
  seedSeconds: number;
  ours: Latency[];
  baseline: Latency;
}

/**
 * The time approvals list's first page for a company of `size` employees with a fortnight of
 * pairs (two a working day, about a third approved), over HTTP (sign-in, the company's flag and pay
 * groups, scope, the page and its joins, the count, JSON), beside plain pg running the same page and count SQL. The
 * employees and pairs are inserted in SQL: what is measured is the read, not the writes.
 */
export async function benchApprovalsList(size: number, times: number, warmUp = 10): Promise<ApprovalsListResult> {
  const stack = await benchStack(false);
  const pool = new Pool({ connectionString: stack.db.url, max: 2 });
  try {
    const { companyId, admin } = await openCustomer(stack, { name: 'Kahikatea Ltd', code: 'KAHIKATEA', adminEmail: 'admin@kahikatea.example.com', sumLicense: size + 10, isTimeApprovalEnabled: true });
    const post = async (path: string, body: Record<string, unknown>) => {
      const reply = await stack.call<{ message: string; id?: string; departmentVo?: { id: string } }>('POST', path, { token: admin, body });
      if (reply.status !== 200 || reply.body.message !== 'success') throw new Error(`${path} answered ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body;
    };
    const department = (await post('/department/save', { departmentName: 'Warehouse' })).departmentVo?.id as string;
    const payGroup = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).id as string;
    const seeding = process.hrtime.bigint();
    await pool.query(
      `INSERT INTO employee (id, company_id, user_id, status, first_name, last_name, clock_id, pay_id, department_id, pay_group_id, rounding_id, hire_on, status_app, record, version, updated_at)
       SELECT gen_random_uuid(), $1, NULL, 'Active', (ARRAY['Aroha','Ben','Chloe','Hemi','Isla','Maia','Noah','Pita'])[1 + i % 8], 'Walker-' || i, 100000 + i, 'L' || i, $2, $3, NULL, '2024-01-01', false, '{}'::jsonb, 1, now()
         FROM generate_series(0, $4 - 1) AS i`,
      [companyId, department, payGroup, size],
    );
    // The fortnight to today (the list's default window): two pairs each weekday.
    await pool.query(
      `INSERT INTO time_pair (pair_id, company_id, employee_id, date, in_punch_id, out_punch_id, actual_in, actual_out, paid_hours, break_hours, position_id, job_id, scheduled)
       SELECT gen_random_uuid(), $1, e.id, d::date, gen_random_uuid(), gen_random_uuid(),
              to_char(d, 'YYYY-MM-DD') || (CASE WHEN h = 0 THEN 'T08:00' ELSE 'T12:30' END), to_char(d, 'YYYY-MM-DD') || (CASE WHEN h = 0 THEN 'T12:00' ELSE 'T16:30' END),
              4, 0, e.department_id, NULL, true
         FROM employee e
         CROSS JOIN generate_series(current_date - 13, current_date, interval '1 day') AS d
         CROSS JOIN generate_series(0, 1) AS h
        WHERE e.company_id = $1 AND extract(isodow FROM d) < 6`,
      [companyId],
    );
    await pool.query(`INSERT INTO time_approval (pair_id, company_id, employee_id, date, approved, approver, approved_at) SELECT pair_id, company_id, employee_id, date, true, 'Ana Admin', now() FROM time_pair WHERE company_id = $1 AND random() < 0.33`, [companyId]);
    await pool.query('ANALYZE employee; ANALYZE time_pair; ANALYZE time_approval');
    const seedSeconds = elapsedMs(seeding) / 1000;
    const pairs = Number((await pool.query('SELECT count(*) AS n FROM time_pair WHERE company_id = $1', [companyId])).rows[0].n);

    const measure = (name: string, work: () => Promise<void>) => latency(name, warmUp, times, work);
    const get = (path: string) => async () => {
      const reply = await stack.call<{ items: unknown[]; total: number }>('GET', path, { token: admin });
      if (reply.status !== 200 || reply.body.items.length !== 10) throw new Error(`${path} answered ${reply.status}`);
    };
    /** A cursor after `rows` rows, followed as a client would (a page of 10 at the end, the rest by 100s: the cursor does not hold the page size). */
    const cursorAt = async (rows: number): Promise<string> => {
      let cursor = '';
      for (let read = 0; read < rows; ) {
        const size = rows - read >= 100 ? 100 : 10;
        const reply = await stack.call<{ nextCursor: string | null }>('GET', `/api/time-approvals?pageSize=${size}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: admin });
        if (reply.status !== 200 || !reply.body.nextCursor) throw new Error(`following the cursor answered ${reply.status}`);
        cursor = reply.body.nextCursor;
        read += size;
      }
      return cursor;
    };
    const ours = [
      await measure('GET /api/time-approvals, first page of 10 (a fortnight)', get('/api/time-approvals?page=1&pageSize=10')),
      await measure('GET /api/time-approvals, Unapproved, first page', get('/api/time-approvals?page=1&pageSize=10&status=Unapproved')),
      await measure('GET /api/time-approvals, page 500', get('/api/time-approvals?page=500&pageSize=10')),
      await measure('GET /api/time-approvals, the page after row 4,990 by cursor (ADR 0082)', get(`/api/time-approvals?pageSize=10&cursor=${encodeURIComponent(await cursorAt(4990))}`)),
    ];
    // Plain pg: the same page and count SQL, parameters and rows, without the HTTP stack.
    const from = (await pool.query<{ d: string }>("SELECT to_char(current_date - 13, 'YYYY-MM-DD') AS d")).rows[0].d;
    const to = (await pool.query<{ d: string }>("SELECT to_char(current_date, 'YYYY-MM-DD') AS d")).rows[0].d;
    const sql = approvalPageSql(['tp.company_id = $1', 'tp.date BETWEEN $2 AND $3'], '', approvalKeys(undefined, undefined), 4, 5);
    const baseline = await measure('plain pg: the same page and count SQL', async () => {
      const { rows } = await pool.query(sql, [companyId, from, to, 10, 0]);
      if (rows.length !== 10) throw new Error('the baseline read no page');
      await pool.query('SELECT count(*)::int AS total FROM time_pair tp WHERE tp.company_id = $1 AND tp.date BETWEEN $2 AND $3', [companyId, from, to]);
    });
    return { employees: size, pairs, seedSeconds, ours, baseline };
  } finally {
    await pool.end();
    await stack.close();
  }
}
