import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PayRuleKind } from '@timekeep/contracts';
import { checkSkill, SkillInput } from '@timekeep/domain-pay-rules';
import { CommandContext } from '@timekeep/server-platform';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SavePayRuleCommand } from '../catalogue/save-pay-rule.handler';

export class SaveSkillCommand {
  constructor(
    readonly context: CommandContext,
    readonly record: { id?: string; version?: number; form: SkillInput },
  ) {}
}

/** POST /api/skills/save: the allowance it pays must be an allowance pay type; saved in the catalogue. Answers its id. */
@CommandHandler(SaveSkillCommand)
export class SaveSkillHandler implements ICommandHandler<SaveSkillCommand, { id: string }> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
  ) {}

  async execute({ context, record: { id, version, form } }: SaveSkillCommand): Promise<{ id: string }> {
    const allowances = new Set((await this.queries.payTypes(context.principal.companyId)).filter((t) => t.fields.isAllowance).map((t) => t.id));
    return this.commands.execute(new SavePayRuleCommand(context, PayRuleKind.Skill, { id, version, body: checkSkill(form, allowances, !id) }));
  }
}
