import { EventType } from '@timekeep/contracts';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { RosterShiftEntity } from './roster-shift.entity';
import type { RosterShiftDeleted, RosterShiftSaved } from './roster-shift.events';

/** Inline, so the library shows a shift as soon as it is saved. */
export class RosterShiftsProjection implements Projection<OrmTx> {
  readonly name = 'roster-shifts';
  readonly version = 1;
  readonly tables = ['roster_shift'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const recorded of events) {
      if (recorded.type === EventType.RosterShiftSaved) {
        const { shiftId, ...fields } = recorded.data as RosterShiftSaved['data'];
        await tx.manager.upsert(RosterShiftEntity, { id: shiftId, companyId: recorded.companyId, ...fields, version: recorded.streamPosition }, ['id']);
      } else if (recorded.type === EventType.RosterShiftDeleted) {
        await tx.manager.delete(RosterShiftEntity, { id: (recorded.data as RosterShiftDeleted['data']).shiftId });
      }
    }
  }
}
