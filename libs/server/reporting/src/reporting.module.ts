import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { PlatformApiModule } from '@timekeep/server-platform';
import { SchedulingModule } from '@timekeep/server-scheduling';
import { ReportDefinitions } from './conditions/report-definitions';
import { ReportFilesQueries } from './report-files.queries';
import { ReportsController } from './reports.controller';
import { ScheduledReportsController } from './scheduled-reports/scheduled-reports.controller';
import { ScheduledReportsQueries } from './scheduled-reports/scheduled-reports.queries';
import { RunReportHandler } from './run-report.handler';
import { DeleteScheduledReportsHandler } from './scheduled-reports/delete-scheduled-reports.handler';
import { SaveScheduledReportHandler } from './scheduled-reports/save-scheduled-report.handler';
import type { Provider } from '@nestjs/common';
import { PayPeriods, TimesheetCalculator } from '@timekeep/server-timekeeping';
import { ReportRunner } from './report-runner';
import { AttendanceExceptionsReport } from './reports/attendance-exceptions.report';
import { HoursByJobTaskReport } from './reports/hours-by-job-task.report';
import { LeaveTakenAndBalancesReport } from './reports/leave.report';
import { PayrollPeriodSummaryReport } from './reports/payroll-period-summary.report';
import { ReportPopulation } from './reports/report-population';
import { REPORT_TYPES, TableReportType } from './reports/report-type';
import { TimesheetSummaryReport } from './reports/timesheet-summary.report';

const REPORTING_COMMAND_HANDLERS = [RunReportHandler, SaveScheduledReportHandler, DeleteScheduledReportsHandler];

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

/**
 * Reporting (document 3 "Scheduled reports", the reports of /jasper/condition; ADR 0043): report
 * types as pure conditions-to-rows over the other contexts' read models (the timesheet's days
 * above all, so a report's figures are the screen's), drawn as PDF or XLSX; large ones as a job.
 */
@Module({
  imports: [CqrsModule, OrganisationModule, PlatformApiModule, SchedulingModule],
  controllers: [ReportsController, ScheduledReportsController],
  providers: [...REPORTING_PROVIDERS, ...REPORTING_COMMAND_HANDLERS, ReportDefinitions, ReportFilesQueries, ScheduledReportsQueries],
})
export class ReportingModule {}
