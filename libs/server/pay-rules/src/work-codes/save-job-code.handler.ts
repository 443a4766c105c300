import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PayRuleKind } from '@timekeep/contracts';
import { checkJobCode, JobCodeFields, refuseNewWorkCode, WorkCodeInput } from '@timekeep/domain-pay-rules';
import { CompanyQueries } from '@timekeep/server-organisation';
import { CommandContext } from '@timekeep/server-platform';
import { fieldsOf } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SavePayRuleCommand } from '../catalogue/save-pay-rule.handler';

const KIND = PayRuleKind.Job;

export class SaveJobCodeCommand {
  constructor(
    readonly context: CommandContext,
    readonly record: { id?: string; version?: number; form: WorkCodeInput & { taskIds: string[] } },
  ) {}
}

/**
 * POST /job/save: a new job only where the company's integration does not own its jobs
 * (refuseNewWorkCode); checked against the company's tasks and the stored job, then saved in the
 * catalogue. Answers its id.
 */
@CommandHandler(SaveJobCodeCommand)
export class SaveJobCodeHandler implements ICommandHandler<SaveJobCodeCommand, { id: string }> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
    private readonly companies: CompanyQueries,
  ) {}

  async execute({ context, record: { id, version, form } }: SaveJobCodeCommand): Promise<{ id: string }> {
    const { companyId } = context.principal;
    if (!id) refuseNewWorkCode('job', (await this.companies.settings(companyId)).thirdPartyType?.id);
    const stored = id ? fieldsOf<JobCodeFields>(await this.queries.one(companyId, KIND, id)) : null;
    const tasks = new Set((await this.queries.all(companyId, [PayRuleKind.Task])).map((t) => t.id));
    return this.commands.execute(new SavePayRuleCommand(context, KIND, { id, version, body: checkJobCode(form, tasks, stored) }));
  }
}
