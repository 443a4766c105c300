import { EventType } from '@timekeep/contracts';
import type { ScheduledReportEvent } from '@timekeep/domain-reporting';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { ScheduledReportEntity } from './scheduled-report.entity';

type Created = Extract<ScheduledReportEvent, { type: typeof EventType.ScheduledReportCreated }>['data'];
type Changed = Extract<ScheduledReportEvent, { type: typeof EventType.ScheduledReportChanged }>['data'];

/** Inline: the list shows a save the moment it commits, and the worker's sweep reads the schedules it holds. */
export class ScheduledReportsProjection implements Projection<OrmTx> {
  readonly name = 'scheduled-reports';
  readonly version = 1;
  readonly tables = ['scheduled_report'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const event of events) {
      const updatedAt = new Date(event.metadata.occurredAt);
      if (event.type === EventType.ScheduledReportCreated) {
        const data = event.data as Created;
        await tx.manager.upsert(ScheduledReportEntity, { ...data, companyId: event.companyId, createdAt: updatedAt, version: event.streamPosition, updatedAt }, ['id']);
      } else if (event.type === EventType.ScheduledReportChanged) {
        const { id, ...fields } = event.data as Changed;
        await tx.manager.update(ScheduledReportEntity, { id, companyId: event.companyId }, { ...fields, version: event.streamPosition, updatedAt });
      } else if (event.type === EventType.ScheduledReportDeleted) {
        await tx.manager.delete(ScheduledReportEntity, { id: (event.data as { id: string }).id, companyId: event.companyId });
      }
    }
  }
}
