import type { Provider } from '@nestjs/common';
import { Mailer } from '@timekeep/server-platform';
import { ManagementScope } from '@timekeep/server-organisation';
import type { SchemaParts } from '@timekeep/server-platform';
import { PayPeriods, TimesheetCalculator } from '@timekeep/server-timekeeping';
import { ReportJob } from './jobs/report.job';
import { Reporting1764300430000 } from './migrations/1764300430000-reporting';
import { ScheduledReports1764300500000 } from './migrations/1764300500000-scheduled-reports';
import { ScheduledReportSends1764300500001 } from './migrations/1764300500001-scheduled-report-sends';
import { ReportConditionDefaultEntity, ReportFileEntity } from './report-files.entity';
import { ReportRunner } from './report-runner';
import { RunReportHandler } from './run-report.handler';
import { AttendanceExceptionsReport } from './reports/attendance-exceptions.report';
import { HoursByJobTaskReport } from './reports/hours-by-job-task.report';
import { LeaveTakenAndBalancesReport } from './reports/leave.report';
import { PayrollPeriodSummaryReport } from './reports/payroll-period-summary.report';
import { ReportPopulation } from './reports/report-population';
import { REPORT_TYPES, TableReportType } from './reports/report-type';
import { TimesheetSummaryReport } from './reports/timesheet-summary.report';
import { DeleteScheduledReportsHandler } from './scheduled-reports/delete-scheduled-reports.handler';
import { SaveScheduledReportHandler } from './scheduled-reports/save-scheduled-report.handler';
import { ScheduledReportEntity } from './scheduled-reports/scheduled-report.entity';
import { ScheduledReportsProjection } from './scheduled-reports/scheduled-reports.projection';
import { ScheduledReportSender } from './scheduled-reports/scheduled-report-sender';

export const REPORTING_ENTITIES: SchemaParts['entities'] = [ReportFileEntity, ReportConditionDefaultEntity, ScheduledReportEntity];
export const REPORTING_MIGRATIONS: SchemaParts['migrations'] = [Reporting1764300430000, ScheduledReports1764300500000, ScheduledReportSends1764300500001];
export const REPORTING_INLINE_PROJECTIONS = [new ScheduledReportsProjection()];
export const REPORTING_COMMAND_HANDLERS = [RunReportHandler, SaveScheduledReportHandler, DeleteScheduledReportsHandler];

/** Every table report, in the order the report list shows them (after the weekly schedule). */
const TYPES = [TimesheetSummaryReport, AttendanceExceptionsReport, HoursByJobTaskReport, LeaveTakenAndBalancesReport, PayrollPeriodSummaryReport];

/** What runs a report, in the API (small ones, and the definitions) and the worker (the report job). */
export const REPORTING_PROVIDERS: Provider[] = [
  TimesheetCalculator,
  PayPeriods,
  ReportPopulation,
  ...TYPES,
  { provide: REPORT_TYPES, inject: TYPES, useFactory: (...types: TableReportType[]) => types },
  ReportRunner,
];

export const REPORTING_JOBS = [ReportJob];
/** The worker's: the report job's, and the scheduled reports' sweep (which mails, so the Mailer). */
export const REPORTING_JOB_PROVIDERS: Provider[] = [...REPORTING_PROVIDERS, ManagementScope, Mailer, ScheduledReportSender];
