export { ReportingModule } from './reporting.module';
export * from './reporting.parts';
export { ReportJob } from './jobs/report.job';
export type { ReportTable } from './table/report-table';
export { ScheduledReportSender, SCHEDULED_REPORT_ATTEMPTS, SCHEDULED_REPORT_QUEUE, SCHEDULED_REPORT_SCHEDULER } from './scheduled-reports/scheduled-report-sender';
