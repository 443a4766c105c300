export { IntegrationsModule } from './integrations.module';
export * from './integrations.parts';
/** For the integration tier, which runs a send's job and reads the approved hours as a send does. */
export { ApprovedHours, type ApprovedHour } from './approved-hours/approved-hours';
export { TimesheetTransferJob, type TimesheetTransferResult } from './timesheet-transfer/timesheet-transfer.job';
