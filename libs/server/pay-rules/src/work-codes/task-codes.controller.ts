import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, MessageReply, Page, PayRuleKind, Resource, TaskDto, taskSaveRequestSchema } from '@timekeep/contracts';
import { TaskCodeFields } from '@timekeep/domain-pay-rules';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { parseCatalogueQuery } from '../catalogue/catalogue-http';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SaveTaskCodeCommand } from './save-task-code.handler';

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
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const { id, version, ...form } = parseBody(taskSaveRequestSchema, body);
    const saved = await this.commands.execute<SaveTaskCodeCommand, { id: string }>(new SaveTaskCodeCommand(context, { id, version, form }));
    return { message: 'success', id: saved.id };
  }
}
