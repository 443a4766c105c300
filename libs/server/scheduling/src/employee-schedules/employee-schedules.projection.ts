import { EventType } from '@timekeep/contracts';
import type { EmployeeScheduleChanged } from '@timekeep/domain-scheduling';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { EmployeeScheduleDayEntity } from './employee-schedule-day.entity';

/** Inline, so a search right after a save shows the save. */
export class EmployeeSchedulesProjection implements Projection<OrmTx> {
  readonly name = 'employee-schedules';
  readonly version = 1;
  readonly tables = ['employee_schedule_day'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const recorded of events) {
      if (recorded.type !== EventType.EmployeeScheduleChanged) continue;
      const { employeeId, days } = recorded.data as EmployeeScheduleChanged['data'];
      for (const { date, rule } of days) {
        if (rule) await tx.manager.upsert(EmployeeScheduleDayEntity, { employeeId, date, companyId: recorded.companyId, rule }, ['employeeId', 'date']);
        else await tx.manager.delete(EmployeeScheduleDayEntity, { employeeId, date });
      }
    }
  }
}
