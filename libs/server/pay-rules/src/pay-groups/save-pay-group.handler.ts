import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PayRuleKind } from '@timekeep/contracts';
import { checkPayGroup, PayGroupInput } from '@timekeep/domain-pay-rules';
import { CompanyQueries } from '@timekeep/server-organisation';
import { CommandContext } from '@timekeep/server-platform';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SavePayRuleCommand } from '../catalogue/save-pay-rule.handler';

export class SavePayGroupCommand {
  constructor(
    readonly context: CommandContext,
    readonly record: { id?: string; version?: number; form: PayGroupInput },
  ) {}
}

/**
 * POST /paygroup/save: checked against the company's settings (multi-shift view, manual punch)
 * and its pay types, then saved in the catalogue with the PayGroupGuard's checks. Answers its id.
 */
@CommandHandler(SavePayGroupCommand)
export class SavePayGroupHandler implements ICommandHandler<SavePayGroupCommand, { id: string }> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
    private readonly companies: CompanyQueries,
  ) {}

  async execute({ context, record: { id, version, form } }: SavePayGroupCommand): Promise<{ id: string }> {
    const { companyId } = context.principal;
    const settings = await this.companies.settings(companyId);
    const payTypes = await this.queries.payTypes(companyId);
    const rules = { multiShift: settings.multiShiftView, allowManualPunch: settings.allowManualPunch, payTypes: new Map(payTypes.map((t) => [t.id, { leave: t.fields.leaveStatus }])) };
    return this.commands.execute(new SavePayRuleCommand(context, PayRuleKind.PayGroup, { id, version, body: checkPayGroup(form, rules) }));
  }
}
