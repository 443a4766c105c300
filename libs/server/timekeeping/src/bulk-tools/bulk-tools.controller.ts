import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Action, BulkReply, groupTimePunchRequestSchema, Resource } from '@timekeep/contracts';
import { CommandContext, Ctx, parseBody, Permission } from '@timekeep/server-platform';
import { BulkTools } from './bulk-tools';

/** Document 3 §7 "Bulk tools": the global punch (the global recalculation shares /recalculate/recalculate with the timesheet's). */
@Controller()
export class BulkToolsController {
  constructor(private readonly bulk: BulkTools) {}

  @Post('timesheet/saveGroupTimePunch')
  @HttpCode(200)
  @Permission(Resource.Timesheet, Action.Create)
  saveGroupTimePunch(@Ctx() context: CommandContext, @Body() body: unknown): Promise<BulkReply> {
    return this.bulk.groupTimePunch(context, parseBody(groupTimePunchRequestSchema, body));
  }
}
