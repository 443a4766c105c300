export { TimekeepingModule } from './timekeeping.module';
export * from './timekeeping.parts';
export { GroupTimePunchJob } from './bulk-tools/group-time-punch.job';
export { TimeImportJob } from './time-import/time-import.job';
export { AutoPunchJob, AUTO_PUNCH_ACTOR, type AutoPunchResult } from './auto-punch/auto-punch.job';
export { AutoPunchScheduler, AUTO_PUNCH_QUEUE, AUTO_PUNCH_SCHEDULER, type AutoPunchDay } from './auto-punch/auto-punch-scheduler';
export { bulkTargets } from './bulk-tools/bulk-targets';
export { RecalculateTimesheetsJob, recalculateBatch } from './recalculation/recalculate-timesheets.job';
export { TimesheetCalculator, storedDays } from './core/timesheet-calculator';
export { lockCompanyShared, lockEmployee } from './core/timesheet-locks';
export { CompanyFacts, timesheetInputOf, employeeDaysAndPunches } from './core/timesheet-inputs';
export { PayPeriods } from './pay-periods/pay-periods';
export { PunchEntity } from './core/punch.entity';
export { TimesheetDayEntity, type StoredTimesheetDay } from './core/timesheet-day.entity';
export { RecordClockPunchesCommand } from './punches/record-clock-punches.handler';
export { approvalPageSql } from './approvals/time-approvals.queries';
export { exceptionPageSql, exceptionOrder } from './exceptions/exceptions.queries';
// The message centre counts the exceptions that wait for review as the list does.
export { ExceptionsQueries } from './exceptions/exceptions.queries';
export { ApprovedLeaves, LeaveCountsPort } from './ports/approved-leaves.port';
export { lockForEmployeeWrite } from './core/timesheet-locks';
export { assertDatesOpen, closedPeriodsOn, type ClosedPeriodRef } from './pay-periods/pay-periods';
// Reporting sums the timesheet's days with the screen's own function, so its figures are the screen's.
export { totalsOf as timesheetTotals } from './core/timesheet-view';
export { occurrencesOf, type ExceptionOccurrence } from './core/exception-rows';
export { PayPeriodEntity } from './pay-periods/pay-period.entity';
export { ExceptionReviewEntity } from './exceptions/exception-review.entity';
export { PayrollExport, type EmployeeCard } from './payroll/payroll-export';
export { PayrollTransfers } from './payroll/payroll-transfers.queries';
