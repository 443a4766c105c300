import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ConditionSetFields, ConditionTemplateId, PayRuleKind } from '@timekeep/contracts';
import { CONDITION_TEMPLATES, templateSet } from '@timekeep/domain-time-engine';
import { PayRuleWriter, payTypesByCode, SavePayRuleCommand, settleRace } from '@timekeep/server-pay-rules';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';

export class ApplyConditionTemplateCommand {
  constructor(
    readonly context: CommandContext,
    readonly templateId: ConditionTemplateId,
    readonly name: string,
    readonly payGroupIds: string[],
  ) {}
}

/**
 * POST /api/condition-sets/apply-template: the company's own copy of a template (issue 32 §2), for
 * the pay groups named, in one transaction with the pay types it pays under (found by code, made
 * where the company has none). The employer edits the copy; the template stays as shipped.
 */
@CommandHandler(ApplyConditionTemplateCommand)
export class ApplyConditionTemplateHandler implements ICommandHandler<ApplyConditionTemplateCommand, { id: string }> {
  constructor(
    private readonly streams: Streams,
    private readonly writer: PayRuleWriter,
  ) {}

  async execute({ context, templateId, name, payGroupIds }: ApplyConditionTemplateCommand): Promise<{ id: string }> {
    const template = CONDITION_TEMPLATES.find((t) => t.id === templateId);
    if (!template) throw new Error(`No condition template ${templateId}.`);
    try {
      return await this.streams.transaction(async (tx) => {
        const payTypes = await payTypesByCode(this.writer, tx, context, template.payTypes);
        const set = templateSet(template, payTypes, () => randomUUID());
        const engagement = template.minimumEngagement;
        const engagementPayType = engagement ? payTypes.get(engagement.payTypeCode) : undefined;
        const fields: ConditionSetFields = {
          combine: set.combine,
          conditions: set.conditions.map(({ payType, ...row }) => ({ ...row, days: [...row.days], employmentTypes: [...row.employmentTypes], payTypeId: payType.id })),
          payGroupIds,
          minimumEngagement: engagement && engagementPayType ? { minutes: { ...engagement.minutes }, payTypeId: engagementPayType.id } : null,
          compliance: structuredClone(template.compliance),
          otherwiseWorkingDay: template.otherwiseWorkingDay ? { ...template.otherwiseWorkingDay } : null,
          template: { id: template.id, source: template.source, effectiveFrom: template.effectiveFrom },
        };
        return this.writer.saveWithin(tx, new SavePayRuleCommand(context, PayRuleKind.ConditionSet, { body: { name, active: true, systemCode: null, fields } }));
      });
    } catch (error) {
      settleRace(error, PayRuleKind.ConditionSet);
    }
  }
}
