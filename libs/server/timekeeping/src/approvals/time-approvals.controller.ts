import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Action, ApprovalCounts, OAuthScope, Page, Resource, timeApprovalFilterQuerySchema, TimeApprovalRow, timeApprovalSelectionSchema } from '@timekeep/contracts';
import { ClientScope, Clock, CommandContext, Ctx, CurrentPrincipal, parseBody, parseListQuery, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { ApproveTimeCommand } from './approve-time.handler';
import { TIME_APPROVAL_SORTS, TimeApprovalQueries } from './time-approvals.queries';

/**
 * Document 3 §7 "Approvals, exceptions, payroll": the time approvals calls, at the spec's paths. The
 * list is open to OAuth clients with approvals:read, approving and unapproving with approvals:write
 * (issue 34 §2, ADR 0041); the approver a row shows is then the client.
 */
@Controller()
export class TimeApprovalsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: TimeApprovalQueries,
    private readonly clock: Clock,
  ) {}

  @Get('api/time-approvals')
  @Permission(Resource.TimeApproval, Action.Visible)
  @ClientScope(OAuthScope.ApprovalsRead)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<TimeApprovalRow>> {
    const { status, startDate, endDate, period, ...listQuery } = query;
    const filter = parsePayload(timeApprovalFilterQuerySchema, { status, startDate, endDate, period });
    return this.queries.page(principal, filter, parseListQuery(listQuery, TIME_APPROVAL_SORTS, { cursor: true }), this.clock.now());
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
  @ClientScope(OAuthScope.ApprovalsWrite)
  approve(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    return this.decide(context, body, true);
  }

  @Post('time-approvals/unapproveAllSelected')
  @HttpCode(200)
  @Permission(Resource.TimeApproval, Action.Approve)
  @ClientScope(OAuthScope.ApprovalsWrite)
  unapprove(@Ctx() context: CommandContext, @Body() body: unknown): Promise<{ message: string }> {
    return this.decide(context, body, false);
  }

  private async decide(context: CommandContext, body: unknown, approve: boolean): Promise<{ message: string }> {
    const { punchPairIds, versions } = parseBody(timeApprovalSelectionSchema, body);
    const tokens = new Map(versions ? punchPairIds.map((id, i) => [id, versions[i]]) : []);
    await this.commands.execute(new ApproveTimeCommand(context, punchPairIds, approve, tokens));
    return { message: 'success' };
  }
}
