import { resetCheckpoint } from './checkpoints';
import { lockTables, Projection, truncateTables } from './projection';
import { readAll } from './read';
import type { SqlClient, TransactionFactory } from './sql-client';
import { LOG_START, LogPosition } from './types';
import type { UpcasterRegistry } from './upcasting';

export interface RebuildOptions {
  /** inline: fed by appends, no checkpoint. async: fed by a processor, whose checkpoint moves to the end of the replay. */
  mode: 'inline' | 'async';
  batchSize?: number;
  upcasters?: UpcasterRegistry;
  onProgress?: (processed: number, total: number) => Promise<void> | void;
}

export interface RebuildResult {
  projection: string;
  events: number;
  position: LogPosition;
}

/**
 * Empties the projection's tables and replays the log into them, in one transaction: readers see
 * the old rows until the new ones commit, and appends that would write the same tables wait
 * on the table lock, so no event lands between the replay and the switch.
 */
export async function rebuildProjection<Tx extends { sql: SqlClient }>(
  transactions: TransactionFactory<Tx>,
  projection: Projection<Tx>,
  options: RebuildOptions,
): Promise<RebuildResult> {
  const batchSize = options.batchSize ?? 1000;
  const settledOnly = options.mode === 'async';
  return transactions.transaction(async (tx) => {
    await lockTables(tx.sql, projection.tables);
    await truncateTables(tx.sql, projection.tables);
    const total = await countEvents(tx.sql);
    let position = LOG_START;
    let processed = 0;
    await options.onProgress?.(0, total);
    for (;;) {
      const batch = await readAll(tx.sql, position, batchSize, { settledOnly }, options.upcasters);
      if (batch.length === 0) break;
      await projection.handle(batch, tx);
      position = batch[batch.length - 1].position;
      processed += batch.length;
      await options.onProgress?.(processed, Math.max(total, processed));
    }
    if (options.mode === 'async') await resetCheckpoint(tx.sql, projection.name, position, projection.version);
    return { projection: projection.name, events: processed, position };
  });
}

async function countEvents(sql: SqlClient): Promise<number> {
  const { rows } = await sql.query<{ n: string }>('SELECT count(*) AS n FROM events');
  return Number(rows[0].n);
}
