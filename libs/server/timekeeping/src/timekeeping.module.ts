import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { ClosedDays, SchedulingModule, RosteredPay, WorkedDays } from '@timekeep/server-scheduling';
import { ClosedDaysFromPayPeriods } from './pay-periods/closed-days';
import { WorkedDaysFromPunches } from './core/worked-days';
import { RosteredPayFromEngine } from './core/rostered-pay';
import { PlatformApiModule } from '@timekeep/server-platform';
import { IdentityModule } from '@timekeep/server-identity';
import { SettingsModule } from '@timekeep/server-settings';
import { ClockController } from './clock/clock.controller';
import { ClockIdentity } from './clock/clock-identity';
import { ClockQueries } from './clock/clock.queries';
import { ClockKioskQueries } from './clock/clock-kiosk.queries';
import { ClockKioskController } from './clock/clock-kiosk.controller';
import { ClockThrottle } from './clock/clock-throttle';
import { ClockDevices } from './clock/clock-devices';
import { CalendarFeedController } from './me/calendar-feed.controller';
import { CalendarFeedQueries } from './me/calendar-feed.queries';
import { IssueCalendarFeedHandler } from './me/issue-calendar-feed.handler';
import { MyWorkController } from './me/my-work.controller';
import { RevokeCalendarFeedHandler } from './me/revoke-calendar-feed.handler';
import { MyWorkQueries } from './me/my-work.queries';
import { BulkToolsController } from './bulk-tools/bulk-tools.controller';
import { TimeApprovalsController } from './approvals/time-approvals.controller';
import { TimeApprovalQueries } from './approvals/time-approvals.queries';
import { ExceptionsController } from './exceptions/exceptions.controller';
import { ExceptionsQueries } from './exceptions/exceptions.queries';
import { TimesheetHistory } from './history/timesheet-history';
import { TimesheetHistoryController } from './history/timesheet-history.controller';
import { PayCardController } from './pay-card/pay-card.controller';
import { PayCards } from './pay-card/pay-card.queries';
import { PayPeriods } from './pay-periods/pay-periods';
import { PayrollExport } from './payroll/payroll-export';
import { PayrollTransferController } from './payroll/payroll-transfer.controller';
import { PayrollTransfers } from './payroll/payroll-transfers.queries';
import { DashboardController } from './dashboard/dashboard.controller';
import { DashboardScope } from './dashboard/dashboard-scope';
import { DashboardQueries } from './dashboard/dashboard.queries';
import { LeaveCounts } from './dashboard/leave-counts.queries';
import { PunchesController } from './punches/punches.controller';
import { PunchReads } from './punches/punch.queries';
import { RecalculationController } from './recalculation/recalculation.controller';
import { ShiftsController } from './shifts/shifts.controller';
import { TimesheetCalculator } from './core/timesheet-calculator';
import { TimesheetController } from './timesheets/timesheet.controller';
import { TimesheetQueries } from './core/timesheet.queries';
import { TimesheetWriter } from './core/timesheet-writer';
import { TimeImportController } from './time-import/time-import.controller';
import { ReviewExceptionsHandler } from './exceptions/review-exceptions.handler';
import { RevertExceptionsHandler } from './exceptions/revert-exceptions.handler';
import { ApproveTimeHandler } from './approvals/approve-time.handler';
import { DeletePayCardDetailsHandler } from './pay-card/delete-pay-card-details.handler';
import { SavePayCardHandler } from './pay-card/save-pay-card.handler';
import { DeletePunchHandler } from './punches/delete-punch.handler';
import { RecordClockPunchesHandler } from './punches/record-clock-punches.handler';
import { SavePunchesHandler } from './punches/save-punches.handler';
import { SavePunchPairHandler } from './punches/save-punch-pair.handler';
import { DeleteShiftHandler } from './shifts/delete-shift.handler';
import { SaveShiftCardHandler } from './shifts/save-shift-card.handler';
import { GroupTimePunchHandler } from './bulk-tools/group-time-punch.handler';
import { RecalculatePayPeriodHandler } from './recalculation/recalculate-pay-period.handler';
import { RecalculateRangeHandler } from './recalculation/recalculate-range.handler';
import { UploadTimeLogsHandler } from './time-import/upload-time-logs.handler';
import { ClosePayPeriodsHandler } from './payroll/close-pay-periods.handler';
import { ReopenPayPeriodsHandler } from './payroll/reopen-pay-periods.handler';
import { RecalculatePayPeriodsHandler } from './payroll/recalculate-pay-periods.handler';
import { ClockPunchHandler } from './clock/clock-punch.handler';
import { AnnounceArrivalHandler } from './clock/announce-arrival.handler';
import { ApplyConditionTemplateHandler } from './conditions/apply-condition-template.handler';
import { ConditionSetGuard, PayTypeConditionsGuard } from './conditions/condition-set-guard';
import { ConditionSetsController } from './conditions/condition-sets.controller';
import { ConditionSetsQueries } from './conditions/condition-sets.queries';
import { SaveConditionSetHandler } from './conditions/save-condition-set.handler';

