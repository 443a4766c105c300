export * from './scheduling.module';
export * from './scheduling.parts';
export { reachableEmployee, resolvedDays, employeeScheduleStreamId } from './employee-schedules/employee-schedule.stream';
export { EmployeeScheduleDayEntity } from './employee-schedules/employee-schedule-day.entity';
export { SaveEmployeeScheduleCommand } from './employee-schedules/save-employee-schedule.handler';
export { ClosedDays } from './ports/closed-days.port';
export { RosteredPay, type RosteredSection, type RosteredSectionPay } from './ports/rostered-pay.port';
export { WorkedDays } from './ports/worked-days.port';
export { EmployeeDays, EMPLOYEE_SCHEDULE_CONFLICT, type DayChange } from './employee-schedules/employee-days';
export { RosterQueries, type RosterFilter } from './roster/roster.queries';
export { RosterShiftEntity } from './roster/roster-shift.entity';
export { ShiftLibrary } from './roster/shift-library';
export { RosterEmailJob } from './roster/roster-email.job';
// The bulk schedule's run, for tests that deliver it twice.
export { BulkScheduleJob } from './bulk-schedule/bulk-schedule.job';
export { WeeklyScheduleReport } from './reports/weekly-schedule.report';
export type { ReportFile as WeeklyScheduleFile } from './reports/report-file';
// The employee the signed-in account is: her availability here, her home and calendar in timekeeping.
export { ownEmployee } from './availability/availability';
export { SaveMyAvailabilityCommand } from './availability/save-availability.handler';
export { PublishOpenShiftCommand } from './open-shifts/publish-open-shift.handler';
