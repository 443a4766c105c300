import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { EventStore, LOG_START, LogPosition, NewEvent, PgTransactions, PgTx, readAll } from '@timekeep/event-store';
import { SCHEMA } from '@timekeep/server-composition';
import { migrateDatabaseAt } from '@timekeep/server-platform';
import { databaseUrl, dropDatabase, withAdmin } from '@timekeep/testing-postgres';
import { benchEmployeeList } from './employee-list';
import { benchTimeEngine } from './time-engine';
import { report, sideBySide, throughput } from './harness';

/**
 * `npm run bench`: each measurement beside a baseline doing the same work in the same run, on
 * throw-away databases. Ratios, not absolute numbers, are the point: the hardware changes, the
 * overhead should not. BENCH_ONLY=engine|events|people runs one of them.
 */
const SINGLE = Number(process.env.BENCH_SINGLE ?? 2000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const COMPANY = randomUUID();
const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const payload = (i: number) => ({ employeeId: `emp-${i % 500}`, at: '2026-11-22T08:00:00Z', kind: 'in', device: 'ZK-01', i });
const event = (i: number): NewEvent => ({ type: 'punch.recorded', v: 1, data: payload(i) });
const metadata = () => ({ actor: { kind: 'system' as const, id: 'bench' }, source: 'system' as const, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() });

const BASELINE_TABLE = `CREATE TABLE raw_events (id bigserial PRIMARY KEY, stream_id text NOT NULL, company_id uuid NOT NULL, type text NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL)`;
const RAW_INSERT = `INSERT INTO raw_events (stream_id, company_id, type, data, metadata) VALUES ($1, $2, $3, $4, $5)`;
const RAW_INSERT_MANY = `INSERT INTO raw_events (stream_id, company_id, type, data, metadata)
  SELECT $1, $2, $3, d, m FROM unnest($4::jsonb[], $5::jsonb[]) AS u(d, m)`;

/** The event store beside plain pg writing and reading the same events. */
async function eventStore(): Promise<void> {
  const name = `tk_bench_${Date.now().toString(36)}`;
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
  const pool = new Pool({ connectionString: databaseUrl(name), max: 4 });
  try {
    await migrateDatabaseAt(databaseUrl(name), SCHEMA);
    await pool.query(BASELINE_TABLE);
    const store = new EventStore<PgTx>(new PgTransactions(pool));
    let stream = 0;

    const singleOurs = () =>
      throughput(SINGLE, async () => {
        const id = `bench-${stream++}`;
        for (let i = 0; i < SINGLE; i++) {
          await store.append({ companyId: COMPANY, streamId: `${id}-${i % 100}`, streamType: 'bench', expected: 'any', events: [event(i)], metadata: metadata() });
        }
      });
    const singleRaw = () =>
      throughput(SINGLE, async () => {
        const client = await pool.connect();
        try {
          for (let i = 0; i < SINGLE; i++) {
            await client.query('BEGIN');
            await client.query(RAW_INSERT, [`raw-${i % 100}`, COMPANY, 'punch.recorded', payload(i), metadata()]);
            await client.query('COMMIT');
          }
        } finally {
          client.release();
        }
      });

    const batchOurs = () =>
      throughput(BATCHES * 100, async () => {
        const id = `bench-batch-${stream++}`;
        for (let b = 0; b < BATCHES; b++) {
          const events = Array.from({ length: 100 }, (_, i) => event(b * 100 + i));
          await store.append({ companyId: COMPANY, streamId: `${id}-${b}`, streamType: 'bench', expected: 'no_stream', events, metadata: metadata() });
        }
      });
    const batchRaw = () =>
      throughput(BATCHES * 100, async () => {
        const client = await pool.connect();
        try {
          for (let b = 0; b < BATCHES; b++) {
            await client.query('BEGIN');
            const data = Array.from({ length: 100 }, (_, i) => JSON.stringify(payload(b * 100 + i)));
            const meta = data.map(() => JSON.stringify(metadata()));
            await client.query(RAW_INSERT_MANY, [`raw-batch-${b}`, COMPANY, 'punch.recorded', data, meta]);
            await client.query('COMMIT');
          }
        } finally {
          client.release();
        }
      });

    const results = [];
    results.push(await sideBySide('append, 1 event per transaction', 'events/s', ROUNDS, singleOurs, singleRaw));
    results.push(await sideBySide('append, 100 events per transaction', 'events/s', ROUNDS, batchOurs, batchRaw));

    const total = Number((await pool.query('SELECT count(*) AS n FROM events')).rows[0].n);
    const rawTotal = Number((await pool.query('SELECT count(*) AS n FROM raw_events')).rows[0].n);
    const readOurs = () =>
      throughput(total, async () => {
        let after: LogPosition = LOG_START;
        for (;;) {
          const page = await readAll(pool, after, 1000);
          if (!page.length) break;
          after = page[page.length - 1].position;
        }
      });
    const readRaw = () =>
      throughput(rawTotal, async () => {
        let after = 0;
        for (;;) {
          const { rows } = await pool.query('SELECT * FROM raw_events WHERE id > $1 ORDER BY id LIMIT 1000', [after]);
          if (!rows.length) break;
          after = Number(rows[rows.length - 1].id);
        }
      });
    results.push(await sideBySide(`read all (${total} events, pages of 1000)`, 'events/s', ROUNDS, readOurs, readRaw));

    console.log(`\nTimekeep event store benchmark (${new Date().toISOString()}, node ${process.version}, ${ROUNDS} rounds, medians)\n`);
    console.log(report(results, ['event store', 'raw pg baseline']));
    console.log('\nratio = event store / baseline (1.00x = as fast as plain pg doing the same work).');
    const [single, batched] = results;
    console.log(
      `batching gain (100 per transaction / 1 per transaction): event store ${(batched.ours / single.ours).toFixed(1)}x, raw pg ${(batched.baseline / single.baseline).toFixed(1)}x`,
    );
  } finally {
    await pool.end();
    await dropDatabase(name);
  }
}

/** The employee list against a company of EMPLOYEES employees; goal: first page under 100 ms at the median. */
async function employeeList(): Promise<void> {
  console.log(`\nEmployee list benchmark: ${EMPLOYEES} employees, ${REQUESTS} requests each (after 10 warm-up)`);
  const { ours, baseline, seedSeconds } = await benchEmployeeList(EMPLOYEES, REQUESTS);
  console.log(`  seeded through the commands in ${seedSeconds.toFixed(1)} s (${Math.round(EMPLOYEES / seedSeconds)} employees/s)\n`);
  const rows = [...ours, baseline].map((l) => [l.name, `${l.p50.toFixed(1)} ms`, `${l.p95.toFixed(1)} ms`, `${(l.p50 / baseline.p50).toFixed(2)}x`]);
  const header = ['request', 'p50', 'p95', 'p50 / plain pg'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
  const first = ours[0];
  console.log(`\nfirst page p50 ${first.p50.toFixed(1)} ms: ${first.p50 < 100 ? 'within' : 'OVER'} the 100 ms goal.`);
}

/** The time engine on one core; goal: at least 100,000 employee-days a second. */
function timeEngine(): void {
  const employees = Number(process.env.BENCH_FORTNIGHTS ?? 10_000);
  const { ours, baseline, days } = benchTimeEngine(employees, ROUNDS);
  console.log(`\nTime engine benchmark: ${employees} employee-fortnights (${days} employee-days, about 4 punches a working day), ${ROUNDS} rounds, medians\n`);
  console.log(report([{ name: 'timesheets computed', unit: 'employee-days/s', ours, baseline }], ['time engine', 'sum-the-pairs baseline']));
  console.log(`\nbaseline = sort each employee's punches and add up in-to-out minutes, nothing else.`);
  console.log(`${Math.round(ours)} employee-days/s: ${ours >= 100_000 ? 'within' : 'UNDER'} the 100,000 goal.`);
}

const only = process.env.BENCH_ONLY;
Promise.resolve()
  .then(() => (!only || only === 'engine' ? timeEngine() : undefined))
  .then(() => (!only || only === 'events' ? eventStore() : undefined))
  .then(() => (!only || only === 'people' ? employeeList() : undefined))
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
