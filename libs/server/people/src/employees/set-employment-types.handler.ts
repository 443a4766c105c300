import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, EmploymentTypeHistory, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { decideEmploymentTypes } from '@timekeep/domain-people';
import { StaleForm } from '@timekeep/domain-kernel';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, DateWindows, Streams } from '@timekeep/server-platform';
import { employeeStreamId, mustHave, mustReach } from './employee-facts';
import { EMPLOYEE_CONFLICT, employeeFold, settlePeopleRace } from './employee-stream';

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
    try {
      await this.streams.transaction(async (tx) => {
        const { state, version } = await this.streams.load(tx, context, employeeStreamId(employeeId), employeeFold);
        if (state.record) await mustReach(this.scope, context, state.record.departmentId);
        if (formVersion !== undefined && formVersion !== version) throw new StaleForm(EMPLOYEE_CONFLICT);
        const events = decideEmploymentTypes(state, employeeId, employmentTypes, this.dateWindows.hireAt(context.now));
        if (events.length) await this.streams.append(tx, context, { id: employeeStreamId(employeeId), type: 'employee', expected: version }, events);
      });
    } catch (error) {
      settlePeopleRace(error);
    }
  }
}
