import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PayRuleKind } from '@timekeep/contracts';
import { checkScheduleTemplate, ScheduleTemplateInput, toScheduleTemplate } from '@timekeep/domain-scheduling';
import { CompanyQueries } from '@timekeep/server-organisation';
import { PayRulesQueries, SavePayRuleCommand } from '@timekeep/server-pay-rules';
import { CommandContext } from '@timekeep/server-platform';

const KIND = PayRuleKind.ScheduleTemplate;

export class SaveScheduleTemplateCommand {
  constructor(
    readonly context: CommandContext,
    readonly record: { id?: string; version?: number; form: ScheduleTemplateInput; employeeIds?: string[] },
  ) {}
}

/**
 * POST /schedule/save: the template checked against the company's settings, then saved in the
 * pay-rules catalogue (SavePayRuleCommand, its own transaction) with the ScheduleGuard's checks.
 * Answers the template's id.
 */
@CommandHandler(SaveScheduleTemplateCommand)
export class SaveScheduleTemplateHandler implements ICommandHandler<SaveScheduleTemplateCommand, { id: string }> {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
    private readonly companies: CompanyQueries,
  ) {}

  async execute({ context, record }: SaveScheduleTemplateCommand): Promise<{ id: string }> {
    const { id, version, form, employeeIds } = record;
    const { companyId } = context.principal;
    const settings = await this.companies.settings(companyId);
    // Auto punch shows only when the company allows it; otherwise the stored choice stays.
    const stored = id && !settings.allowAutoPunch ? toScheduleTemplate(await this.queries.one(companyId, KIND, id)) : null;
    const punches = settings.allowAutoPunch ? form : { autoPunch: stored?.autoPunch ?? false, outPunchOnly: stored?.outPunchOnly ?? false };
    const checked = checkScheduleTemplate({ ...form, ...punches }, !id, { tasksRequired: settings.isTaskCodeEnabled });
    return this.commands.execute<SavePayRuleCommand, { id: string }>(new SavePayRuleCommand(context, KIND, { id, version, body: checked, employeeIds }));
  }
}
