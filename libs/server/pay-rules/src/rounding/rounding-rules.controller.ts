import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Action, MessageReply, Page, PAY_RULE_TEXT_LIMITS, PayRuleKind, Resource, RoundingRule, textTooLong } from '@timekeep/contracts';
import { checkRoundingRule, RoundingRuleFields } from '@timekeep/domain-pay-rules';
import { CommandContext, Ctx, CurrentPrincipal, formArray, formBoolean, formId, formNumber, formText, formVersion, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { deleteRecords, parseCatalogueQuery } from '../catalogue/catalogue-http';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SavePayRuleCommand } from '../catalogue/save-pay-rule.handler';

const KIND = PayRuleKind.RoundingRule;
const row = z.object({ fromTime: formNumber, toT: formNumber, value: formNumber });
const saveSchema = z.object({
  id: formId,
  name: z.string().max(PAY_RULE_TEXT_LIMITS.name, textTooLong('Name', PAY_RULE_TEXT_LIMITS.name)).default(''),
  description: formText(500),
  active: formBoolean.default(true),
  rules: formArray(row),
  version: formVersion,
});

export const toRoundingRule = (row: PayRuleEntity): RoundingRule => {
  const fields = fieldsOf<RoundingRuleFields>(row);
  return { id: row.id, name: row.name, description: fields.description, active: row.active, rules: fields.rules, version: row.version };
};

/** Rounding rules (document 3 §2, §7): list, save and delete with the spec's answers. */
@Controller()
export class RoundingRulesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
  ) {}

  @Get('api/time-roundings')
  @Permission(Resource.PayRules, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<RoundingRule>> {
    const { list, filters } = parseCatalogueQuery(query);
    return this.queries.page(principal.companyId, KIND, list, filters, toRoundingRule);
  }

  @Get('api/time-roundings/:id')
  @Permission(Resource.PayRules, Action.Visible)
  async one(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<RoundingRule> {
    return toRoundingRule(await this.queries.one(principal.companyId, KIND, id));
  }

  @Post('roundingrules/save')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const { id, version, ...input } = parseBody(saveSchema, body);
    const saved = await this.commands.execute<SavePayRuleCommand, { id: string }>(new SavePayRuleCommand(context, KIND, { id, version, body: checkRoundingRule(input) }));
    return { message: 'success', id: saved.id };
  }

  /** In use: 'usedRoundings' with the names, for 'Warning: Rounding rule {names} cannot be deleted as is currently in use'. */
  @Post('roundingrules/delete')
  @HttpCode(200)
  remove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    return deleteRecords(this.commands, context, KIND, body);
  }
}
