import { Pool } from 'pg';
import { SCHEMA } from '@timekeep/server-composition';
import { migrateDatabaseAt } from '@timekeep/server-platform';
import { databaseUrl, withAdmin } from '@timekeep/testing-postgres';
(async () => {
  const name = 'tk_approvals_exp';
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}"`));
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  await migrateDatabaseAt(databaseUrl(name), SCHEMA);
  const pool = new Pool({ connectionString: databaseUrl(name) });
  const c = '11111111-1111-4111-8111-111111111111';
  await pool.query(`INSERT INTO employee (id, company_id, user_id, status, first_name, last_name, clock_id, pay_id, department_id, pay_group_id, rounding_id, hire_on, status_app, record, version, updated_at)
       SELECT gen_random_uuid(), $1, NULL, 'Active', (ARRAY['Aroha','Ben','Chloe','Hemi','Isla','Maia','Noah','Pita'])[1 + i % 8], 'Walker-' || i, 100000 + i, 'L' || i, gen_random_uuid(), gen_random_uuid(), NULL, '2024-01-01', false, '{}'::jsonb, 1, now()
         FROM generate_series(0, 9999) AS i`, [c]);
  await pool.query(`INSERT INTO time_pair (pair_id, company_id, employee_id, date, in_punch_id, out_punch_id, actual_in, actual_out, paid_hours, break_hours, position_id, job_id, scheduled)
       SELECT gen_random_uuid(), $1, e.id, d::date, gen_random_uuid(), gen_random_uuid(),
              to_char(d, 'YYYY-MM-DD') || (CASE WHEN h = 0 THEN 'T08:00' ELSE 'T12:30' END), to_char(d, 'YYYY-MM-DD') || (CASE WHEN h = 0 THEN 'T12:00' ELSE 'T16:30' END),
              4, 0, e.department_id, NULL, true
         FROM employee e CROSS JOIN generate_series(current_date - 13, current_date, interval '1 day') AS d CROSS JOIN generate_series(0, 1) AS h
        WHERE e.company_id = $1 AND extract(isodow FROM d) < 6`, [c]);
  await pool.query(`INSERT INTO time_approval (pair_id, company_id, employee_id, date, approved, approver, approved_at) SELECT pair_id, company_id, employee_id, date, true, 'Ana Admin', now() FROM time_pair WHERE company_id = $1 AND random() < 0.33`, [c]);
  await pool.query('ANALYZE');
  await pool.end();
  console.log(databaseUrl(name));
})();
