import type { SqlClient } from './sql-client';
import type { RecordedEvent } from './types';

/**
 * Turns events into rows. The same projection runs inline (inside the append's transaction)
 * or asynchronously (in a checkpointed processor), and is rebuilt from the log by replaying.
 */
export interface Projection<Tx extends { sql: SqlClient } = { sql: SqlClient }> {
  readonly name: string;
  /** Bump when the rows it writes change shape or meaning: a changed version rebuilds it. */
  readonly version: number;
  /** Tables it alone writes; a rebuild locks and empties them. */
  readonly tables: readonly string[];
  handle(events: readonly RecordedEvent[], tx: Tx): Promise<void>;
}

/** Anything fed from the log by a checkpointed runner: a projection, a relay to Kafka, ... */
export interface Processor<Tx extends { sql: SqlClient } = { sql: SqlClient }> {
  readonly name: string;
  readonly version: number;
  handle(events: readonly RecordedEvent[], tx: Tx): Promise<void>;
  /** Forget everything derived so far; omitted by processors that cannot (a relay). */
  reset?(tx: Tx): Promise<void>;
  /** Releases what the processor holds (a connection it opened), when its host shuts down. */
  close?(): Promise<void>;
}

/** Projections run by a processor reset by emptying their tables. */
export function resetOf<Tx extends { sql: SqlClient }>(processor: Processor<Tx> | Projection<Tx>): ((tx: Tx) => Promise<void>) | undefined {
  if ('tables' in processor) return (tx) => truncateTables(tx.sql, processor.tables);
  const reset = processor.reset?.bind(processor);
  return reset ? (tx) => reset(tx) : undefined;
}

export async function truncateTables(sql: SqlClient, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await sql.query(`TRUNCATE ${tables.map(quoteIdent).join(', ')}`);
}

export async function lockTables(sql: SqlClient, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await sql.query(`LOCK TABLE ${tables.map(quoteIdent).join(', ')} IN ACCESS EXCLUSIVE MODE`);
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe table name '${name}'`);
  return `"${name}"`;
}
