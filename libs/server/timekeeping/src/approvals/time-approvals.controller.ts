import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { Action, APPROVAL_STATUSES, ApprovalCounts, Page, Resource, TimeApprovalRow } from '@timekeep/contracts';
import { Clock, CommandContext, Ctx, CurrentPrincipal, parseBody, parseListQuery, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { ApproveTimeCommand } from './approve-time.command';
import { TIME_APPROVAL_SORTS, TimeApprovalQueries } from './time-approvals.queries';

const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as yyyy-MM-dd.');
const filterSchema = z.object({
  status: z.preprocess((v) => (typeof v === 'string' && v.toLowerCase() === 'all' ? 'all' : v || undefined), z.enum([...APPROVAL_STATUSES, 'all']).optional()),
  startDate: DATE.optional().or(z.literal('').transform(() => undefined)),
  endDate: DATE.optional().or(z.literal('').transform(() => undefined)),
  period: z.enum(['Previous']).optional().or(z.literal('').transform(() => undefined)),
});
/** A form sends one id as a string and many as a list; `versions` are the listed tokens, in the ids' order. */
const many = (item: z.ZodString) => z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(item));
const selection = z
  .object({
    punchPairIds: many(z.string().uuid('This punch pair does not exist.')).refine((ids) => ids.length > 0, 'Choose a punch pair.'),
    versions: many(z.string().max(40)).optional(),
  })
  .refine((b) => !b.versions || b.versions.length === b.punchPairIds.length, 'Send a version for every punch pair, or none.');

/** Document 3 §7 "Approvals, exceptions, payroll": the time approvals calls, at the spec's paths. */
@Controller()
export class TimeApprovalsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: TimeApprovalQueries,
    private readonly clock: Clock,
  ) {}

  @Get('api/time-approvals')
  @Permission(Resource.TimeApproval, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<TimeApprovalRow>> {
    const { status, startDate, endDate, period, ...listQuery } = query;
    const filter = parsePayload(filterSchema, { status, startDate, endDate, period });
    return this.queries.page(principal, filter, parseListQuery(listQuery, TIME_APPROVAL_SORTS));
  }

  @Get('time-approvals/dailyNum')
  @Permission(Resource.TimeApproval, Action.Visible)
  dailyNum(@CurrentPrincipal() principal: Principal): Promise<ApprovalCounts> {
    return this.queries.daily(principal, this.clock.now());
  }

  @Get('time-approvals/lastPeriodNum')
  @Permission(Resource.TimeApproval, Action.Visible)
  lastPeriodNum(@CurrentPrincipal() principal: Principal): Promise<ApprovalCounts> {
    return this.queries.lastPeriod(principal, this.clock.now());
  }

  @Post('time-approvals/approveAllSelected')
  @HttpCode(200)
  @Permission(Resource.TimeApproval, Action.Approve)
  approve(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    return this.decide(context, body, true);
  }

  @Post('time-approvals/unapproveAllSelected')
  @HttpCode(200)
  @Permission(Resource.TimeApproval, Action.Approve)
  unapprove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    return this.decide(context, body, false);
  }

  private async decide(context: CommandContext, body: unknown, approve: boolean): Promise<{ message: string }> {
    const { punchPairIds, versions } = parseBody(selection, body);
    const tokens = new Map(versions ? punchPairIds.map((id, i) => [id, versions[i]]) : []);
    await this.commands.execute(new ApproveTimeCommand(context, punchPairIds, approve, tokens));
    return { message: 'success' };
  }
}
