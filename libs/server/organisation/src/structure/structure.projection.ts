import { EventType } from '@timekeep/contracts';
import { withoutRetiredFields, type StructureEvent } from '@timekeep/domain-organisation';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { DepartmentEntity } from './department.entity';

/** Inline: the tree on screen is the tree the next save is checked against. */
export class StructureProjection implements Projection<OrmTx> {
  readonly name = 'structure';
  readonly version = 1;
  readonly tables = ['department'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    const repo = tx.manager.getRepository(DepartmentEntity);
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as StructureEvent;
      const version = recorded.streamPosition;
      switch (event.type) {
        case EventType.DepartmentAdded: {
          const { departmentId, ...fields } = withoutRetiredFields(event.data);
          const parent = fields.parentId ? await repo.findOneByOrFail({ id: fields.parentId }) : null;
          await repo.insert({ id: departmentId, companyId: recorded.companyId, ...fields, active: true, path: [...(parent?.path ?? []), departmentId], version });
          break;
        }
        case EventType.DepartmentChanged: {
          const { departmentId, ...fields } = withoutRetiredFields(event.data);
          await repo.update({ id: departmentId }, { ...fields, version });
          break;
        }
        case EventType.DepartmentRemoved:
          await repo.delete({ id: event.data.departmentId });
          break;
      }
    }
  }
}
