import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { PlatformApiModule } from '@timekeep/server-platform';
import { SchedulingModule } from '@timekeep/server-scheduling';
import { ReportDefinitions } from './conditions/report-definitions';
import { ReportFilesQueries } from './report-files.queries';
import { ReportsController } from './reports.controller';
import { REPORTING_COMMAND_HANDLERS, REPORTING_PROVIDERS } from './reporting.parts';
import { ScheduledReportsController } from './scheduled-reports/scheduled-reports.controller';
import { ScheduledReportsQueries } from './scheduled-reports/scheduled-reports.queries';

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
