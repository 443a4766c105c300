import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, MessageReply, Page, PayRuleKind, Resource, TaskDto } from '@timekeep/contracts';
import { checkTaskCode, refuseNewWorkCode, TaskCodeFields } from '@timekeep/domain-pay-rules';
import { CompanyQueries } from '@timekeep/server-organisation';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { parseCatalogueQuery } from '../catalogue/catalogue-http';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SavePayRuleCommand } from '../catalogue/save-pay-rule.handler';
import { workCodeForm } from './work-code-form';

const KIND = PayRuleKind.Task;

function toTaskCode(row: PayRuleEntity): TaskDto {
  const { externalType, externalId, ...fields } = fieldsOf<TaskCodeFields>(row);
  return { id: row.id, name: row.name, active: row.active, ...fields, externalTaskType: externalType, externalTaskId: externalId, version: row.version };
}

/** Tasks (document 2 §2-§7): the steps a job is made of. */
@Controller()
export class TaskCodesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
    private readonly companies: CompanyQueries,
  ) {}

  @Get('api/tasks')
  @Permission(Resource.Job, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<TaskDto>> {
    const { list, filters } = parseCatalogueQuery(query);
    return this.queries.page(principal.companyId, KIND, list, filters, toTaskCode, 'code');
  }

  @Get('api/tasks/:id')
  @Permission(Resource.Job, Action.Visible)
  async one(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<TaskDto> {
    return toTaskCode(await this.queries.one(principal.companyId, KIND, id));
  }

  /** Answers 'success' or 'exist' (name or punch code taken). */
  @Post('task/save')
  @HttpCode(200)
  async save(@CurrentPrincipal() principal: Principal, @Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const { id, version, ...input } = parseBody(workCodeForm, body);
    if (!id) refuseNewWorkCode('task', (await this.companies.settings(principal.companyId)).thirdPartyType?.id);
    const stored = id ? fieldsOf<TaskCodeFields>(await this.queries.one(principal.companyId, KIND, id)) : null;
    const saved = await this.commands.execute<SavePayRuleCommand, { id: string }>(new SavePayRuleCommand(context, KIND, { id, version, body: checkTaskCode(input, stored) }));
    return { message: 'success', id: saved.id };
  }
}
