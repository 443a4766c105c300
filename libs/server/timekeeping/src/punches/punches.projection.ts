import { EventType } from '@timekeep/contracts';
import type { TimesheetEvent } from '@timekeep/domain-timekeeping';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { PayCardFileEntity } from '../core/pay-card-file.entity';
import { PayCardLineEntity } from '../core/pay-card-line.entity';
import { PunchEntity } from '../core/punch.entity';

const actorName = (event: RecordedEvent) => event.metadata.actor.name ?? event.metadata.actor.id;

/** Inline: the save's reply and the next read see the punch, and the same-minute check reads it. */
export class PunchesProjection implements Projection<OrmTx> {
  readonly name = 'punches';
  readonly version = 1;
  readonly tables = ['punch', 'pay_card_line', 'pay_card_file'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    // Consecutive recorded punches go in as one insert (a clock log's month of reads is one append); anything else first writes them.
    let recordedPunches: Array<Partial<PunchEntity>> = [];
    const flush = async () => {
      if (recordedPunches.length) await tx.manager.insert(PunchEntity, recordedPunches);
      recordedPunches = [];
    };
    for (const recorded of events) {
      const event = { type: recorded.type, v: recorded.v, data: recorded.data } as TimesheetEvent;
      const at = new Date(recorded.metadata.occurredAt);
      if (event.type === EventType.PunchRecorded) {
        const { punchId, employeeId, ...rest } = event.data;
        recordedPunches.push({ id: punchId, companyId: recorded.companyId, employeeId, ...rest, source: recorded.metadata.source, approved: false, version: recorded.streamPosition, recordedAt: at, updatedAt: at });
        continue;
      }
      await flush();
      switch (event.type) {
        case EventType.PunchChanged: {
          const { punchId, employeeId: _e, ...rest } = event.data;
          await tx.manager.update(PunchEntity, { id: punchId }, { ...rest, version: recorded.streamPosition, updatedAt: at });
          break;
        }
        case EventType.PunchDeleted:
          await tx.manager.delete(PunchEntity, { id: event.data.punchId });
          break;
        case EventType.PunchPairChanged: {
          // The approval is the pair's own punch's, kept by TimeApprovalsProjection.
          const { inPunchId, outPunchId, siteId, positionId, jobId, taskId } = event.data;
          for (const id of [inPunchId, outPunchId]) {
            if (id) await tx.manager.update(PunchEntity, { id }, { workPlaceId: siteId, positionId, jobId, taskId, version: recorded.streamPosition, updatedAt: at });
          }
          break;
        }
        case EventType.PayCardLineSaved: {
          const { employeeId, ...line } = event.data;
          await tx.manager.upsert(PayCardLineEntity, { ...line, companyId: recorded.companyId, employeeId, modifiedBy: actorName(recorded), updatedAt: at }, ['id']);
          break;
        }
        case EventType.PayCardLineDeleted:
          await tx.manager.delete(PayCardLineEntity, { id: event.data.lineId });
          break;
        case EventType.PayCardFileAttached: {
          const { employeeId, fileName, name, fromDate } = event.data;
          await tx.manager.insert(PayCardFileEntity, { fileName, companyId: recorded.companyId, employeeId, fromDate, name, uploadedBy: actorName(recorded), uploadedAt: at });
          break;
        }
      }
    }
    await flush();
  }
}
