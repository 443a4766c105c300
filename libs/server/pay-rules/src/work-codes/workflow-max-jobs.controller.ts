import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, type JobSyncReply, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, Permission } from '@timekeep/server-platform';
import { SyncWorkflowMaxJobsCommand } from './sync-workflow-max-jobs.handler';

/** Sync Jobs on the WorkflowMax transfer form (document 3 §7: under /api/workflow-max, no payload, answers success). */
@Controller()
export class WorkflowMaxJobsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('api/workflow-max/sync-jobs')
  @HttpCode(200)
  @Permission(Resource.Job, Action.Create)
  sync(@Ctx() context: CommandContext): Promise<JobSyncReply> {
    return this.commands.execute(new SyncWorkflowMaxJobsCommand(context));
  }
}
