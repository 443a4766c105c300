import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CALENDAR_FEED_TEXTS, CalendarFeedIssued, calendarFeedIssueRequestSchema, MessageReply, MyCalendarFeed } from '@timekeep/contracts';
import { Clock, CommandContext, Ctx, CurrentPrincipal, parseBody, Principal, Public, SecretReply } from '@timekeep/server-platform';
import type { Response } from 'express';
import { CalendarFeedQueries } from './calendar-feed.queries';
import { IssueCalendarFeedCommand } from './issue-calendar-feed.handler';
import { RevokeCalendarFeedCommand } from './revoke-calendar-feed.handler';

/**
 * The employee's calendar feed (ours: docs/decisions/0076-calendar-feed.md): her own address, made,
 * shown once and revoked by her; the address itself answered without signing in, as calendar apps
 * ask, to whoever holds it.
 */
@Controller()
export class CalendarFeedController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: CalendarFeedQueries,
    private readonly clock: Clock,
  ) {}

  @Get('api/me/calendar-feed')
  state(@CurrentPrincipal() principal: Principal): Promise<MyCalendarFeed> {
    return this.queries.state(principal);
  }

  @Post('api/me/calendar-feed')
  @HttpCode(200)
  @SecretReply()
  async issue(@Ctx() context: CommandContext, @Body() body: unknown): Promise<CalendarFeedIssued> {
    parseBody(calendarFeedIssueRequestSchema, body ?? {});
    const url = await this.commands.execute<IssueCalendarFeedCommand, string>(new IssueCalendarFeedCommand(context));
    return { message: CALENDAR_FEED_TEXTS.issued, url };
  }

  @Delete('api/me/calendar-feed')
  async revoke(@Ctx() context: CommandContext): Promise<MessageReply> {
    await this.commands.execute(new RevokeCalendarFeedCommand(context));
    return { message: CALENDAR_FEED_TEXTS.revoked };
  }

  @Public()
  @Get('api/calendar/:file')
  async file(@Param('file') file: string, @Res() response: Response): Promise<void> {
    const calendar = await this.queries.file(file, this.clock.now());
    if (calendar === null) throw new NotFoundException(CALENDAR_FEED_TEXTS.none);
    // Private to whoever holds the address; calendar apps ask again every few hours.
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Cache-Control', 'private, max-age=300');
    response.setHeader('Content-Disposition', 'inline; filename="timekeep.ics"');
    response.send(calendar);
  }
}
