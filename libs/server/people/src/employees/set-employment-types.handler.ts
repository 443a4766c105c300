import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, EmploymentTypeHistory, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { decideEmploymentTypes } from '@timekeep/domain-people';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, DateWindows, Streams } from '@timekeep/server-platform';
import { mustHave } from './employee-facts';
import { changeEmployee } from './employee-stream';

export class SetEmploymentTypesCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly employmentTypes: EmploymentTypeHistory,
    readonly version: number | undefined,
  ) {}
}

/**
 * POST /api/employees/{id}/employment-types (ADR 0074): her employment types, as whoever may change
 * her pay group may. A change that would pay a closed period's day differently is refused by the
 * staleness projection in this transaction; her open days from the change on are recalculated.
 */
@CommandHandler(SetEmploymentTypesCommand)
export class SetEmploymentTypesHandler implements ICommandHandler<SetEmploymentTypesCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly dateWindows: DateWindows,
  ) {}

  async execute({ context, employeeId, employmentTypes, version: formVersion }: SetEmploymentTypesCommand): Promise<void> {
    mustHave(context.principal.kind === 'system' || can(context.principal, Resource.Employee, Action.Update));
    await changeEmployee(this.streams, this.scope, context, employeeId, formVersion, (state) => decideEmploymentTypes(state, employeeId, employmentTypes, this.dateWindows.hireAt(context.now)));
  }
}
