import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ManagementScope, OrganisationModule } from '@timekeep/server-organisation';
import { ClosedDays } from '@timekeep/server-scheduling';
import { ClosedDaysFromPayPeriods } from './pay-periods/closed-days';
import { PlatformApiModule } from '@timekeep/server-platform';
import { IdentityModule } from '@timekeep/server-identity';
import { SettingsModule } from '@timekeep/server-settings';
import { ClockController } from './clock/clock.controller';
import { ClockIdentity } from './clock/clock-identity';
import { ClockKioskQueries } from './clock/clock-kiosk.queries';
import { ClockKioskController } from './clock/clock-kiosk.controller';
import { ClockThrottle } from './clock/clock-throttle';
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
import { TIMEKEEPING_COMMAND_HANDLERS } from './timekeeping.parts';
import { TimesheetCalculator } from './core/timesheet-calculator';
import { TimesheetController } from './timesheets/timesheet.controller';
import { TimesheetQueries } from './core/timesheet.queries';
import { TimesheetWriter } from './core/timesheet-writer';
import { GroupTimePunchJob } from './bulk-tools/group-time-punch.job';
import { RecalculateTimesheetsJob } from './recalculation/recalculate-timesheets.job';
import { TimeImportController } from './time-import/time-import.controller';
import { TimeImportJob } from './time-import/time-import.job';

/** Shared by the API and the worker: what computes and stores timesheets. */
export const TIMESHEET_SERVICES = [TimesheetCalculator, PayPeriods];

/** The worker's timekeeping jobs, and what they need besides the platform. */
export const TIMEKEEPING_JOBS = [RecalculateTimesheetsJob, GroupTimePunchJob, TimeImportJob];
export const TIMEKEEPING_JOB_PROVIDERS = [...TIMESHEET_SERVICES, TimesheetWriter, ManagementScope, { provide: ClosedDays, useClass: ClosedDaysFromPayPeriods }];

/**
 * Global for the port it answers (scheduling's ClosedDays).
 *
 * Timekeeping (document 2 "Timesheet"): punches on a stream per employee, the timesheet read model
 * the time engine computes, the pay card, time approvals, and pay periods with their closing and export (payroll
 * transfers; the third-party payroll adapters will be a payroll context of their own).
 */
@Global()
@Module({
  // Identity (the PIN's account, the visitor's mail) and settings (the punch code's signature, the kiosk) for the web clock.
  imports: [CqrsModule, OrganisationModule, PlatformApiModule, IdentityModule, SettingsModule],
  // One thin controller per room (docs/architecture.md, "Timekeeping floors").
  controllers: [
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
  ],
  providers: [
    ...TIMEKEEPING_COMMAND_HANDLERS,
    ClockIdentity,
    ClockKioskQueries,
    ClockThrottle,
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
    { provide: ClosedDays, useClass: ClosedDaysFromPayPeriods },
  ],
  // The payroll export is also what Xero's timesheets are made from (transfers).
  exports: [ClosedDays, PayrollExport, PayrollTransfers],
})
export class TimekeepingModule {}
