import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, MessageReply, Page, PayRuleKind, Resource, Skill, skillSaveRequestSchema } from '@timekeep/contracts';
import { SkillFields } from '@timekeep/domain-pay-rules';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { parseCatalogueQuery } from '../catalogue/catalogue-http';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SaveSkillCommand } from './save-skill.handler';

const KIND = PayRuleKind.Skill;
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
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const { id, version, ...form } = parseBody(skillSaveRequestSchema, body);
    const saved = await this.commands.execute<SaveSkillCommand, { id: string }>(new SaveSkillCommand(context, { id, version, form }));
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
