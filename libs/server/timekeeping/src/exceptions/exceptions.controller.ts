import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, EXCEPTION_DAY_TYPES, EXCEPTION_FILTERS, EXCEPTION_TEXTS, EXCEPTION_TYPES, ExceptionNum, ExceptionReviewReply, ExceptionRow, Page, Resource } from '@timekeep/contracts';
import { Clock, CommandContext, Ctx, CurrentPrincipal, parseBody, parseListQuery, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { z } from 'zod';
import { ReviewExceptionsCommand, RevertExceptionsCommand } from './exception-reviews.commands';
import { DashboardQueries } from '../dashboard/dashboard.queries';
import { EXCEPTION_SORTS, ExceptionsQueries } from './exceptions.queries';

const ID = z.string({ required_error: 'Choose an exception.' }).uuid(EXCEPTION_TEXTS.notFound);
/** A value the form may leave blank: blank is null (no punch, no schedule); absent is not checked. */
const shown = z.string().nullish().transform((v) => (v === undefined ? undefined : v || null));
const reviewItem = z.object({
  id: ID,
  fromT: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as yyyy-MM-dd.').optional().or(z.literal('').transform(() => undefined)),
  scheduleIn: shown,
  scheduleOut: shown,
  actuaIn: shown,
  actuaOut: shown,
  exceptionType: z.enum(EXCEPTION_TYPES, { errorMap: () => ({ message: 'Choose an exception type.' }) }).optional().or(z.literal('').transform(() => undefined)),
});
const MAX_BULK = 1000;
const items = z.array(reviewItem).min(1, 'Choose an exception.').max(MAX_BULK, `Choose at most ${MAX_BULK} exceptions.`);

/**
 * The review and revert calls take one exception (the spec's fields: id, fromT, scheduleIn,
 * scheduleOut, actuaIn, actuaOut, exceptionType) or many: a list of them or of ids, `ids` as a
 * list or a comma list, or `id` as one; JSON or form-encoded.
 */
function asItems(body: unknown): unknown[] {
  if (Array.isArray(body)) return body.map((i) => (typeof i === 'string' ? { id: i } : i));
  if (!body || typeof body !== 'object') return [];
  const b = body as Record<string, unknown>;
  for (const key of ['exceptions', 'items']) if (Array.isArray(b[key])) return asItems(b[key]);
  const ids = b.ids ?? (Array.isArray(b.id) || (typeof b.id === 'string' && b.id.includes(',')) ? b.id : undefined);
  if (Array.isArray(ids)) return asItems(ids);
  if (typeof ids === 'string') return asItems(ids.split(',').map((id) => id.trim()).filter(Boolean));
  return b.id === undefined ? [] : [b];
}

/** Document 3 §2 "Time card exceptions" and the dashboard's count (document 2 §2). */
@Controller()
export class ExceptionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ExceptionsQueries,
    private readonly dashboard: DashboardQueries,
    private readonly clock: Clock,
  ) {}

  @Get('api/time-card-exceptions')
  @Permission(Resource.Timesheet, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<ExceptionRow>> {
    const { type, dayType, ...listQuery } = query;
    const filter = parsePayload(
      z.object({
        type: z.enum(EXCEPTION_FILTERS, { errorMap: () => ({ message: 'Choose an exception type.' }) }).default('AllException'),
        dayType: z.enum(EXCEPTION_DAY_TYPES, { errorMap: () => ({ message: 'Choose Previous or Current.' }) }).default('Current'),
      }),
      { type: type || undefined, dayType: dayType || undefined },
    );
    return this.queries.page(principal, { ...parseListQuery(listQuery, EXCEPTION_SORTS), ...filter }, this.clock.now());
  }

  @Get('api/dashboard/exceptionNum')
  @Permission(Resource.Timesheet, Action.Visible)
  async exceptionNum(@CurrentPrincipal() principal: Principal): Promise<ExceptionNum> {
    await this.dashboard.assertEnabled(principal);
    return this.queries.counts(principal, this.clock.now());
  }

  /** Review: the exceptions leave the list and show under All Reviewed. */
  @Post('timesheet/hideException')
  @HttpCode(200)
  async review(@Ctx() context: CommandContext, @Body() body: unknown): Promise<ExceptionReviewReply> {
    const requests = parseBody(items, asItems(body));
    const changed: number = await this.commands.execute(new ReviewExceptionsCommand(context, requests));
    return { message: 'success', changed };
  }

  /** Revert: reviewed exceptions show in the list again. */
  @Post('timesheet/showException')
  @HttpCode(200)
  async revert(@Ctx() context: CommandContext, @Body() body: unknown): Promise<ExceptionReviewReply> {
    const ids = parseBody(items, asItems(body)).map((i) => i.id);
    const changed: number = await this.commands.execute(new RevertExceptionsCommand(context, ids));
    return { message: 'success', changed };
  }
}
