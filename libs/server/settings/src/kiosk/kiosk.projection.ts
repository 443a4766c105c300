import { EventType } from '@timekeep/contracts';
import type { KioskContactEvent, KioskContentsChanged } from '@timekeep/domain-settings';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { KioskContactEntity, KioskContentsEntity } from './kiosk.entities';

/** Inline: the kiosk shows a save the moment it commits, and a form reloads at the saved version. */
export class KioskProjection implements Projection<OrmTx> {
  readonly name = 'kiosk';
  readonly version = 1;
  readonly tables = ['kiosk_contents', 'kiosk_contact'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const event of events) {
      const updatedAt = new Date(event.metadata.occurredAt);
      if (event.type === EventType.KioskContentsChanged) {
        const { labels, contents } = event.data as KioskContentsChanged['data'];
        await tx.manager.upsert(KioskContentsEntity, { companyId: event.companyId, labels, contents, version: event.streamPosition, updatedAt }, ['companyId']);
      } else if (event.type === EventType.KioskContactSaved) {
        const data = event.data as Extract<KioskContactEvent, { type: typeof EventType.KioskContactSaved }>['data'];
        await tx.manager.upsert(KioskContactEntity, { ...data, companyId: event.companyId, version: event.streamPosition, updatedAt }, ['id']);
      } else if (event.type === EventType.KioskContactDeleted) {
        await tx.manager.delete(KioskContactEntity, { id: (event.data as { id: string }).id, companyId: event.companyId });
      }
    }
  }
}
