import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Action, MessageReply, Page, PAY_RULE_TEXT_LIMITS, PayRuleKind, Resource, Skill, textTooLong } from '@timekeep/contracts';
import { checkSkill, SkillFields } from '@timekeep/domain-pay-rules';
import { CommandContext, Ctx, CurrentPrincipal, formBoolean, formId, formVersion, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { parseCatalogueQuery } from '../catalogue/catalogue-http';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SavePayRuleCommand } from '../catalogue/save-pay-rule.handler';

const KIND = PayRuleKind.Skill;
const saveSchema = z.object({
  id: formId,
  name: z.string().max(PAY_RULE_TEXT_LIMITS.name, textTooLong('Name', PAY_RULE_TEXT_LIMITS.name)).default(''),
  active: formBoolean.default(true),
  payTypeId: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().uuid().nullable()),
  allowanceCalculationType: z.string().default(''),
  version: formVersion,
});

/** Skills (document 2 §2, §7): the allowance they pay and how it is counted. */
@Controller()
export class SkillsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
  ) {}

  @Get('api/skills')
  @Permission(Resource.PayRules, Action.Visible)
  async list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<Skill>> {
    const { list, filters } = parseCatalogueQuery(query);
    const names = await this.payTypeNames(principal.companyId);
    return this.queries.page(principal.companyId, KIND, list, filters, (row) => toSkill(row, names));
  }

  @Get('api/skills/:id')
  @Permission(Resource.PayRules, Action.Visible)
  async one(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<Skill> {
    return toSkill(await this.queries.one(principal.companyId, KIND, id), await this.payTypeNames(principal.companyId));
  }

  @Post('api/skills/save')
  @HttpCode(200)
  async save(@CurrentPrincipal() principal: Principal, @Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const { id, version, ...input } = parseBody(saveSchema, body);
    const allowances = new Set((await this.queries.payTypes(principal.companyId)).filter((t) => t.fields.isAllowance).map((t) => t.id));
    const saved = await this.commands.execute<SavePayRuleCommand, { id: string }>(new SavePayRuleCommand(context, KIND, { id, version, body: checkSkill(input, allowances, !id) }));
    return { message: 'success', id: saved.id };
  }

  private async payTypeNames(companyId: string): Promise<Map<string, string>> {
    return new Map((await this.queries.payTypes(companyId)).map((t) => [t.id, t.name]));
  }
}

function toSkill(row: PayRuleEntity, payTypeNames: Map<string, string>): Skill {
  const fields = fieldsOf<SkillFields>(row);
  const name = fields.payTypeId ? payTypeNames.get(fields.payTypeId) : undefined;
  return { id: row.id, name: row.name, active: row.active, payType: fields.payTypeId && name ? { id: fields.payTypeId, name } : null, allowanceCalculationType: fields.allowanceCalculationType, version: row.version };
}
