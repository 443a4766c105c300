import { Controller, Get, Query } from '@nestjs/common';
import { Action, LeaveBalanceList, leaveBalanceListFilterSchema, Resource } from '@timekeep/contracts';
import { CurrentPrincipal, parseListQuery, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { LEAVE_BALANCE_SORTS, LeaveBalanceListQueries } from './leave-balances.queries';

/** Leave Balances (ours: docs/decisions/0067-leave-balances-list.md). */
@Controller()
export class LeaveBalancesController {
  constructor(private readonly queries: LeaveBalanceListQueries) {}

  @Get('api/leave-balances')
  @Permission(Resource.LeaveBalance, Action.Visible)
  list(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<LeaveBalanceList> {
    const { date, ...listQuery } = query;
    return this.queries.list(principal, parsePayload(leaveBalanceListFilterSchema, { date }).date, parseListQuery(listQuery, LEAVE_BALANCE_SORTS));
  }
}
