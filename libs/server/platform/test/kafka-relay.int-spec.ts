import { randomUUID } from 'node:crypto';
import { EventStore, loadCheckpoint, PgTransactions, PgTx, Processor, ProcessorRunner, untilSettled } from '@timekeep/event-store';
import { createTestDatabase, TestDatabase } from '@timekeep/testing-postgres';
import { EventPublisher, KafkaRelayProcessor, RelayMessage } from '../src';

const COMPANY = '0c000000-0000-4000-8000-00000000000c';

/** Records what Kafka would have acknowledged; can be told to refuse the next sends. */
class RecordingPublisher implements EventPublisher {
  readonly sent: Array<{ topic: string; message: RelayMessage }> = [];
  failNext = 0;

  async publish(topic: string, messages: RelayMessage[]): Promise<void> {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('broker unavailable');
    }
    for (const message of messages) this.sent.push({ topic, message });
  }

  async close(): Promise<void> {
    // nothing to release
  }
}

describe('Kafka relay', () => {
  let db: TestDatabase;
  let store: EventStore<PgTx>;
  let transactions: PgTransactions;

  beforeEach(async () => {
    db = await createTestDatabase();
    transactions = new PgTransactions(db.pool);
    store = new EventStore(transactions);
  });
  afterEach(() => db.drop());

  const append = (streamId: string, n: number) =>
    store.append({
      companyId: COMPANY,
      streamId,
      streamType: 'employee',
      expected: 'any',
      events: [{ type: 'employee.renamed', v: 2, data: { n } }],
      metadata: { actor: { kind: 'user', id: 'u-1' }, source: 'api', correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString() },
    });

  const relay = (publisher: EventPublisher) =>
    new ProcessorRunner(db.pool, transactions, new KafkaRelayProcessor(publisher, 'timekeep.events') as unknown as Processor<PgTx>, {
      owner: 'test',
      batchSize: 2,
      idleMs: 10,
      maxBackoffMs: 20,
    });

  it('publishes every event keyed by stream with id, type, schema version and company headers, in commit order', async () => {
    await append('emp-1', 1);
    await append('emp-2', 2);
    await append('emp-1', 3);
    const publisher = new RecordingPublisher();
    const runner = relay(publisher);
    expect(await runner.tryAcquire()).toBe(true);
    await runner.runUntilCaughtUp();
    await runner.stop();

    expect(publisher.sent.map((s) => [s.topic, s.message.key])).toEqual([
      ['timekeep.events', 'emp-1'],
      ['timekeep.events', 'emp-2'],
      ['timekeep.events', 'emp-1'],
    ]);
    const first = publisher.sent[0].message;
    const body = JSON.parse(first.value);
    expect(first.headers).toEqual({ 'event-id': body.id, 'event-type': 'employee.renamed', 'schema-version': '2', 'company-id': COMPANY });
    expect(body).toMatchObject({ type: 'employee.renamed', streamId: 'emp-1', streamPosition: 1, companyId: COMPANY, data: { n: 1 } });
  });

  it('keeps its checkpoint when Kafka refuses a batch, then delivers it again: at least once, nothing lost', async () => {
    for (let n = 1; n <= 5; n++) await append(`emp-${n}`, n);
    const publisher = new RecordingPublisher();
    const runner = relay(publisher);
    await runner.tryAcquire();
    await untilSettled(db.pool);

    expect(await runner.processBatch()).toBe(2);
    publisher.failNext = 1;
    await expect(runner.processBatch()).rejects.toThrow('broker unavailable');
    expect((await loadCheckpoint(db.pool, 'kafka-relay')).position.globalPosition).toBe('2');

    await runner.runUntilCaughtUp();
    await runner.stop();
    expect(publisher.sent.map((s) => JSON.parse(s.message.value).data.n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('after a crash between publishing and the checkpoint, the batch is published again with the same event ids', async () => {
    await append('emp-1', 1);
    const publisher = new RecordingPublisher();
    const crashing: Processor<PgTx> = {
      name: 'kafka-relay',
      version: 1,
      async handle(events, tx) {
        await new KafkaRelayProcessor(publisher, 'timekeep.events').handle(events);
        void tx;
        throw new Error('process died before the checkpoint committed');
      },
    };
    const first = new ProcessorRunner(db.pool, transactions, crashing, { owner: 'a', idleMs: 10 });
    await first.tryAcquire();
    await untilSettled(db.pool);
    await expect(first.processBatch()).rejects.toThrow('process died');
    await first.stop();

    const second = relay(publisher);
    await second.tryAcquire();
    await second.runUntilCaughtUp();
    await second.stop();
    const ids = publisher.sent.map((s) => s.message.headers['event-id']);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
  });
});
