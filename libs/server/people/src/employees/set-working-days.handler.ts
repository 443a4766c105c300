import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, Resource, WorkingDays } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { decideWorkingDays } from '@timekeep/domain-people';
import { StaleForm } from '@timekeep/domain-kernel';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { employeeStreamId, mustHave, mustReach } from './employee-facts';
import { EMPLOYEE_CONFLICT, employeeFold, settlePeopleRace } from './employee-stream';

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
    try {
      await this.streams.transaction(async (tx) => {
        const { state, version } = await this.streams.load(tx, context, employeeStreamId(employeeId), employeeFold);
        if (state.record) await mustReach(this.scope, context, state.record.departmentId);
        if (formVersion !== undefined && formVersion !== version) throw new StaleForm(EMPLOYEE_CONFLICT);
        const events = decideWorkingDays(state, employeeId, workingDays);
        if (events.length) await this.streams.append(tx, context, { id: employeeStreamId(employeeId), type: 'employee', expected: version }, events);
      });
    } catch (error) {
      settlePeopleRace(error);
    }
  }
}
