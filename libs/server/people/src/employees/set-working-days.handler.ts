import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, Resource, WorkingDays } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { decideWorkingDays } from '@timekeep/domain-people';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { mustHave } from './employee-facts';
import { changeEmployee } from './employee-stream';

export class SetWorkingDaysCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly workingDays: WorkingDays,
    readonly version: number | undefined,
  ) {}
}

/**
 * POST /api/employees/{id}/working-days (ADR 0074): the weekdays her agreement settles, as whoever
 * may change her employment types may. Her open days are recalculated (the staleness projection);
 * closed pay periods stay as they were paid.
 */
@CommandHandler(SetWorkingDaysCommand)
export class SetWorkingDaysHandler implements ICommandHandler<SetWorkingDaysCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
  ) {}

  async execute({ context, employeeId, workingDays, version: formVersion }: SetWorkingDaysCommand): Promise<void> {
    mustHave(context.principal.kind === 'system' || can(context.principal, Resource.Employee, Action.Update));
    await changeEmployee(this.streams, this.scope, context, employeeId, formVersion, (state) => decideWorkingDays(state, employeeId, workingDays));
  }
}
