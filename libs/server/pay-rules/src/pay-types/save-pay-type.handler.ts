import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PayRuleKind } from '@timekeep/contracts';
import { checkPayType, PayTypeFields, PayTypeInput } from '@timekeep/domain-pay-rules';
import { CommandContext } from '@timekeep/server-platform';
import { fieldsOf } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SavePayRuleCommand } from '../catalogue/save-pay-rule.handler';

const KIND = PayRuleKind.PayType;

export class SavePayTypeCommand {
  constructor(
    readonly context: CommandContext,
    readonly record: { id?: string; version?: number; form: PayTypeInput },
  ) {}
}

/** POST /paytype/save: checked against the stored pay type (its code is locked once saved, a system default stays one), then saved in the catalogue. Answers its id. */
@CommandHandler(SavePayTypeCommand)
export class SavePayTypeHandler implements ICommandHandler<SavePayTypeCommand, { id: string }> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
  ) {}

  async execute({ context, record: { id, version, form } }: SavePayTypeCommand): Promise<{ id: string }> {
    const current = id ? fieldsOf<PayTypeFields>(await this.queries.one(context.principal.companyId, KIND, id)) : null;
    return this.commands.execute(new SavePayRuleCommand(context, KIND, { id, version, body: checkPayType(form, current) }));
  }
}
