import { EventType } from '@timekeep/contracts';
import type { AccountCreated, RolesChanged } from '@timekeep/domain-identity';
import type { DepartmentFilterChosen } from '@timekeep/domain-organisation';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { DepartmentFilterEntity } from './department-filter.entity';
import { ManagementScopeEntity } from './management-scope.entity';

/** Inline: a supervisor given new departments sees them on the next request. */
export class ScopeProjection implements Projection<OrmTx> {
  readonly name = 'scope';
  readonly version = 1;
  readonly tables = ['management_scope', 'department_filter'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as AccountCreated | RolesChanged | DepartmentFilterChosen;
      switch (event.type) {
        case EventType.AccountCreated:
        case EventType.RolesChanged:
          await tx.manager.upsert(
            ManagementScopeEntity,
            { userId: event.data.userId, companyId: recorded.companyId, departmentIds: event.data.departmentIds },
            ['userId'],
          );
          break;
        case EventType.DepartmentFilterChosen:
          await tx.manager.upsert(
            DepartmentFilterEntity,
            { userId: event.data.userId, companyId: recorded.companyId, departmentIds: event.data.departmentIds, version: recorded.streamPosition },
            ['userId'],
          );
          break;
      }
    }
  }
}
