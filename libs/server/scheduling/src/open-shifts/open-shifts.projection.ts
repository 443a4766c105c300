import { EventType } from '@timekeep/contracts';
import type { OpenShiftEvent } from '@timekeep/domain-scheduling';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { OpenShiftEntity } from './open-shift.entity';

/** Inline: a claim reads the shift's row under its lock, and the planner's list shows a claim as it lands. */
export class OpenShiftsProjection implements Projection<OrmTx> {
  readonly name = 'open-shifts';
  readonly version = 1;
  readonly tables = ['open_shift'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as OpenShiftEvent;
      const version = recorded.streamPosition;
      switch (event.type) {
        case EventType.OpenShiftPublished: {
          const { openShiftId, positionId, date, section, skillIds, note, claimMode, offeredTo } = event.data;
          await tx.manager.insert(OpenShiftEntity, { id: openShiftId, companyId: recorded.companyId, positionId, date, section, skillIds, note, claimMode, status: 'open', offeredTo, claims: [], filledBy: null, version });
          break;
        }
        case EventType.OpenShiftClaimed:
          await tx.sql.query(`UPDATE open_shift SET claims = claims || $2::jsonb, version = $3 WHERE id = $1`, [event.data.openShiftId, JSON.stringify([{ employeeId: event.data.employeeId, at: recorded.recordedAt.toISOString() }]), version]);
          break;
        case EventType.OpenShiftAssigned:
        case EventType.OpenShiftClaimDeclined: {
          const filled = event.type === EventType.OpenShiftAssigned;
          await tx.sql.query(
            `UPDATE open_shift SET claims = (SELECT coalesce(jsonb_agg(c), '[]'::jsonb) FROM jsonb_array_elements(claims) c WHERE c->>'employeeId' <> $2),
                    status = CASE WHEN $3 THEN 'filled' ELSE status END, filled_by = CASE WHEN $3 THEN $2::uuid ELSE filled_by END, version = $4
              WHERE id = $1`,
            [event.data.openShiftId, event.data.employeeId, filled, version],
          );
          break;
        }
        case EventType.OpenShiftWithdrawn:
          await tx.sql.query(`UPDATE open_shift SET status = 'withdrawn', version = $2 WHERE id = $1`, [event.data.openShiftId, version]);
          break;
      }
    }
  }
}
