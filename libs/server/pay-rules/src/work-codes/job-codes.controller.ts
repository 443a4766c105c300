import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, jobCloseRequestSchema, JobDto, jobSaveRequestSchema, JobTaskNode, MessageReply, Page, PayRuleKind, Resource } from '@timekeep/contracts';
import { JobCodeFields, TaskCodeFields } from '@timekeep/domain-pay-rules';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal } from '@timekeep/server-platform';
import { parseCatalogueQuery } from '../catalogue/catalogue-http';
import { ClosePayRulesCommand } from '../catalogue/close-pay-rules.handler';
import { fieldsOf, PayRuleEntity } from '../catalogue/pay-rule.entity';
import { PayRulesQueries } from '../catalogue/pay-rules.queries';
import { SaveJobCodeCommand } from './save-job-code.handler';

const KIND = PayRuleKind.Job;

export function toJobCode(row: PayRuleEntity): JobDto {
  const { taskIds, externalType, externalId, ...fields } = fieldsOf<JobCodeFields>(row);
  return { id: row.id, name: row.name, active: row.active, ...fields, taskID: taskIds, externalJobType: externalType, externalJobId: externalId, version: row.version };
}

/** Jobs (document 2 §2-§7): list, editor, bulk close and the active job and task tree. */
@Controller()
export class JobCodesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayRulesQueries,
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
  async activeTaskTree(@CurrentPrincipal() principal: Principal): Promise<JobTaskNode[]> {
    const rows = await this.queries.all(principal.companyId, [KIND, PayRuleKind.Task], true);
    const tasks = new Map(rows.filter((r) => r.kind === PayRuleKind.Task).map((r) => [r.id, { id: r.id, code: fieldsOf<TaskCodeFields>(r).code, name: r.name }]));
    return rows
      .filter((r) => r.kind === KIND)
      .map((r) => {
        const job = fieldsOf<JobCodeFields>(r);
        return { id: r.id, code: job.code, name: r.name, tasks: job.taskIds.flatMap((id) => tasks.get(id) ?? []) };
      });
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
