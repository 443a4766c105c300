import { NestFactory } from '@nestjs/core';
import { EXCEPTION_TYPES } from '@timekeep/contracts';
import { dateOf, dayOf, payPeriodOf, wallClockAt } from '@timekeep/domain-time-engine';
import { CliModule, createApi, SCHEMA } from '@timekeep/server-composition';
import { loadConfig, migrateDatabaseAt } from '@timekeep/server-platform';
import { exceptionOrder, exceptionPageSql } from '@timekeep/server-timekeeping';
import { databaseUrl, dropDatabase, withAdmin } from '@timekeep/testing-postgres';
import { Pool } from 'pg';
import { LARGE_ADMIN, LARGE_COMPANY_ID, seedLargeCompany } from '../seed/large-company';

export interface Median {
  name: string;
  median: number;
}

async function median(name: string, times: number, work: () => Promise<void>): Promise<Median> {
  for (let i = 0; i < 10; i++) await work();
  const taken: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = process.hrtime.bigint();
    await work();
    taken.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  taken.sort((a, b) => a - b);
  return { name, median: taken[Math.floor(times / 2)] };
}

/** A late arrival most working days, an absence now and then: inserted straight into the read model, as a fortnight of recalculations would leave it. */
const INSERT_FORTNIGHT = `
  INSERT INTO time_card_exception (id, company_id, employee_id, date, type, shift_id, pair_id, schedule_in, schedule_out, actual_in, actual_out, actual_in_exception)
  SELECT gen_random_uuid(), e.company_id, e.id, d::date, CASE WHEN (e.clock_id + extract(doy FROM d)::int) % 9 = 0 THEN 'Absent' ELSE 'LateArrival' END,
         'section-1', NULL, to_char(d, 'YYYY-MM-DD') || 'T08:00', to_char(d, 'YYYY-MM-DD') || 'T16:30', to_char(d, 'YYYY-MM-DD') || 'T08:2' || (e.clock_id % 10), to_char(d, 'YYYY-MM-DD') || 'T16:30', true
    FROM employee e CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d
   WHERE e.company_id = $1 AND extract(isodow FROM d) < 6`;

/**
 * The exceptions list's first page for a company of `size` employees with a fortnight of exception
 * rows (the last 14 days, so the current pay period has a week of them), over HTTP with sign-in,
 * scope, pay periods and the company's switches, beside plain pg running the same SQL with the same
 * parameters in the same run.
 */
export async function benchExceptionsList(size: number, times: number): Promise<{ ours: Median; baseline: Median; rows: number; current: number; seedSeconds: number }> {
  const name = `tk_bench_exceptions_${Date.now().toString(36)}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrl(name);
  const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent', REDIS_PREFIX: `tk-${name}` });
  const pool = new Pool({ connectionString: url, max: 2 });
  try {
    await migrateDatabaseAt(url, SCHEMA);
    const seeding = Date.now();
    const context = await NestFactory.createApplicationContext(CliModule.register(config), { logger: false });
    await seedLargeCompany(context, size, (done) => process.stdout.write(`\r  seeding: ${done} of ${size} employees`));
    await context.close();
    process.stdout.write('\n');
    const { rows: zones } = await pool.query(`SELECT time_zone FROM company WHERE id = $1`, [LARGE_COMPANY_ID]);
    const today = wallClockAt(Math.floor(Date.now() / 1000), zones[0]?.time_zone || 'Pacific/Auckland').date;
    const inserted = await pool.query(INSERT_FORTNIGHT, [LARGE_COMPANY_ID, dateOf(dayOf(today) - 13), today]);
    await pool.query('ANALYZE time_card_exception');
    const seedSeconds = (Date.now() - seeding) / 1000;

    // The parameters the list computes for an Admin's first page of All Exception, Current.
    const { rows: groups } = await pool.query(`SELECT id, fields FROM pay_rule WHERE company_id = $1 AND kind = 'payGroup'`, [LARGE_COMPANY_ID]);
    const periods = groups.map((g) => payPeriodOf(g.fields, today));
    const where = ['x.company_id = $1', 'e.company_id = $1', 'x.date BETWEEN p.from_date AND p.to_date', 'x.type = ANY($5::text[])', 'r.exception_id IS NULL'];
    const sql = exceptionPageSql(where, exceptionOrder(), 6, 7);
    const params = [LARGE_COMPANY_ID, groups.map((g) => g.id), periods.map((p) => p.start), periods.map((p) => p.end), [...EXCEPTION_TYPES], 10, 0];

    const api = await createApi(config);
    await api.listen(0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${(api.getHttpServer().address() as { port: number }).port}${config.apiBasePath}`;
      const login = await fetch(`${base}/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...LARGE_ADMIN, appType: 'web' }) });
      const { accessToken } = (await login.json()) as { accessToken: string };
      let current = 0;
      const ours = await median('GET /api/time-card-exceptions, first page of 10 (All Exception, Current)', times, async () => {
        const response = await fetch(`${base}/api/time-card-exceptions?type=AllException&dayType=Current&page=1&pageSize=10`, { headers: { authorization: `Bearer ${accessToken}` } });
        if (!response.ok) throw new Error(`the list answered ${response.status}`);
        current = ((await response.json()) as { total: number }).total;
      });
      let plainTotal = 0;
      const baseline = await median('plain pg: the same SQL and parameters', times, async () => {
        plainTotal = Number((await pool.query(sql, params)).rows[0]?.total ?? 0);
      });
      // Both must have answered the same rows, or the ratio compares different work.
      if (plainTotal !== current) throw new Error(`plain pg counted ${plainTotal} rows, the list ${current}`);
      return { ours, baseline, rows: inserted.rowCount ?? 0, current, seedSeconds };
    } finally {
      await api.close();
    }
  } finally {
    await pool.end();
    await dropDatabase(name);
  }
}
