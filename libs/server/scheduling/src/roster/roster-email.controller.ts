import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, JobRunDto, Resource, rosterEmailRequestSchema, RosterJobReply } from '@timekeep/contracts';
import { CommandContext, Ctx, parseBody, Permission } from '@timekeep/server-platform';
import { SendRosterEmailsCommand } from './send-roster-emails.handler';

/** The roster's emails (document 2 §2 "Send All" and the row's email icon). */
@Controller()
export class RosterEmailController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * `status 1` is the spec's success; the job's result says who was mailed and who was not (no
   * address, or refused by the mail server).
   */
  @Post('standardshifts/sendEmployeeEmail')
  @HttpCode(200)
  @Permission(Resource.Roster, Action.Update)
  async send(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterJobReply> {
    const job = await this.commands.execute<SendRosterEmailsCommand, JobRunDto>(new SendRosterEmailsCommand(context, parseBody(rosterEmailRequestSchema, body)));
    return { status: 1, success: true, message: 'success', job };
  }
}
