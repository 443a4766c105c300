import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type InboxMessage, type InboxSummary, inboxFilterSchema, type MarkMessagesReply, markMessagesReadSchema, type Page } from '@timekeep/contracts';
import { CommandContext, Ctx, CurrentPrincipal, parseBody, parseListQuery, parsePayload, Principal } from '@timekeep/server-platform';
import { z } from 'zod';
import { MarkMessagesReadCommand } from './mark-messages-read.handler';
import { MessagesQueries } from './messages.queries';

/** The message centre (ADR 0063): every signed-in person's own inbox, whatever their role. */
@Controller('api/messages')
export class MessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: MessagesQueries,
  ) {}

  @Get()
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<InboxMessage>> {
    const { unread, ...listQuery } = query;
    return this.queries.page(principal, parseListQuery(listQuery, []), parsePayload(inboxFilterSchema, { unread }));
  }

  @Get('summary')
  summary(@CurrentPrincipal() principal: Principal): Promise<InboxSummary> {
    return this.queries.summary(principal);
  }

  @Post('read')
  @HttpCode(200)
  async read(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MarkMessagesReply> {
    const { ids } = parseBody(markMessagesReadSchema, body);
    return { message: 'success', changed: await this.commands.execute(new MarkMessagesReadCommand(context, ids)) };
  }

  @Post('read-all')
  @HttpCode(200)
  async readAll(@Ctx() context: CommandContext, @Body() body: unknown): Promise<MarkMessagesReply> {
    parseBody(z.object({}), body ?? {});
    return { message: 'success', changed: await this.commands.execute(new MarkMessagesReadCommand(context, 'all')) };
  }
}
