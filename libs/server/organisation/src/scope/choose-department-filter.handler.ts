import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventType } from '@timekeep/contracts';
import { DepartmentFilterChosen, StructureRuleError } from '@timekeep/domain-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { ManagementScope } from './management-scope';

export const filterStreamId = (userId: string) => `department-filter-${userId}`;

export class ChooseDepartmentFilterCommand {
  constructor(readonly context: CommandContext, readonly departmentIds: string[]) {}
}

/** The header filter: only departments the user can see; an empty choice means 'all I can see'. */
@CommandHandler(ChooseDepartmentFilterCommand)
export class ChooseDepartmentFilterHandler implements ICommandHandler<ChooseDepartmentFilterCommand> {
  constructor(private readonly streams: Streams, private readonly scope: ManagementScope) {}

  async execute({ context, departmentIds }: ChooseDepartmentFilterCommand): Promise<void> {
    const ids = [...new Set(departmentIds)];
    if (!(await this.scope.canSee(context.principal, ...ids))) throw new StructureRuleError('invalid', 'Failed to filter the departments.');
    const event: DepartmentFilterChosen = { type: EventType.DepartmentFilterChosen, v: 1, data: { userId: context.principal.id, departmentIds: ids } };
    await this.streams.transaction((tx) => this.streams.append(tx, context, { id: filterStreamId(context.principal.id), type: 'department-filter', expected: 'any' }, [event]));
  }
}
