import { type ContextParts, Mailer } from '@timekeep/server-platform';
import { ManagementScope } from '@timekeep/server-organisation';
import { ReportJob } from './jobs/report.job';
import { Reporting1764300430000 } from './migrations/1764300430000-reporting';
import { ScheduledReports1764300500000 } from './migrations/1764300500000-scheduled-reports';
import { ScheduledReportSends1764300500001 } from './migrations/1764300500001-scheduled-report-sends';
import { ReportConditionDefaultEntity, ReportFileEntity } from './report-files.entity';
import { ScheduledReportEntity } from './scheduled-reports/scheduled-report.entity';
import { ScheduledReportsProjection } from './scheduled-reports/scheduled-reports.projection';
import { ScheduledReportSender } from './scheduled-reports/scheduled-report-sender';
import { REPORTING_PROVIDERS, ReportingModule } from './reporting.module';

export const REPORTING: ContextParts = {
  module: ReportingModule,
  entities: [ReportFileEntity, ReportConditionDefaultEntity, ScheduledReportEntity],
  migrations: [Reporting1764300430000, ScheduledReports1764300500000, ScheduledReportSends1764300500001],
  inlineProjections: [new ScheduledReportsProjection()],
  jobs: [ReportJob],
  /** The report job's, and the scheduled reports' sweep (which mails, so the Mailer). */
  jobProviders: [...REPORTING_PROVIDERS, ManagementScope, Mailer, ScheduledReportSender],
};
