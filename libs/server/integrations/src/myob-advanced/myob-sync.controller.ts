import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, type JobSyncReply, type MyobEmployeeSyncReply, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, Permission } from '@timekeep/server-platform';
import { SyncMyobEmployeesCommand } from './sync-myob-employees.handler';
import { SyncMyobJobsCommand } from './sync-myob-jobs.handler';

/**
 * Sync Jobs on the Jobs list and Sync Employees on the Employees list, for companies on MYOB
 * Advanced (document 1 §7, document 2 §7: no payload; the paths are ours, under the lists they
 * sync into). Each answers success and errorMessage, and writes a Sync Results row.
 */
@Controller()
export class MyobSyncController {
  constructor(private readonly commands: CommandBus) {}

  @Post('api/jobs/sync-myob-advanced')
  @HttpCode(200)
  @Permission(Resource.Job, Action.Create)
  syncJobs(@Ctx() context: CommandContext): Promise<JobSyncReply> {
    return this.commands.execute(new SyncMyobJobsCommand(context));
  }

  @Post('api/employees/sync-myob-advanced')
  @HttpCode(200)
  @Permission(Resource.Employee, Action.Update)
  syncEmployees(@Ctx() context: CommandContext): Promise<MyobEmployeeSyncReply> {
    return this.commands.execute(new SyncMyobEmployeesCommand(context));
  }
}
