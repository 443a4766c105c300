import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, MessageReply, Page, PayRuleKind, Resource, RoundingRule, roundingRuleSaveRequestSchema } from '@timekeep/contracts';
import { RoundingRuleFields } from '@timekeep/domain-pay-rules';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { deleteRecords, parseCatalogueQuery } from '../catalogue/catalogue-http';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SaveRoundingRuleCommand } from './save-rounding-rule.handler';

const KIND = PayRuleKind.RoundingRule;
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
    const { id, version, ...form } = parseBody(roundingRuleSaveRequestSchema, body);
    const saved = await this.commands.execute<SaveRoundingRuleCommand, { id: string }>(new SaveRoundingRuleCommand(context, { id, version, form }));
    return { message: 'success', id: saved.id };
  }

  /** In use: 'usedRoundings' with the names, for 'Warning: Rounding rule {names} cannot be deleted as is currently in use'. */
  @Post('roundingrules/delete')
  @HttpCode(200)
  remove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    return deleteRecords(this.commands, context, KIND, body);
  }
}
