import { createTestDatabase, TestDatabase } from '@timekeep/testing-postgres';
import { EventStore, PgTransactions, UpcasterRegistry } from '../src';
import { appendRequest, COMPANY_A } from './support';

describe('upcasting', () => {
  let db: TestDatabase;
  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(() => db.drop());

  it('reads events stored at an old schema version as the current one', async () => {
    const writer = new EventStore(new PgTransactions(db.pool));
    await writer.append(appendRequest('s-up', 'no_stream', [{ type: 'test.named', v: 1, data: { name: 'Ana Smith' } }]));
    const upcasters = new UpcasterRegistry([
      { type: 'test.named', from: 1, upcast: (d) => { const [first, last] = (d as { name: string }).name.split(' '); return { first, last }; } },
      { type: 'test.named', from: 2, upcast: (d) => ({ ...(d as object), middle: null }) },
    ]);
    const reader = new EventStore(new PgTransactions(db.pool), { upcasters });
    const [event] = await reader.readStream(db.pool, COMPANY_A, 's-up');
    expect(event.v).toBe(3);
    expect(event.data).toEqual({ first: 'Ana', last: 'Smith', middle: null });
    // The stored row is untouched.
    const { rows } = await db.pool.query('SELECT schema_version, data FROM events WHERE stream_id = $1', ['s-up']);
    expect(rows[0]).toEqual({ schema_version: 1, data: { name: 'Ana Smith' } });
  });

  it('refuses two upcasters for the same step', () => {
    expect(() => new UpcasterRegistry([{ type: 't', from: 1, upcast: (d) => d }, { type: 't', from: 1, upcast: (d) => d }])).toThrow('Two upcasters');
  });
});
