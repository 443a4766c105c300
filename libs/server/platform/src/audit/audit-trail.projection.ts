import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '../database/orm-transactions';
import { redactSecrets } from '../events/redact-secrets';

/** Asynchronous: history screens can lag a moment behind a save; appends stay cheap. */
export class AuditTrailProjection implements Projection<OrmTx> {
  readonly name = 'audit-trail';
  readonly version = 1;
  readonly tables = ['audit_entry'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    if (events.length === 0) return;
    await tx.sql.query(
      `INSERT INTO audit_entry (global_position, company_id, stream_id, stream_type, event_type, actor_kind, actor_id,
                                source, correlation_id, occurred_at, data)
       SELECT * FROM unnest($1::bigint[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::text[], $9::text[], $10::timestamptz[], $11::jsonb[])`,
      [
        events.map((e) => e.position.globalPosition),
        events.map((e) => e.companyId),
        events.map((e) => e.streamId),
        events.map((e) => e.streamType),
        events.map((e) => e.type),
        events.map((e) => e.metadata.actor.kind),
        events.map((e) => e.metadata.actor.id),
        events.map((e) => e.metadata.source),
        events.map((e) => e.metadata.correlationId),
        events.map((e) => e.metadata.occurredAt),
        events.map((e) => JSON.stringify(redactSecrets(e.data))),
      ],
    );
  }
}
