import { EVENT_COLUMNS, EventRow, toRecordedEvent } from './rows';
import type { SqlClient } from './sql-client';
import type { LogPosition, RecordedEvent } from './types';
import type { UpcasterRegistry } from './upcasting';

export interface ReadStreamOptions {
  /** Read up to and including this stream position. */
  toVersion?: number;
  /** Read the stream as it stood at this instant. */
  asOf?: Date;
}

/** A stream of another company reads as empty: tenancy is part of the key. */
export async function readStream(
  sql: SqlClient,
  companyId: string,
  streamId: string,
  options: ReadStreamOptions = {},
  upcasters?: UpcasterRegistry,
): Promise<RecordedEvent[]> {
  const params: unknown[] = [streamId, companyId];
  let filter = '';
  if (options.toVersion !== undefined) {
    params.push(options.toVersion);
    filter += ` AND e.stream_position <= $${params.length}`;
  }
  if (options.asOf !== undefined) {
    params.push(options.asOf);
    filter += ` AND e.recorded_at <= $${params.length}`;
  }
  const { rows } = await sql.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events e JOIN streams s ON s.stream_id = e.stream_id
     WHERE e.stream_id = $1 AND e.company_id = $2 ${filter} ORDER BY e.stream_position`,
    params,
  );
  return rows.map((row) => toRecordedEvent(row, upcasters));
}

export interface ReadAllOptions {
  /**
   * Only events whose transaction precedes every transaction still open, so that a transaction
   * that took its sequence values early but commits late is never skipped. Processors need this;
   * a rebuild holding table locks may read every committed event instead.
   */
  settledOnly?: boolean;
}

/** Events after `after` in commit order. */
export async function readAll(
  sql: SqlClient,
  after: LogPosition,
  limit: number,
  options: ReadAllOptions = { settledOnly: true },
  upcasters?: UpcasterRegistry,
): Promise<RecordedEvent[]> {
  const settled = options.settledOnly === false ? '' : 'AND e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
  const { rows } = await sql.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events e JOIN streams s ON s.stream_id = e.stream_id
     WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) ${settled}
     ORDER BY e.transaction_id, e.global_position LIMIT $3`,
    [after.transactionId, after.globalPosition, limit],
  );
  return rows.map((row) => toRecordedEvent(row, upcasters));
}
