import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { AppendRequest, NewEvent, PgTx, Projection, RecordedEvent } from '../src';

export const COMPANY_A = '0a000000-0000-4000-8000-00000000000a';
export const COMPANY_B = '0b000000-0000-4000-8000-00000000000b';

export function appendRequest(streamId: string, expected: AppendRequest['expected'], events: NewEvent[], companyId = COMPANY_A): AppendRequest {
  return {
    companyId,
    streamId,
    streamType: 'test',
    expected,
    events,
    metadata: {
      actor: { kind: 'user', id: 'u-1' },
      source: 'api',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: '2026-11-22T00:00:00.000Z',
    },
  };
}

export const counted = (n: number, extra: Record<string, unknown> = {}): NewEvent => ({ type: 'test.counted', v: 1, data: { n, ...extra } });

export async function createSeenTable(pool: Pool): Promise<void> {
  await pool.query('CREATE TABLE IF NOT EXISTS test_seen (global_position bigint PRIMARY KEY, stream_id text NOT NULL, n int NOT NULL)');
}

/** Records each event once; the primary key turns a second delivery into an error. */
export class SeenProjection implements Projection<PgTx> {
  readonly name: string;
  readonly version = 1;
  readonly tables = ['test_seen'] as const;

  constructor(name = 'test-seen', private readonly onEvent?: (event: RecordedEvent) => Promise<void>) {
    this.name = name;
  }

  async handle(events: readonly RecordedEvent[], tx: PgTx): Promise<void> {
    for (const event of events) {
      await this.onEvent?.(event);
      await tx.sql.query('INSERT INTO test_seen (global_position, stream_id, n) VALUES ($1, $2, $3)', [
        event.position.globalPosition,
        event.streamId,
        (event.data as { n: number }).n,
      ]);
    }
  }
}

export async function seenRows(pool: Pool): Promise<Array<{ global_position: string; stream_id: string; n: number }>> {
  return (await pool.query('SELECT global_position, stream_id, n FROM test_seen ORDER BY global_position')).rows;
}
