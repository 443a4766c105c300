import type { Provider } from '@nestjs/common';
import { ManagementScope } from '@timekeep/server-organisation';
import type { SchemaParts } from '@timekeep/server-platform';
import { PayPeriods, TimesheetCalculator } from '@timekeep/server-timekeeping';
import { ReportJob } from './jobs/report.job';
import { Reporting1764300430000 } from './migrations/1764300430000-reporting';
import { ReportConditionDefaultEntity, ReportFileEntity } from './report-files.entity';
import { ReportRunner } from './report-runner';
import { AttendanceExceptionsReport } from './reports/attendance-exceptions.report';
import { HoursByJobTaskReport } from './reports/hours-by-job-task.report';
import { LeaveTakenAndBalancesReport } from './reports/leave.report';
import { PayrollPeriodSummaryReport } from './reports/payroll-period-summary.report';
import { ReportPopulation } from './reports/report-population';
import { REPORT_TYPES, TableReportType } from './reports/report-type';
import { TimesheetSummaryReport } from './reports/timesheet-summary.report';

export const REPORTING_ENTITIES: SchemaParts['entities'] = [ReportFileEntity, ReportConditionDefaultEntity];
export const REPORTING_MIGRATIONS: SchemaParts['migrations'] = [Reporting1764300430000];

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
export const REPORTING_JOB_PROVIDERS: Provider[] = [...REPORTING_PROVIDERS, ManagementScope];
