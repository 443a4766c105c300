import type { Pool } from 'pg';

/**
 * Waits until every event in the database is settled: readable by processors, which take only
 * events of transactions older than the oldest one still open anywhere in the cluster (ADR 0001).
 * A test that appends and at once asks a processor for one batch must wait for this, or a
 * transaction of another test run on the same server makes the batch come back empty.
 */
export async function untilEventsSettled(pool: Pool, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ unsettled: number }>('SELECT count(*)::int AS unsettled FROM events WHERE transaction_id >= pg_snapshot_xmin(pg_current_snapshot())');
    if (rows[0].unsettled === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0].unsettled} events still unsettled after ${timeoutMs} ms: a transaction stays open in the cluster.`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
