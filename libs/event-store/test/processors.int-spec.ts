import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createTestDatabase, TestDatabase } from '@timekeep/testing-postgres';
import { EventStore, loadCheckpoint, PgTransactions, ProcessorRunner, rebuildProjection, untilSettled } from '../src';
import { appendRequest, counted, createSeenTable, SeenProjection, seenRows } from './support';

const root = join(__dirname, '..', '..', '..');

describe('asynchronous processors', () => {
  let db: TestDatabase;
  let store: EventStore<{ sql: import('pg').PoolClient }>;
  let transactions: PgTransactions;

  beforeEach(async () => {
    db = await createTestDatabase();
    transactions = new PgTransactions(db.pool);
    store = new EventStore(transactions);
    await createSeenTable(db.pool);
  });
  afterEach(() => db.drop());

  const runner = (projection = new SeenProjection(), batchSize = 100) =>
    new ProcessorRunner(db.pool, transactions, projection, { owner: 'test', batchSize, idleMs: 20 });

  it('sees every event exactly once when an earlier transaction commits after a later one', async () => {
    const first = await store.append(appendRequest('s-0', 'no_stream', [counted(0)]));

    // The early transaction takes its sequence value first ...
    const early = await db.pool.connect();
    await early.query('BEGIN');
    await store.appendWithin({ sql: early }, appendRequest('s-early', 'no_stream', [counted(1)]));
    // ... a later one takes a higher value and commits first.
    await store.append(appendRequest('s-late', 'no_stream', [counted(2)]));

    const live = runner();
    expect(await live.tryAcquire()).toBe(true);
    await live.runUntilCaughtUp(first.events[0].position);
    // Only the event before the open transaction is settled: the late one must wait, or the
    // checkpoint would pass the early one by.
    expect((await seenRows(db.pool)).map((r) => r.n)).toEqual([0]);

    await early.query('COMMIT');
    early.release();
    await live.runUntilCaughtUp();
    expect((await seenRows(db.pool)).map((r) => r.n).sort()).toEqual([0, 1, 2]);
    await live.stop();
  });

  it('is not held up by a transaction open in another database on the same server', async () => {
    // Another app, another test run or a long migration on the same server: it holds a
    // transaction id, and so holds back the server-wide xmin, but can never write our events.
    const neighbour = await createTestDatabase();
    const elsewhere = await neighbour.pool.connect();
    const live = runner();
    try {
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      await store.append(appendRequest('s-here', 'no_stream', [counted(1), counted(2)]));

      expect(await live.tryAcquire()).toBe(true);
      // Before ADR 0055 this waited for the other database's transaction to end.
      await live.runUntilCaughtUp();
      expect((await seenRows(db.pool)).map((r) => r.n)).toEqual([1, 2]);
    } finally {
      await live.stop();
      await elsewhere.query('ROLLBACK');
      elsewhere.release();
      await neighbour.drop();
    }
  });

  it('does not read past a transaction still open in this database, whatever else is open on the server', async () => {
    const neighbour = await createTestDatabase();
    const elsewhere = await neighbour.pool.connect();
    const early = await db.pool.connect();
    const live = runner();
    try {
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      const first = await store.append(appendRequest('s-0', 'no_stream', [counted(0)]));
      // Here, a transaction takes its id before a later one and commits after it.
      await early.query('BEGIN');
      await store.appendWithin({ sql: early }, appendRequest('s-early', 'no_stream', [counted(1)]));
      await store.append(appendRequest('s-late', 'no_stream', [counted(2)]));

      expect(await live.tryAcquire()).toBe(true);
      await live.runUntilCaughtUp(first.events[0].position);
      // The late event is committed but must wait behind the open one here.
      expect(await live.processBatch()).toBe(0);
      expect((await seenRows(db.pool)).map((r) => r.n)).toEqual([0]);

      await early.query('COMMIT');
      await live.runUntilCaughtUp();
      expect((await seenRows(db.pool)).map((r) => r.n)).toEqual([0, 1, 2]);
    } finally {
      await live.stop();
      await early.query('ROLLBACK').catch(() => undefined);
      early.release();
      await elsewhere.query('ROLLBACK');
      elsewhere.release();
      await neighbour.drop();
    }
  });

  it('runs one live instance per processor', async () => {
    const first = runner();
    const second = runner();
    expect(await first.tryAcquire()).toBe(true);
    expect(await second.tryAcquire()).toBe(false);
    await first.stop();
    expect(await second.tryAcquire()).toBe(true);
    await second.stop();
  });

  it('a runner whose checkpoint moved under it commits nothing of its batch', async () => {
    await store.append(appendRequest('s-cas', 'no_stream', [counted(1), counted(2)]));
    const live = runner(new SeenProjection('test-seen', async () => {
      // Someone else (a rebuild) moves the checkpoint while this batch is in hand.
      await db.pool.query(`UPDATE processor_checkpoints SET global_position = 999 WHERE name = 'test-seen'`);
    }));
    await live.tryAcquire();
    await untilSettled(db.pool);
    await expect(live.processBatch()).rejects.toThrow('moved');
    expect(await seenRows(db.pool)).toEqual([]);
    await live.stop();
  });

  it('a processor killed mid-batch resumes without loss or duplication', async () => {
    const events = Array.from({ length: 10 }, (_, i) => counted(i + 1, i + 1 === 5 ? { stall: true } : {}));
    await store.append(appendRequest('s-kill', 'no_stream', events));

    // Batches of 3: the first (1-3) commits, the second stalls on event 5 and is killed there.
    const child = spawn(process.execPath, ['-r', join(root, 'tools/register.js'), join(__dirname, 'fixtures/slow-processor.ts'), db.url, '3'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => d.toString().includes('stalled') && resolve());
      child.on('exit', (code) => reject(new Error(`child exited ${code}: ${stderr}`)));
    });
    // Events 4 was written inside the stalled batch but not committed.
    const exited = new Promise((r) => child.on('exit', r));
    child.kill('SIGKILL');
    await exited;

    expect((await seenRows(db.pool)).map((r) => r.n)).toEqual([1, 2, 3]);
    const resumed = runner(new SeenProjection(), 3);
    // The dead process's advisory lock goes with its connection.
    let acquired = false;
    for (let i = 0; i < 50 && !acquired; i++) {
      acquired = await resumed.tryAcquire();
      if (!acquired) await new Promise((r) => setTimeout(r, 100));
    }
    expect(acquired).toBe(true);
    await resumed.runUntilCaughtUp();
    expect((await seenRows(db.pool)).map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await resumed.stop();
  });

  it('the background loop keeps up with new events', async () => {
    const live = runner();
    live.start();
    await store.append(appendRequest('s-loop', 'no_stream', [counted(1)]));
    await store.append(appendRequest('s-loop', 1, [counted(2)]));
    for (let i = 0; i < 100 && (await seenRows(db.pool)).length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await seenRows(db.pool)).map((r) => r.n)).toEqual([1, 2]);
    await live.stop();
  });

  it('a new processor version starts over from the beginning of the log', async () => {
    await store.append(appendRequest('s-v', 'no_stream', [counted(1), counted(2)]));
    const v1 = runner();
    await v1.tryAcquire();
    await v1.runUntilCaughtUp();
    await v1.stop();
    await db.pool.query('UPDATE test_seen SET n = n * 100'); // what v1 wrote, now stale
    const v2projection = Object.assign(new SeenProjection(), { version: 2 });
    const v2 = runner(v2projection);
    await v2.tryAcquire();
    await v2.runUntilCaughtUp();
    expect((await seenRows(db.pool)).map((r) => r.n)).toEqual([1, 2]);
    expect((await loadCheckpoint(db.pool, 'test-seen')).processorVersion).toBe(2);
    await v2.stop();
  });

  it('a rebuild gives the same rows as the live projection, and the live one carries on after it', async () => {
    for (let s = 0; s < 5; s++) {
      await store.append(appendRequest(`s-rb-${s}`, 'no_stream', Array.from({ length: 7 }, (_, i) => counted(s * 10 + i))));
    }
    const live = runner();
    await live.tryAcquire();
    await live.runUntilCaughtUp();
    const liveRows = await seenRows(db.pool);
    await db.pool.query('DELETE FROM test_seen WHERE n % 3 = 0'); // damage it

    const result = await rebuildProjection(transactions, new SeenProjection(), { mode: 'async', batchSize: 4 });
    expect(result.events).toBe(35);
    expect(await seenRows(db.pool)).toEqual(liveRows);

    await store.append(appendRequest('s-rb-after', 'no_stream', [counted(1000)]));
    await live.runUntilCaughtUp();
    expect((await seenRows(db.pool)).length).toBe(36);
    await live.stop();
  });
});
