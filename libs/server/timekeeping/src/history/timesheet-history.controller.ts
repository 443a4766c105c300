import { Controller, Get, Query } from '@nestjs/common';
import { Action, OAuthScope, Resource, TimesheetChange, timesheetRangeQuerySchema } from '@timekeep/contracts';
import { ClientScope, CurrentPrincipal, parsePayload, Permission, Principal } from '@timekeep/server-platform';
import { TimesheetHistory } from './timesheet-history';

/** The timesheet's History drawer (ours): the as-of views are asked through the timesheet's and the pay card's own reads. */
@Controller()
export class TimesheetHistoryController {
  constructor(private readonly history: TimesheetHistory) {}

  /** The period's change history: who changed which punch, shift or pay card line, when, from which source (ours). */
  @Get('api/timesheet/history')
  @Permission(Resource.Timesheet, Action.Visible)
  @ClientScope(OAuthScope.TimesheetsRead)
  changes(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<{ items: TimesheetChange[] }> {
    const { employeeId, fromT, endT, toT } = parsePayload(timesheetRangeQuerySchema, query);
    return this.history.changes(principal, employeeId, fromT, endT ?? toT);
  }
}
