import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import {
  Action,
  CountReply,
  dashboardEmployeeFilterSchema,
  DashboardEmployeeInfo,
  dashboardEmployeeLookupSchema,
  DashboardEmployeeRow,
  ExceptionNum,
  OnsiteEmployee,
  Page,
  Resource,
  UPCOMING_LEAVE_DAYS,
  UpcomingLeaveReply,
} from '@timekeep/contracts';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { Clock, CurrentPrincipal, parseListQuery, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { ExceptionsQueries } from '../exceptions/exceptions.queries';
import { DASHBOARD_SORTS, DashboardQueries } from './dashboard.queries';
import { LeaveCounts } from './leave-counts.queries';

/**
 * Document 2 §7 "Dashboard": the Employees table and the Information card. The dashboard is the
 * menu's Standard Board, for those who approve time (Admins, Supervisors within their scope);
 * the approval counts are the approvals' routes; the exception count is this board's, counted by
 * the exceptions' queries.
 */
@Controller()
export class DashboardController {
  constructor(
    private readonly queries: DashboardQueries,
    private readonly leaves: LeaveCounts,
    private readonly exceptions: ExceptionsQueries,
    private readonly clock: Clock,
  ) {}

  @Get('api/dashboard/employees')
  @Permission(Resource.Timesheet, Action.Approve)
  async employees(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<DashboardEmployeeRow>> {
    await this.queries.assertEnabled(principal);
    const { employeeStatus, departmentIds, ...list } = query;
    return this.queries.employees(principal, { ...parseListQuery(list, DASHBOARD_SORTS), ...parsePayload(dashboardEmployeeFilterSchema, { employeeStatus, departmentIds }) });
  }

  @Get('api/dashboard/employee-info')
  @Permission(Resource.Timesheet, Action.Approve)
  async employeeInfo(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<DashboardEmployeeInfo[]> {
    await this.queries.assertEnabled(principal);
    const { employeeIds } = parsePayload(dashboardEmployeeLookupSchema, query);
    return this.queries.employeeInfo(principal, employeeIds, this.clock.now());
  }

  @Get('api/dashboard/leaveNum')
  @Permission(Resource.Timesheet, Action.Approve)
  async pendingLeaves(@CurrentPrincipal() principal: Principal): Promise<CountReply> {
    await this.queries.assertEnabled(principal);
    return { count: await this.leaves.pending(principal) };
  }

  @Get('api/dashboard/leave/upcomingLeaveNum')
  @Permission(Resource.Timesheet, Action.Approve)
  async upcomingLeaves(@CurrentPrincipal() principal: Principal): Promise<UpcomingLeaveReply> {
    await this.queries.assertEnabled(principal);
    const startDate = await this.queries.companyToday(principal, this.clock.now());
    const endDate = dateOf(dayOf(startDate) + UPCOMING_LEAVE_DAYS);
    return { count: await this.leaves.upcoming(principal, startDate, endDate), startDate, endDate };
  }

  /**
   * Document 1 §7: who is on site now within a structure node, for a roll call (ADR 0058). Those who
   * see timesheets see it, within their reach; it needs no dashboard.
   */
  @Get('api/employees/onsite/:id')
  @Permission(Resource.Timesheet, Action.Visible)
  onsite(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string, @Query() query: unknown): Promise<Page<OnsiteEmployee>> {
    return this.queries.onsite(principal, id, parseListQuery(query, []), this.clock.now());
  }

  /** Document 2 §2: the exception count, for those who see the exceptions list (Timesheet Visible, not the board's Approve). */
  @Get('api/dashboard/exceptionNum')
  @Permission(Resource.Timesheet, Action.Visible)
  async exceptionNum(@CurrentPrincipal() principal: Principal): Promise<ExceptionNum> {
    await this.queries.assertEnabled(principal);
    return this.exceptions.counts(principal, this.clock.now());
  }
}
