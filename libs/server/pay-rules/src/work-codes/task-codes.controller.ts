import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, MessageReply, Page, PayRuleKind, Resource, TaskDto, taskSaveRequestSchema } from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { parseCatalogueQuery } from '../catalogue/catalogue-http';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SaveTaskCodeCommand } from './save-task-code.handler';
import { toTaskCode, WorkCodesQueries } from './work-codes.queries';

const KIND = PayRuleKind.Task;

/** Tasks (document 2 §2-§7): the steps a job is made of. */
@Controller()
export class TaskCodesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
    private readonly workCodes: WorkCodesQueries,
  ) {}

  @Get('api/tasks')
  @Permission(Resource.Job, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<TaskDto>> {
    const { list, filters } = parseCatalogueQuery(query);
    return this.queries.page(principal.companyId, KIND, list, filters, toTaskCode, 'code');
  }

  /** The job's active tasks, with their external type and id (ADR 0058). */
  @Get('api/tasks/list-with-external-info/:id')
  @Permission(Resource.Job, Action.Visible)
  listWithExternalInfo(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<TaskDto[]> {
    return this.workCodes.tasksOfJob(principal.companyId, id);
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
