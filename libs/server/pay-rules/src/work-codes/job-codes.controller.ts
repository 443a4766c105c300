import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, jobCloseRequestSchema, JobDto, jobSaveRequestSchema, JobTaskNode, MessageReply, Page, PayRuleKind, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { parseCatalogueQuery } from '../catalogue/catalogue-http';
import { ClosePayRulesCommand } from '../catalogue/close-pay-rules.handler';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SaveJobCodeCommand } from './save-job-code.handler';
import { toJobCode, WorkCodesQueries } from './work-codes.queries';

const KIND = PayRuleKind.Job;

/** Jobs (document 2 §2-§7): list, editor, bulk close and the active job and task tree. */
@Controller()
export class JobCodesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
    private readonly workCodes: WorkCodesQueries,
  ) {}

  @Get('api/jobs')
  @Permission(Resource.Job, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<JobDto>> {
    const { list, filters } = parseCatalogueQuery(query);
    return this.queries.page(principal.companyId, KIND, list, filters, toJobCode, 'code');
  }

  /** Every active job with its active tasks, for the job and task pickers. */
  @Get('api/jobs/active-task-tree')
  @Permission(Resource.Job, Action.Visible)
  activeTaskTree(@CurrentPrincipal() principal: Principal): Promise<JobTaskNode[]> {
    return this.workCodes.taskTree(principal.companyId);
  }

  /** Every active job with its external system's type and id (ADR 0058). */
  @Get('api/jobs/active-with-external-info')
  @Permission(Resource.Job, Action.Visible)
  activeWithExternalInfo(@CurrentPrincipal() principal: Principal): Promise<JobDto[]> {
    return this.workCodes.activeJobs(principal.companyId);
  }

  /** The active jobs a structure node's positions offer, with their external type and id (ADR 0058). */
  @Get('api/jobs/list-with-external-info/:id')
  @Permission(Resource.Job, Action.Visible)
  listWithExternalInfo(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<JobDto[]> {
    return this.workCodes.jobsOfNode(principal, id);
  }

  @Get('api/jobs/:id')
  @Permission(Resource.Job, Action.Visible)
  async one(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<JobDto> {
    return toJobCode(await this.queries.one(principal.companyId, KIND, id));
  }

  /** Answers 'success' or 'exist' (name or punch code taken). */
  @Post('job/save')
  @HttpCode(200)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply & { id?: string }> {
    const { id, version, taskID, ...input } = parseBody(jobSaveRequestSchema, body);
    const saved = await this.commands.execute<SaveJobCodeCommand, { id: string }>(new SaveJobCodeCommand(context, { id, version, form: { ...input, taskIds: taskID } }));
    return { message: 'success', id: saved.id };
  }

  /** Body: the ids of the jobs to close, all or none. */
  @Post('job/closeAllSelected')
  @HttpCode(200)
  async close(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const ids = parseBody(jobCloseRequestSchema, body);
    await this.commands.execute(new ClosePayRulesCommand(context, KIND, ids));
    return { message: 'success' };
  }
}
