import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { PlatformApiModule } from '@timekeep/server-platform';
import { TimeApprovalsController } from './approvals/time-approvals.controller';
import { TimeApprovalQueries } from './approvals/time-approvals.queries';
import { TimesheetHistory } from './history/timesheet-history';
import { PayCards } from './pay-card/pay-card';
import { PayPeriods } from './pay-periods/pay-periods';
import { PunchReads } from './punches/punch.queries';
import { TIMEKEEPING_COMMAND_HANDLERS } from './timekeeping.parts';
import { TimesheetCalculator } from './timesheets/timesheet-calculator';
import { TimesheetController } from './timesheets/timesheet.controller';
import { TimesheetQueries } from './timesheets/timesheet.queries';
import { TimesheetWriter } from './timesheets/timesheet-writer';

/** Shared by the API and the worker: what computes and stores timesheets. */
export const TIMESHEET_SERVICES = [TimesheetCalculator, PayPeriods];

/**
 * Timekeeping (document 2 "Timesheet"): punches on a stream per employee, the timesheet read model
 * the time engine computes, pay periods and the pay card. Time approvals: approvals/. Payroll comes here next.
 */
@Module({
  imports: [CqrsModule, OrganisationModule, PlatformApiModule],
  controllers: [TimesheetController, TimeApprovalsController],
  providers: [...TIMEKEEPING_COMMAND_HANDLERS, ...TIMESHEET_SERVICES, TimesheetWriter, TimesheetQueries, PunchReads, PayCards, TimesheetHistory, TimeApprovalQueries],
})
export class TimekeepingModule {}
