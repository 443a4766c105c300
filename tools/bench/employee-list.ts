import { NestFactory } from '@nestjs/core';
import { Pool } from 'pg';
import { CliModule, createApi, SCHEMA } from '@timekeep/server-composition';
import { loadConfig, migrateDatabaseAt } from '@timekeep/server-platform';
import { databaseUrl, dropDatabase, withAdmin } from '@timekeep/testing-postgres';
import { LARGE_ADMIN, LARGE_COMPANY_ID, seedLargeCompany } from '../seed/large-company';

export interface Latency {
  name: string;
  p50: number;
  p95: number;
}

async function latencies(name: string, times: number, work: () => Promise<void>): Promise<Latency> {
  for (let i = 0; i < 10; i++) await work();
  const taken: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = process.hrtime.bigint();
    await work();
    taken.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  taken.sort((a, b) => a - b);
  return { name, p50: taken[Math.floor(times / 2)], p95: taken[Math.floor(times * 0.95)] };
}

/**
 * The employees list's first page for a company of `size` employees (seeded through the real
 * commands), over HTTP with sign-in, scope and joins, beside plain pg reading the same page and
 * count from the same table in the same run.
 */
export async function benchEmployeeList(size: number, times: number): Promise<{ ours: Latency[]; baseline: Latency; seedSeconds: number }> {
  const name = `tk_bench_people_${Date.now().toString(36)}`;
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
    const seedSeconds = (Date.now() - seeding) / 1000;
    process.stdout.write('\n');

    const api = await createApi(config);
    await api.listen(0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${(api.getHttpServer().address() as { port: number }).port}${config.apiBasePath}`;
      const login = await fetch(`${base}/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...LARGE_ADMIN, appType: 'web' }) });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const get = (path: string) => async () => {
        const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
        if (!response.ok) throw new Error(`${path} answered ${response.status}`);
        await response.json();
      };
      const ours = [
        await latencies('GET /api/employees, first page of 10', times, get('/api/employees?page=1&pageSize=10')),
        await latencies('GET /api/employees, page 50 sorted by last name', times, get('/api/employees?page=50&pageSize=10&sort=lastname&order=descend')),
        await latencies('GET /api/employees, search "smith"', times, get('/api/employees?page=1&pageSize=10&search=smith')),
      ];
      const baseline = await latencies('plain pg: the same first page and count', times, async () => {
        await pool.query('SELECT * FROM employee WHERE company_id = $1 ORDER BY first_name, last_name, id LIMIT 10', [LARGE_COMPANY_ID]);
        await pool.query('SELECT count(*) FROM employee WHERE company_id = $1', [LARGE_COMPANY_ID]);
      });
      return { ours, baseline, seedSeconds };
    } finally {
      await api.close();
    }
  } finally {
    await pool.end();
    await dropDatabase(name);
  }
}
