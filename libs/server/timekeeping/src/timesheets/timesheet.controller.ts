import { Controller, Get, Query } from '@nestjs/common';
import { Action, OAuthScope, payTypesByMonthQuerySchema, Resource, TimesheetDto, timesheetRangeQuerySchema } from '@timekeep/contracts';
import { ClientScope, Clock, CurrentPrincipal, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { TimesheetQueries } from '../core/timesheet.queries';
import { TimesheetHistory } from '../history/timesheet-history';

/**
 * Document 2 §7 "Timesheet and punches": the Timesheet screen's reads, as the read model has them
 * now or, with asOf, as they stood (the history). Each write of the screen is its room's route
 * (punches, shifts, pay-card, recalculation).
 */
@Controller()
export class TimesheetController {
  constructor(
    private readonly queries: TimesheetQueries,
    private readonly history: TimesheetHistory,
    private readonly clock: Clock,
  ) {}

  @Get('api/timesheet/getPunchRecords')
  @Permission(Resource.Timesheet, Action.Visible)
  @ClientScope(OAuthScope.TimesheetsRead)
  getPunchRecords(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<TimesheetDto> {
    const { employeeId, fromT, endT, toT, asOf } = parsePayload(timesheetRangeQuerySchema, query);
    if (asOf) return this.history.asOf(principal, employeeId, fromT, endT ?? toT, new Date(asOf));
    return this.queries.punchRecords(principal, employeeId, fromT, endT ?? toT, this.clock.now());
  }

  @Get('api/timesheet/paytype-by-month')
  @Permission(Resource.Timesheet, Action.Visible)
  payTypesByMonth(@CurrentPrincipal() principal: Principal, @Query() query: unknown) {
    const { employeeId, month } = parsePayload(payTypesByMonthQuerySchema, query);
    return this.queries.payTypesByMonth(principal, employeeId, month, this.clock.now());
  }
}
