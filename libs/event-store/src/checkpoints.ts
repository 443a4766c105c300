import type { SqlClient } from './sql-client';
import { LOG_START, LogPosition } from './types';

export interface Checkpoint {
  position: LogPosition;
  processorVersion: number;
}

export async function ensureCheckpoint(sql: SqlClient, name: string): Promise<void> {
  await sql.query('INSERT INTO processor_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [name]);
}

export async function loadCheckpoint(sql: SqlClient, name: string): Promise<Checkpoint> {
  const { rows } = await sql.query<{ transaction_id: string; global_position: string; processor_version: number }>(
    'SELECT transaction_id::text AS transaction_id, global_position, processor_version FROM processor_checkpoints WHERE name = $1',
    [name],
  );
  if (!rows[0]) return { position: LOG_START, processorVersion: 0 };
  return {
    position: { transactionId: rows[0].transaction_id, globalPosition: String(rows[0].global_position) },
    processorVersion: rows[0].processor_version,
  };
}

/** Moves the checkpoint only if it still stands where the caller read it. */
export async function compareAndSetCheckpoint(
  sql: SqlClient,
  name: string,
  from: LogPosition,
  to: LogPosition,
): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE processor_checkpoints SET transaction_id = $4::xid8, global_position = $5, updated_at = now()
     WHERE name = $1 AND transaction_id = $2::xid8 AND global_position = $3`,
    [name, from.transactionId, from.globalPosition, to.transactionId, to.globalPosition],
  );
  return rowCount === 1;
}

export async function resetCheckpoint(sql: SqlClient, name: string, to: LogPosition, processorVersion: number): Promise<void> {
  await sql.query(
    `INSERT INTO processor_checkpoints (name, transaction_id, global_position, processor_version)
     VALUES ($1, $2::xid8, $3, $4)
     ON CONFLICT (name) DO UPDATE SET transaction_id = EXCLUDED.transaction_id,
       global_position = EXCLUDED.global_position, processor_version = EXCLUDED.processor_version, updated_at = now()`,
    [name, to.transactionId, to.globalPosition, processorVersion],
  );
}
