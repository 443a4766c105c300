import { EventType } from '@timekeep/contracts';
import { pairIdOf, type TimesheetEvent } from '@timekeep/domain-timekeeping';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { PunchEntity } from '../core/punch.entity';
import { TimeApprovalEntity } from './time-approval.entity';

/**
 * Inline, in the transaction of the approval: the pair's own punch carries the approval (the engine
 * reads it with the punches, so the recomputation in the same transaction pays it), and
 * `time_approval` says who approved or unapproved the pair and when.
 */
export class TimeApprovalsProjection implements Projection<OrmTx> {
  readonly name = 'time-approvals';
  readonly version = 1;
  readonly tables = ['time_approval'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, v: recorded.v, data: recorded.data } as TimesheetEvent;
      const set = async (pairId: string, employeeId: string, date: string | null, approved: boolean) => {
        await tx.manager.update(PunchEntity, { id: pairId }, { approved });
        const row = { pairId, companyId: recorded.companyId, employeeId, approved, approver: recorded.metadata.actor.name ?? recorded.metadata.actor.id, approvedAt: new Date(recorded.metadata.occurredAt) };
        const day = date ?? (await tx.manager.findOneBy(PunchEntity, { id: pairId }))?.day;
        if (day) await tx.manager.upsert(TimeApprovalEntity, { ...row, date: day }, ['pairId']);
      };
      switch (event.type) {
        case EventType.PunchPairApproved:
          await set(event.data.pairId, event.data.employeeId, event.data.date, true);
          break;
        case EventType.PunchPairUnapproved:
          await set(event.data.pairId, event.data.employeeId, event.data.date, false);
          break;
        case EventType.PunchPairChanged: {
          const pairId = pairIdOf(event.data) as string;
          const before = await tx.manager.findOneBy(TimeApprovalEntity, { pairId });
          // The pair form sends its approval with every change: only a change of it is an approval.
          if ((before?.approved ?? false) !== event.data.approved) await set(pairId, event.data.employeeId, before?.date ?? null, event.data.approved);
          break;
        }
      }
    }
  }
}
