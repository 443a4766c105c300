import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConditionSetFields, ConditionSetSaveRequest, DEFAULT_COMPLIANCE, PayRuleKind } from '@timekeep/contracts';
import { fieldsOf, PayRulesQueries, SavePayRuleCommand } from '@timekeep/server-pay-rules';
import { CommandContext } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';

export class SaveConditionSetCommand {
  constructor(
    readonly context: CommandContext,
    readonly form: ConditionSetSaveRequest,
  ) {}
}

/**
 * POST /api/condition-sets/save: the editor's set, saved in the catalogue (its guard checks it in
 * the save's transaction). A new row gets its id here and keeps it, so a timesheet line names the
 * row that paid it; the template a set was copied from stays named on it.
 */
@CommandHandler(SaveConditionSetCommand)
export class SaveConditionSetHandler implements ICommandHandler<SaveConditionSetCommand, { id: string }> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
  ) {}

  async execute({ context, form }: SaveConditionSetCommand): Promise<{ id: string }> {
    const { id, version, name, active, ...rest } = form;
    const stored = id ? fieldsOf<ConditionSetFields>(await this.queries.one(context.principal.companyId, PayRuleKind.ConditionSet, id)) : null;
    const fields: ConditionSetFields = {
      combine: rest.combine,
      conditions: rest.conditions.map((row) => ({ ...row, id: row.id ?? randomUUID() })),
      payGroupIds: rest.payGroupIds,
      minimumEngagement: rest.minimumEngagement,
      compliance: rest.compliance ?? stored?.compliance ?? DEFAULT_COMPLIANCE,
      otherwiseWorkingDay: rest.otherwiseWorkingDay === undefined ? (stored?.otherwiseWorkingDay ?? null) : rest.otherwiseWorkingDay,
      template: stored?.template ?? null,
    };
    return this.commands.execute(new SavePayRuleCommand(context, PayRuleKind.ConditionSet, { id, version, body: { name, active, systemCode: null, fields } }));
  }
}
