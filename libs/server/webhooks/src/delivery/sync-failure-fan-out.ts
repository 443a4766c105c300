import { randomUUID } from 'node:crypto';
import { syncFailedWebhook, webhookBody } from '@timekeep/domain-webhooks';
import type { OrmTx } from '@timekeep/server-platform';

/** How far back a failed sync is looked for: longer than any worker is down, far shorter than deliveries are kept. */
const LOOK_BACK_HOURS = 48;
const BATCH = 200;

/**
 * `sync.failed` (ADR 0080): a failed sync is a Sync Results row, not an event, so the fan-out
 * processor never sees it; the sender's sweep writes its deliveries instead, one per subscription
 * taking `sync.failed` made before it failed, keyed as events are (subscription, the row's id), so
 * however many workers sweep, each is written once. A company's own news: no department filter
 * holds it back. Answers how many were written.
 */
export async function writeSyncFailures(tx: OrmTx): Promise<number> {
  const { rows } = await tx.sql.query<{ id: string; company_id: string; subscription_id: string; status: string; type: string; integration: string | null; message: string; occurred_at: Date }>(
    `SELECT r.id::text, r.company_id::text, s.id::text AS subscription_id, s.status, r.type, r.integration, r.message, r.occurred_at
       FROM sync_result r
       JOIN webhook_subscription s ON s.company_id = r.company_id AND 'sync.failed' = ANY(s.event_types) AND s.created_at <= r.occurred_at
      WHERE r.status = 'Error' AND r.occurred_at > now() - make_interval(hours => $1)
        AND NOT EXISTS (SELECT 1 FROM webhook_delivery d WHERE d.subscription_id = s.id AND d.event_id = r.id)
      ORDER BY r.occurred_at LIMIT $2`,
    [LOOK_BACK_HOURS, BATCH],
  );
  if (!rows.length) return 0;
  const column = <T>(pick: (r: (typeof rows)[number]) => T) => rows.map(pick);
  const { rowCount } = await tx.sql.query(
    `INSERT INTO webhook_delivery (id, company_id, subscription_id, event_id, event_type, employee_id, order_key, body, created_at, status, next_attempt_at)
     SELECT id, company_id, subscription_id, event_id, 'sync.failed', NULL, 'company', body, created_at, status, now()
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::timestamptz[], $7::text[]) WITH ORDINALITY AS r(id, company_id, subscription_id, event_id, body, created_at, status, n)
      ORDER BY n
     ON CONFLICT (subscription_id, event_id) DO NOTHING`,
    [
      column(() => randomUUID()),
      column((r) => r.company_id),
      column((r) => r.subscription_id),
      column((r) => r.id),
      column((r) => webhookBody(syncFailedWebhook(r), r.occurred_at)),
      column((r) => r.occurred_at),
      // A disabled subscription's is logged unsent, for "replay everything since", as the fan-out does.
      column((r) => (r.status === 'disabled' ? 'failed' : 'pending')),
    ],
  );
  return rowCount ?? 0;
}
