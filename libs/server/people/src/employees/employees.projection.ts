import { EventType } from '@timekeep/contracts';
import { EMPLOYEE_EVENT_TYPES, EmployeeEvent, evolveEmployee, initialEmployeeState } from '@timekeep/domain-people';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { EmployeeEntity } from './employee.entity';

/**
 * Inline: licence counts and the unique clock and pay IDs are read in the saving transaction, so
 * the row must change with the event. Each event is folded onto the stored row and written whole.
 */
export class EmployeesProjection implements Projection<OrmTx> {
  readonly name = 'employees';
  readonly version = 1;
  readonly tables = ['employee'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    const repo = tx.manager.getRepository(EmployeeEntity);
    for (const recorded of events) {
      if (!EMPLOYEE_EVENT_TYPES.has(recorded.type)) continue;
      const event = { type: recorded.type, v: recorded.v, data: recorded.data } as EmployeeEvent;
      const id = event.data.employeeId;
      const row = event.type === EventType.EmployeeHired ? null : await repo.findOneBy({ id });
      const before = row ? { employeeId: row.id, userId: row.userId, status: row.status, record: row.record, employmentTypes: row.employmentTypes, workingDays: row.workingDays } : initialEmployeeState;
      const after = evolveEmployee(before, event);
      if (!after.record) continue;
      const r = after.record;
      await repo.upsert(
        {
          id,
          companyId: recorded.companyId,
          userId: after.userId,
          status: after.status,
          firstName: r.firstName,
          lastName: r.lastName,
          clockId: r.clockId,
          payId: r.payId,
          departmentId: r.departmentId,
          payGroupId: r.paygroupId,
          roundingId: r.timeRoundingId,
          hireOn: r.hireOnDateValue,
          statusApp: r.statusApp,
          record: r,
          employmentTypes: after.employmentTypes,
          workingDays: after.workingDays,
          version: recorded.streamPosition,
          updatedAt: new Date(recorded.metadata.occurredAt),
        },
        ['id'],
      );
    }
  }
}
