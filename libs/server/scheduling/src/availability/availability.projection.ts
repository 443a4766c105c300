import { EventType } from '@timekeep/contracts';
import type { AvailabilityChanged } from '@timekeep/domain-scheduling';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { EmployeeAvailabilityEntity } from './availability.entity';

/** Inline: the roster reads what she said the moment she saves it. */
export class AvailabilityProjection implements Projection<OrmTx> {
  readonly name = 'availability';
  readonly version = 1;
  readonly tables = ['employee_availability'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const event of events) {
      if (event.type !== EventType.AvailabilityChanged) continue;
      const { employeeId, patterns, dates } = event.data as AvailabilityChanged['data'];
      const row: EmployeeAvailabilityEntity = { employeeId, companyId: event.companyId, patterns: patterns as EmployeeAvailabilityEntity['patterns'], dates: dates as EmployeeAvailabilityEntity['dates'] };
      await tx.manager.upsert(EmployeeAvailabilityEntity, row, ['employeeId']);
    }
  }
}