const TIMEKEEPING_COMMAND_HANDLERS = [
  IssueCalendarFeedHandler,
  RevokeCalendarFeedHandler,
  SavePunchesHandler,
  RecordClockPunchesHandler,
  DeletePunchHandler,
  SavePunchPairHandler,
  SaveShiftCardHandler,
  DeleteShiftHandler,
  SavePayCardHandler,
  DeletePayCardDetailsHandler,
  ReviewExceptionsHandler,
  RevertExceptionsHandler,
  ApproveTimeHandler,
  GroupTimePunchHandler,
  RecalculatePayPeriodHandler,
  RecalculateRangeHandler,
  UploadTimeLogsHandler,
  ClosePayPeriodsHandler,
  ReopenPayPeriodsHandler,
  RecalculatePayPeriodsHandler,
  ClockPunchHandler,
  AnnounceArrivalHandler,
  SaveConditionSetHandler,
  ApplyConditionTemplateHandler,
];

/** Shared by the API and the worker: what computes and stores timesheets. */
export const TIMESHEET_SERVICES = [TimesheetCalculator, PayPeriods];

/**
 * Global for the ports it answers (scheduling's ClosedDays, RosteredPay and WorkedDays).
 *
 * Timekeeping (document 2 "Timesheet"): punches on a stream per employee, the timesheet read model
 * the time engine computes, the pay card, time approvals, and pay periods with their closing and export (payroll
 * transfers; the third-party payroll adapters will be a payroll context of their own).
 */
@Global()
@Module({
  // Identity (the PIN's account, the visitor's mail) and settings (the punch code's signature, the kiosk) for the web clock;
  // scheduling's writer of employees' days and its shift library for the timesheet's shift.
  imports: [CqrsModule, OrganisationModule, PlatformApiModule, IdentityModule, SettingsModule, SchedulingModule],
  // One thin controller per room (docs/architecture.md, "Timekeeping floors").
  controllers: [
    MyWorkController,
    CalendarFeedController,
    TimesheetController,
    TimesheetHistoryController,
    PunchesController,
    ShiftsController,
    PayCardController,
    RecalculationController,
    PayrollTransferController,
    DashboardController,
    ExceptionsController,
    BulkToolsController,
    TimeApprovalsController,
    TimeImportController,
    ClockController,
    ClockKioskController,
    ConditionSetsController,
  ],
  providers: [
    ...TIMEKEEPING_COMMAND_HANDLERS,
    ClockIdentity,
    ClockQueries,
    MyWorkQueries,
    CalendarFeedQueries,
    ClockKioskQueries,
    ClockThrottle,
    ClockDevices,
    ConditionSetsQueries,
    ConditionSetGuard,
    PayTypeConditionsGuard,
    ...TIMESHEET_SERVICES,
    TimesheetWriter,
    TimesheetQueries,
    PunchReads,
    PayCards,
    TimesheetHistory,
    PayrollTransfers,
    PayrollExport,
    DashboardScope,
    DashboardQueries,
    LeaveCounts,
    ExceptionsQueries,
    TimeApprovalQueries,
    { provide: ClosedDays, useClass: ClosedDaysFromPayPeriods }, { provide: RosteredPay, useClass: RosteredPayFromEngine }, { provide: WorkedDays, useClass: WorkedDaysFromPunches },
  ],
  // The payroll export is also what Xero's timesheets are made from (transfers).
  exports: [ClosedDays, RosteredPay, WorkedDays, PayrollExport, PayrollTransfers],
})
export class TimekeepingModule {}
