import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  Action,
  Resource,
  rosterPublishRequestSchema,
  type RosterPublishPreview,
  type RosterPublishReply,
  rosterSettingsRequestSchema,
  type RosterSettingsReply,
  type MessageReply,
} from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, Permission, Principal, Streams } from '@timekeep/server-platform';
import { PublishRosterCommand } from './publish-roster.handler';
import { RosterSettingsLookup } from './roster-settings';
import { SaveRosterSettingsCommand } from './save-roster-settings.handler';

/** Publishing rosters (ADR 0075, issue 33 §1): the company's roster settings, and publish, its preview and discard. */
@Controller('api/roster')
export class RosterPublishingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly streams: Streams,
    private readonly settings: RosterSettingsLookup,
  ) {}

  @Get('settings')
  @Permission(Resource.Roster, Action.Visible)
  readSettings(@CurrentPrincipal() principal: Principal): Promise<RosterSettingsReply> {
    return this.streams.transaction((tx) => this.settings.of(tx, principal.companyId));
  }

  @Post('settings')
  @HttpCode(200)
  async saveSettings(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MessageReply> {
    const { version, ...settings } = parseBody(rosterSettingsRequestSchema, body);
    await this.commands.execute(new SaveRosterSettingsCommand(context, settings, version));
    return { message: 'success' };
  }

  @Post('publish-preview')
  @HttpCode(200)
  preview(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterPublishPreview> {
    return this.commands.execute(new PublishRosterCommand(context, parseBody(rosterPublishRequestSchema, body), 'preview'));
  }

  @Post('publish')
  @HttpCode(200)
  async publish(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterPublishReply> {
    const done: RosterPublishPreview = await this.commands.execute(new PublishRosterCommand(context, parseBody(rosterPublishRequestSchema, body), 'publish'));
    return { success: true, message: 'success', employees: done.employees, days: done.days };
  }

  @Post('discard')
  @HttpCode(200)
  async discard(@Ctx() context: CommandContext, @Body() body: unknown): Promise<RosterPublishReply> {
    const done: RosterPublishPreview = await this.commands.execute(new PublishRosterCommand(context, parseBody(rosterPublishRequestSchema, body), 'discard'));
    return { success: true, message: 'success', employees: done.employees, days: done.days };
  }
}
