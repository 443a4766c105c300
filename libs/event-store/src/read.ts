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

/**
 * The first transaction id whose events a reader may not pass yet, as seen by the statement's own
 * snapshot: the oldest transaction that was still open when the snapshot was taken and may belong
 * to this database, or the snapshot's xmax when there is none. Every event below it is committed
 * and visible to the same statement, or was rolled back; a transaction that commits later has an
 * id at or above it, so a reader that stops here never skips one.
 *
 * The server-wide xmin is not used: a transaction open in another database of the same server
 * (another app, another test run, a long migration) holds it back but can never write our events,
 * and it would stall every processor here for as long as it stays open (ADR 0055). An open id is
 * known to be another database's only when a backend of that database holds it; one that cannot
 * be placed (it ended between the snapshot and the look-up, a prepared transaction) counts as
 * ours, which can only delay a batch, never skip an event.
 */
export const SETTLED_HORIZON = `(
  SELECT coalesce(min(open.xid), pg_snapshot_xmax(pg_current_snapshot()))
  FROM pg_snapshot_xip(pg_current_snapshot()) AS open(xid)
  WHERE NOT EXISTS (
    SELECT 1 FROM pg_stat_get_activity(NULL) AS backend
    WHERE backend.backend_xid = open.xid::xid
      AND backend.datid <> (SELECT oid FROM pg_database WHERE datname = current_database())
  )
)`;

export interface ReadAllOptions {
  /**
   * Only settled events (below SETTLED_HORIZON), so that a transaction that took its sequence
   * values early but commits late is never skipped. Processors need this; a rebuild holding table
   * locks may read every committed event instead.
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
  const settled = options.settledOnly === false ? '' : `AND e.transaction_id < ${SETTLED_HORIZON}`;
  const { rows } = await sql.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events e JOIN streams s ON s.stream_id = e.stream_id
     WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint) ${settled}
     ORDER BY e.transaction_id, e.global_position LIMIT $3`,
    [after.transactionId, after.globalPosition, limit],
  );
  return rows.map((row) => toRecordedEvent(row, upcasters));
}

/** How many committed events processors cannot read yet (0 when every one is settled). */
export async function countUnsettledEvents(sql: SqlClient): Promise<number> {
  const { rows } = await sql.query<{ unsettled: number }>(`SELECT count(*)::int AS unsettled FROM events WHERE transaction_id >= ${SETTLED_HORIZON}`);
  return rows[0].unsettled;
}

/**
 * Resolves once every event committed before the call is settled: for a caller that needs a
 * processor's next batch to see them (a transaction open here holds them back until it ends).
 */
export async function untilSettled(sql: SqlClient, pollMs = 20): Promise<void> {
  while ((await countUnsettledEvents(sql)) > 0) await new Promise((resolve) => setTimeout(resolve, pollMs));
}
