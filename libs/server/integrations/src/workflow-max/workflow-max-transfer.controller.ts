import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, type JobRunDto, type JobSyncReply, Resource, type WorkflowMaxEmployeeSyncReply } from '@timekeep/contracts';
import { WORKFLOW_MAX_TYPES } from '@timekeep/domain-integrations';
import { CommandContext, Ctx, Permission } from '@timekeep/server-platform';
import { StartTimesheetTransferCommand } from '../timesheet-transfer/start-timesheet-transfer.handler';
import { SyncWorkflowMaxEmployeesCommand } from './sync-workflow-max-employees.handler';
import { SyncWorkflowMaxJobsCommand } from './sync-workflow-max-jobs.handler';

/**
 * The WorkflowMax transfer form's calls under /api/workflow-max (document 3 §2, §7;
 * docs/decisions/0038-workflow-max.md): Sync Employees, Sync Jobs and the send; Connect to
 * WorkflowMax is WorkflowMaxConnectionController's.
 */
@Controller('api/workflow-max')
export class WorkflowMaxTransferController {
  constructor(private readonly commands: CommandBus) {}

  @Post('sync-employees')
  @HttpCode(200)
  @Permission(Resource.Employee, Action.Update)
  syncEmployees(@Ctx() context: CommandContext): Promise<WorkflowMaxEmployeeSyncReply> {
    return this.commands.execute(new SyncWorkflowMaxEmployeesCommand(context));
  }

  /** Sync Jobs (document 3 §7: no payload, answers success). */
  @Post('sync-jobs')
  @HttpCode(200)
  @Permission(Resource.Job, Action.Create)
  syncJobs(@Ctx() context: CommandContext): Promise<JobSyncReply> {
    return this.commands.execute(new SyncWorkflowMaxJobsCommand(context));
  }

  /**
   * The send (document 3 §7 "send with departmentIds, startDate, endDate"; the path is the one
   * under /api/workflow-max named for it, job-costing): a job whose result is the map per key.
   */
  @Post('job-costing')
  @HttpCode(200)
  @Permission(Resource.PayrollTransfer, Action.Create)
  async send(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ jobId: string }> {
    const run = await this.commands.execute<StartTimesheetTransferCommand, JobRunDto>(new StartTimesheetTransferCommand(context, WORKFLOW_MAX_TYPES, body));
    return { jobId: run.id };
  }
}
