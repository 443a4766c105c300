import { Controller, Get, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  Action,
  CountReply,
  DashboardEmployeeInfo,
  DashboardEmployeeRow,
  EMPLOYEE_STATUSES,
  MAX_DASHBOARD_LOOKUP,
  Page,
  Resource,
  UPCOMING_LEAVE_DAYS,
  UpcomingLeaveReply,
} from '@timekeep/contracts';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { Clock, CurrentPrincipal, formList, parseListQuery, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { DASHBOARD_SORTS, DashboardQueries } from './dashboard.queries';
import { LeaveCounts } from './leave-counts.queries';

const filterSchema = z.object({
  employeeStatus: z.enum(EMPLOYEE_STATUSES).optional().or(z.literal('').transform(() => undefined)),
  departmentIds: formList(z.string().uuid('Choose departments from the list.')).optional(),
});
const lookupSchema = z.object({
  employeeIds: formList(z.string().uuid('This employee does not exist.'))
    .pipe(z.array(z.string()).min(1, 'Choose an employee.').max(MAX_DASHBOARD_LOOKUP, `Choose at most ${MAX_DASHBOARD_LOOKUP} employees.`)),
});

/**
 * Document 2 §7 "Dashboard": the Employees table and the Information card. The dashboard is the
 * menu's Standard Board, for those who approve time (Admins, Supervisors within their scope);
 * the exception and approval counts are served by their own areas.
 */
@Controller()
export class DashboardController {
  constructor(
    private readonly queries: DashboardQueries,
    private readonly leaves: LeaveCounts,
    private readonly clock: Clock,
  ) {}

  @Get('api/dashboard/employees')
  @Permission(Resource.Timesheet, Action.Approve)
  async employees(@CurrentPrincipal() principal: Principal, @Query() query: Record<string, unknown>): Promise<Page<DashboardEmployeeRow>> {
    await this.queries.assertEnabled(principal);
    const { employeeStatus, departmentIds, ...list } = query;
    return this.queries.employees(principal, { ...parseListQuery(list, DASHBOARD_SORTS), ...parsePayload(filterSchema, { employeeStatus, departmentIds }) });
  }

  @Get('api/dashboard/employee-info')
  @Permission(Resource.Timesheet, Action.Approve)
  async employeeInfo(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<DashboardEmployeeInfo[]> {
    await this.queries.assertEnabled(principal);
    const { employeeIds } = parsePayload(lookupSchema, query);
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
}
