import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, exceptionListFilterSchema, ExceptionReviewReply, exceptionReviewItemsOf, exceptionReviewItemsSchema, ExceptionRow, Page, Resource } from '@timekeep/contracts';
import { Clock, CommandContext, Ctx, CurrentPrincipal, parseBody, parseListQuery, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { EXCEPTION_SORTS, ExceptionsQueries } from './exceptions.queries';
import { ReviewExceptionsCommand } from './review-exceptions.handler';
import { RevertExceptionsCommand } from './revert-exceptions.handler';

/** Document 3 §2 "Time card exceptions" (the dashboard's count is the dashboard's route). */
@Controller()
export class ExceptionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ExceptionsQueries,
    private readonly clock: Clock,
  ) {}

  @Get('api/time-card-exceptions')
  @Permission(Resource.Timesheet, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<ExceptionRow>> {
    const { type, dayType, ...listQuery } = query;
    const filter = parsePayload(exceptionListFilterSchema, { type: type || undefined, dayType: dayType || undefined });
    return this.queries.page(principal, { ...parseListQuery(listQuery, EXCEPTION_SORTS), ...filter }, this.clock.now());
  }

  /** Review: the exceptions leave the list and show under All Reviewed. */
  @Post('timesheet/hideException')
  @HttpCode(200)
  async review(@Ctx() context: CommandContext, @Body() body: unknown): Promise<ExceptionReviewReply> {
    const requests = parseBody(exceptionReviewItemsSchema, exceptionReviewItemsOf(body));
    const changed: number = await this.commands.execute(new ReviewExceptionsCommand(context, requests));
    return { message: 'success', changed };
  }

  /** Revert: reviewed exceptions show in the list again. */
  @Post('timesheet/showException')
  @HttpCode(200)
  async revert(@Ctx() context: CommandContext, @Body() body: unknown): Promise<ExceptionReviewReply> {
    const ids = parseBody(exceptionReviewItemsSchema, exceptionReviewItemsOf(body)).map((i) => i.id);
    const changed: number = await this.commands.execute(new RevertExceptionsCommand(context, ids));
    return { message: 'success', changed };
  }
}
