import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, BulkReply, groupTimePunchRequestSchema, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, parseBody, Permission } from '@timekeep/server-platform';
import { GroupTimePunchCommand } from './group-time-punch.handler';

/** Document 3 §7 "Bulk tools": the global punch (the global recalculation is the recalculation room's /recalculate/recalculate). */
@Controller()
export class BulkToolsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('timesheet/saveGroupTimePunch')
  @HttpCode(200)
  @Permission(Resource.Timesheet, Action.Create)
  saveGroupTimePunch(@Ctx() context: CommandContext, @Body() body: unknown): Promise<BulkReply> {
    return this.commands.execute(new GroupTimePunchCommand(context, parseBody(groupTimePunchRequestSchema, body)));
  }
}
