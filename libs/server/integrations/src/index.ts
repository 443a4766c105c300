export * from './integrations.module';
export * from './integrations.parts';
export { ApprovedHours, type ApprovedHour, type ApprovedHoursRange } from './approved-hours/approved-hours';
export { SentLedger, TransferSentEntity, type SentRow } from './timesheet-transfer/sent-ledger';
export { TimesheetTransfers } from './timesheet-transfer/timesheet-transfers';
export { TimesheetTransferJob, type TimesheetTransferResult } from './timesheet-transfer/timesheet-transfer.job';
export * from './timesheet-transfer/transfer-adapter';
