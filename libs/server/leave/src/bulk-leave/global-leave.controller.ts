import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, GLOBAL_LEAVE_TEXTS, GlobalLeaveReply, globalLeaveRequestSchema, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, parseBody, Permission } from '@timekeep/server-platform';
import { GlobalLeaveOutcome, SaveGlobalLeaveCommand } from './save-global-leave.handler';

/**
 * POST /global-leave/save (document 3 §7). The summaries (messageSuccess, messageError) are the
 * run's: in the reply when the request ran it, with the result; in the job's result when the worker
 * runs it, the reply then saying the leave is being added (ADR 0059).
 */
@Controller()
export class GlobalLeaveController {
  constructor(private readonly commands: CommandBus) {}

  @Post('global-leave/save')
  @HttpCode(200)
  @Permission(Resource.Leave, Action.Approve)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<GlobalLeaveReply> {
    const { department, departments, ...form } = parseBody(globalLeaveRequestSchema, body);
    const outcome = await this.commands.execute<SaveGlobalLeaveCommand, GlobalLeaveOutcome>(new SaveGlobalLeaveCommand(context, { ...form, departments: [...department, ...departments] }));
    if ('result' in outcome) return { messageSuccess: outcome.result.messageSuccess, messageError: outcome.result.messageError, result: outcome.result };
    return { messageSuccess: GLOBAL_LEAVE_TEXTS.queuedFor(outcome.employees), messageError: '', job: outcome.job };
  }
}
