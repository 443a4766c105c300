import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PayRuleKind } from '@timekeep/contracts';
import { checkTaskCode, refuseNewWorkCode, TaskCodeFields, WorkCodeInput } from '@timekeep/domain-pay-rules';
import { CompanyQueries } from '@timekeep/server-organisation';
import { CommandContext } from '@timekeep/server-platform';
import { fieldsOf } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SavePayRuleCommand } from '../catalogue/save-pay-rule.handler';

const KIND = PayRuleKind.Task;

export class SaveTaskCodeCommand {
  constructor(
    readonly context: CommandContext,
    readonly record: { id?: string; version?: number; form: WorkCodeInput },
  ) {}
}

/** POST /task/save: as a job's save (SaveJobCodeHandler), without the job's tasks. Answers its id. */
@CommandHandler(SaveTaskCodeCommand)
export class SaveTaskCodeHandler implements ICommandHandler<SaveTaskCodeCommand, { id: string }> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
    private readonly companies: CompanyQueries,
  ) {}

  async execute({ context, record: { id, version, form } }: SaveTaskCodeCommand): Promise<{ id: string }> {
    const { companyId } = context.principal;
    if (!id) refuseNewWorkCode('task', (await this.companies.settings(companyId)).thirdPartyType?.id);
    const stored = id ? fieldsOf<TaskCodeFields>(await this.queries.one(companyId, KIND, id)) : null;
    return this.commands.execute(new SavePayRuleCommand(context, KIND, { id, version, body: checkTaskCode(form, stored) }));
  }
}
