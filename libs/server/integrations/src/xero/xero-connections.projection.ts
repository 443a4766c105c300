import { EventType } from '@timekeep/contracts';
import type { XeroConnected } from '@timekeep/domain-integrations';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { XeroConnectionEntity } from './xero.entities';

/** Inline: the page that comes back from Xero shows the organisation just connected. */
export class XeroConnectionsProjection implements Projection<OrmTx> {
  readonly name = 'xero-connections';
  readonly version = 1;
  readonly tables = ['xero_connection'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const event of events) {
      if (event.type !== EventType.XeroConnected) continue;
      const data = event.data as XeroConnected['data'];
      await tx.manager.upsert(XeroConnectionEntity, { companyId: event.companyId, ...data, connectedAt: new Date(event.metadata.occurredAt) }, ['companyId']);
    }
  }
}
