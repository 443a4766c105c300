import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, GlobalLeaveReply, globalLeaveRequestSchema, JobRunDto, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, parseBody, Permission } from '@timekeep/server-platform';
import { SaveGlobalLeaveCommand } from './save-global-leave.handler';

/**
 * POST /global-leave/save (document 3 §7). The summaries (messageSuccess, messageError) are the
 * run's result (ADR 0032 "Global leave").
 */
@Controller()
export class GlobalLeaveController {
  constructor(private readonly commands: CommandBus) {}

  @Post('global-leave/save')
  @HttpCode(200)
  @Permission(Resource.Leave, Action.Approve)
  async save(@Ctx() context: CommandContext, @Body() body: unknown): Promise<GlobalLeaveReply> {
    const { department, departments, ...form } = parseBody(globalLeaveRequestSchema, body);
    const job = await this.commands.execute<SaveGlobalLeaveCommand, JobRunDto>(new SaveGlobalLeaveCommand(context, { ...form, departments: [...department, ...departments] }));
    return { messageSuccess: '', messageError: '', job };
  }
}
