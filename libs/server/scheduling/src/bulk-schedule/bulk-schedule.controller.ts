import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, bulkScheduleRequestSchema, BulkScheduleReply, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, parseBody, Permission } from '@timekeep/server-platform';
import { BulkScheduleCheck } from './bulk-schedule-check';
import { GenerateBulkScheduleCommand } from './generate-bulk-schedule.handler';

/** Document 3 §7 "Bulk tools": the global schedule's verify and generate, with the same payload (§3 "Schedule request"). */
@Controller('globalschedule')
export class BulkScheduleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly check: BulkScheduleCheck,
  ) {}

  @Post('verify')
  @HttpCode(200)
  @Permission(Resource.Schedule, Action.Update)
  verify(@Ctx() context: CommandContext, @Body() body: unknown): Promise<BulkScheduleReply> {
    return this.check.verify(context, parseBody(bulkScheduleRequestSchema, body));
  }

  @Post('generate')
  @HttpCode(200)
  @Permission(Resource.Schedule, Action.Update)
  generate(@Ctx() context: CommandContext, @Body() body: unknown): Promise<BulkScheduleReply> {
    return this.commands.execute<GenerateBulkScheduleCommand, BulkScheduleReply>(new GenerateBulkScheduleCommand(context, parseBody(bulkScheduleRequestSchema, body)));
  }
}
