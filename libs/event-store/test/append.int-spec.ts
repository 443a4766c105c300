import { createTestDatabase, TestDatabase } from '@timekeep/testing-postgres';
import { ConcurrencyError, EventStore, PgTransactions, readStream } from '../src';
import { appendRequest, COMPANY_A, COMPANY_B, counted } from './support';

describe('appending to a stream', () => {
  let db: TestDatabase;
  let store: EventStore<{ sql: import('pg').PoolClient }>;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new EventStore(new PgTransactions(db.pool));
  });
  afterAll(() => db.drop());

  it('no_stream creates a stream and refuses an existing one', async () => {
    const first = await store.append(appendRequest('s-new', 'no_stream', [counted(1), counted(2)]));
    expect(first.version).toBe(2);
    expect(first.events.map((e) => e.streamPosition)).toEqual([1, 2]);
    await expect(store.append(appendRequest('s-new', 'no_stream', [counted(3)]))).rejects.toMatchObject({
      name: 'ConcurrencyError',
      expected: 'no_stream',
      actual: 2,
    });
  });

  it('exists appends to an existing stream and refuses a missing one', async () => {
    await store.append(appendRequest('s-exists', 'no_stream', [counted(1)]));
    expect((await store.append(appendRequest('s-exists', 'exists', [counted(2)]))).version).toBe(2);
    await expect(store.append(appendRequest('s-missing', 'exists', [counted(1)]))).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it('a version number must match the stream exactly', async () => {
    await store.append(appendRequest('s-n', 'no_stream', [counted(1), counted(2)]));
    await expect(store.append(appendRequest('s-n', 1, [counted(3)]))).rejects.toMatchObject({ expected: 1, actual: 2 });
    expect((await store.append(appendRequest('s-n', 2, [counted(3)]))).version).toBe(3);
    expect((await store.append(appendRequest('s-fresh', 0, [counted(1)]))).version).toBe(1);
  });

  it('any appends whatever the stream holds', async () => {
    expect((await store.append(appendRequest('s-any', 'any', [counted(1)]))).version).toBe(1);
    expect((await store.append(appendRequest('s-any', 'any', [counted(2), counted(3)]))).version).toBe(3);
  });

  it('writes metadata with an event id and the company on every event', async () => {
    const { events } = await store.append(appendRequest('s-meta', 'no_stream', [counted(1)]));
    expect(events[0].metadata).toMatchObject({
      eventId: events[0].eventId,
      companyId: COMPANY_A,
      actor: { kind: 'user', id: 'u-1' },
      source: 'api',
      causationId: null,
      occurredAt: '2026-11-22T00:00:00.000Z',
    });
    expect(events[0].metadata.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('of two concurrent appends at the same version exactly one wins, and the loser burns no position', async () => {
    await store.append(appendRequest('s-race', 'no_stream', [counted(1)]));
    const before = await db.pool.query<{ last: string }>('SELECT last_value AS last FROM events_global_position_seq');

    // Hold the first append's transaction open so that the second runs against the same version.
    const holder = await db.pool.connect();
    await holder.query('BEGIN');
    await store.appendWithin({ sql: holder }, appendRequest('s-race', 1, [counted(2)]));
    const loser = store.append(appendRequest('s-race', 1, [counted(99)]));
    await new Promise((r) => setTimeout(r, 200));
    await holder.query('COMMIT');
    holder.release();
    await expect(loser).rejects.toMatchObject({ name: 'ConcurrencyError', expected: 1, actual: 2 });

    const after = await db.pool.query<{ last: string }>('SELECT last_value AS last FROM events_global_position_seq');
    expect(Number(after.rows[0].last) - Number(before.rows[0].last)).toBe(1);
    const stream = await readStream(db.pool, COMPANY_A, 's-race');
    expect(stream.map((e) => (e.data as { n: number }).n)).toEqual([1, 2]);
  });

  it('of many parallel appends at one version exactly one succeeds', async () => {
    await store.append(appendRequest('s-many', 'no_stream', [counted(0)]));
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => store.append(appendRequest('s-many', 1, [counted(i + 1)]))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(rejected).toHaveLength(7);
    for (const r of rejected) expect(r.reason).toBeInstanceOf(ConcurrencyError);
  });

  it('of two concurrent creations of one stream exactly one wins', async () => {
    const outcomes = await Promise.allSettled([
      store.append(appendRequest('s-create-race', 'no_stream', [counted(1)])),
      store.append(appendRequest('s-create-race', 'no_stream', [counted(2)])),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  describe('tenancy', () => {
    it("another company reads a stream as empty and cannot append to it", async () => {
      await store.append(appendRequest('s-tenant', 'no_stream', [counted(1)], COMPANY_A));
      expect(await readStream(db.pool, COMPANY_B, 's-tenant')).toEqual([]);
      for (const expected of ['any', 'exists', 1, 'no_stream'] as const) {
        await expect(store.append(appendRequest('s-tenant', expected, [counted(666)], COMPANY_B))).rejects.toBeInstanceOf(ConcurrencyError);
      }
      const own = await readStream(db.pool, COMPANY_A, 's-tenant');
      expect(own.map((e) => (e.data as { n: number }).n)).toEqual([1]);
      const { rows } = await db.pool.query('SELECT count(*)::int AS n FROM events WHERE company_id = $1', [COMPANY_B]);
      expect(rows[0].n).toBe(0);
    });
  });

  it('reads a stream up to a version and as of a point in time', async () => {
    await store.append(appendRequest('s-time', 'no_stream', [counted(1), counted(2)]));
    const between = new Date();
    await new Promise((r) => setTimeout(r, 20));
    await store.append(appendRequest('s-time', 2, [counted(3)]));
    const ns = (events: { data: unknown }[]) => events.map((e) => (e.data as { n: number }).n);
    expect(ns(await readStream(db.pool, COMPANY_A, 's-time', { toVersion: 1 }))).toEqual([1]);
    expect(ns(await readStream(db.pool, COMPANY_A, 's-time', { asOf: between }))).toEqual([1, 2]);
    expect(ns(await readStream(db.pool, COMPANY_A, 's-time'))).toEqual([1, 2, 3]);
  });

  it('an inline projection commits with the append or not at all', async () => {
    await db.pool.query('CREATE TABLE inline_rows (stream_id text PRIMARY KEY, n int NOT NULL)');
    const inline = new EventStore(new PgTransactions(db.pool), {
      inlineProjections: [
        {
          name: 'inline-rows',
          version: 1,
          tables: ['inline_rows'],
          async handle(events, tx) {
            for (const e of events) {
              await tx.sql.query('INSERT INTO inline_rows (stream_id, n) VALUES ($1, $2)', [e.streamId, (e.data as { n: number }).n]);
            }
          },
        },
      ],
    });
    await inline.append(appendRequest('s-inline', 'no_stream', [counted(1)]));
    expect((await db.pool.query('SELECT n FROM inline_rows WHERE stream_id = $1', ['s-inline'])).rows).toEqual([{ n: 1 }]);
    // The projection fails (duplicate key): the events must not be stored either.
    await expect(inline.append(appendRequest('s-inline', 1, [counted(2)]))).rejects.toThrow();
    expect((await readStream(db.pool, COMPANY_A, 's-inline')).length).toBe(1);
  });
});
