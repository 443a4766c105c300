import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PayRuleKind } from '@timekeep/contracts';
import { checkRoundingRule, RoundingRuleInput } from '@timekeep/domain-pay-rules';
import { CommandContext } from '@timekeep/server-platform';
import { SavePayRuleCommand } from '../catalogue/save-pay-rule.handler';

export class SaveRoundingRuleCommand {
  constructor(
    readonly context: CommandContext,
    readonly record: { id?: string; version?: number; form: RoundingRuleInput },
  ) {}
}

/** POST /roundingrules/save: the rule and its rows, checked, then saved in the catalogue (SavePayRuleCommand). Answers its id. */
@CommandHandler(SaveRoundingRuleCommand)
export class SaveRoundingRuleHandler implements ICommandHandler<SaveRoundingRuleCommand, { id: string }> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ context, record: { id, version, form } }: SaveRoundingRuleCommand): Promise<{ id: string }> {
    return this.commands.execute(new SavePayRuleCommand(context, PayRuleKind.RoundingRule, { id, version, body: checkRoundingRule(form) }));
  }
}
