import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action } from '@timekeep/contracts';
import { decideRemoveDepartments, StructureRuleError } from '@timekeep/domain-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { DepartmentOccupancy } from '../ports/structure-ports';
import { ManagementScope } from '../scope/management-scope';
import { changeStructure, mayAct, structureRules } from './structure-stream';
import { NotAllowed } from '@timekeep/domain-kernel';

export class RemoveDepartmentsCommand {
  constructor(readonly context: CommandContext, readonly ids: string[]) {}
}

@CommandHandler(RemoveDepartmentsCommand)
export class RemoveDepartmentsHandler implements ICommandHandler<RemoveDepartmentsCommand> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly usage: DepartmentOccupancy,
  ) {}

  async execute({ context, ids }: RemoveDepartmentsCommand): Promise<void> {
    await changeStructure(this.streams, context, async (state, tx) => {
      const nodes = ids.map((id) => state.nodes.get(id));
      if (nodes.some((n) => !n) || !(await this.scope.canSee(context.principal, ...ids))) throw new StructureRuleError('notFound');
      if (nodes.some((n) => n && !mayAct(context, n.level, Action.Delete))) throw new NotAllowed();
      return decideRemoveDepartments(state, await structureRules(tx, context.principal.companyId, this.usage), ids);
    });
  }
}
