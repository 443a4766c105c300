import { EventType } from '@timekeep/contracts';
import type { IntegrationConnectionChanged } from '@timekeep/domain-integrations';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { IntegrationConnectionEntity } from './integration-connection.entity';

/** Inline: a sync right after a save uses the saved connection. The password column is the save's own. */
export class IntegrationConnectionsProjection implements Projection<OrmTx> {
  readonly name = 'integration-connections';
  readonly version = 1;
  readonly tables = ['integration_connection'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const event of events) {
      if (event.type !== EventType.IntegrationConnectionChanged) continue;
      const { kind, passwordChanged: _, ...fields } = event.data as IntegrationConnectionChanged['data'];
      await tx.manager.upsert(IntegrationConnectionEntity, { companyId: event.companyId, kind, ...fields, version: event.streamPosition, updatedAt: new Date(event.metadata.occurredAt) }, ['companyId', 'kind']);
    }
  }
}
