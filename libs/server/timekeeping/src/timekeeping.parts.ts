import { ManagementScope } from '@timekeep/server-organisation';
import { type ContextParts, JobQueues } from '@timekeep/server-platform';
import { ClosedDays, RosteredPay, WorkedDays } from '@timekeep/server-scheduling';
import { ExceptionReviewsProjection } from './exceptions/exception-reviews.projection';
import { TimeCardExceptionEntity } from './core/time-card-exception.entity';
import { ExceptionReviewEntity } from './exceptions/exception-review.entity';
import { TimeCardExceptions1763900200000 } from './migrations/1763900200000-time-card-exceptions';
import { Timesheets1763801600000 } from './migrations/1763801600000-timesheets';
import { PayCardFiles1763801700000 } from './migrations/1763801700000-pay-card-files';
import { TimeApprovals1763900100000 } from './migrations/1763900100000-time-approvals';
import { TimeApprovalsProjection } from './approvals/time-approvals.projection';
import { TimePairEntity } from './core/time-pair.entity';
import { TimeApprovalEntity } from './approvals/time-approval.entity';
import { PayCardFileEntity } from './core/pay-card-file.entity';
import { PayCardLineEntity } from './core/pay-card-line.entity';
import { PayPeriodEntity } from './pay-periods/pay-period.entity';
import { PayPeriodClosing1763900000000 } from './migrations/1763900000000-pay-period-closing';
import { PayPeriodsProjection } from './payroll/pay-periods.projection';
import { PunchEntity } from './core/punch.entity';
import { PunchesProjection } from './punches/punches.projection';
import { TimesheetStalenessProjection } from './core/staleness.projection';
import { TimesheetDayEntity } from './core/timesheet-day.entity';
import { TimeImport1764200350000 } from './migrations/1764200350000-time-import';
import { ExceptionReviewSchedule1764300640000 } from './migrations/1764300640000-exception-review-schedule';
import { TIMESHEET_SERVICES, TimekeepingModule } from './timekeeping.module';
import { GroupTimePunchJob } from './bulk-tools/group-time-punch.job';
import { TimesheetWriter } from './core/timesheet-writer';
import { ClosedDaysFromPayPeriods } from './pay-periods/closed-days';
import { WorkedDaysFromPunches } from './core/worked-days';
import { RosteredPayFromEngine } from './core/rostered-pay';
import { RecalculateTimesheetsJob } from './recalculation/recalculate-timesheets.job';
import { RecalculationTriggerProcessor } from './recalculation/recalculation-trigger.processor';
import { TimeImportJob } from './time-import/time-import.job';
import { AutoPunchJob } from './auto-punch/auto-punch.job';
import { AutoPunchScheduler } from './auto-punch/auto-punch-scheduler';
import { AutoPunchDays1764500060000 } from './migrations/1764500060000-auto-punch-days';
import { ClockOffline1764600100000 } from './migrations/1764600100000-clock-offline';
import { CalendarFeeds1764900100000 } from './migrations/1764900100000-calendar-feeds';
import { CalendarFeedEntity } from './me/calendar-feed.entity';
import { ClockDeviceEntity, ClockOfflinePunchEntity } from './clock/clock-devices';

export const TIMEKEEPING: ContextParts = {
  module: TimekeepingModule,
  entities: [PunchEntity, TimesheetDayEntity, PayPeriodEntity, PayCardLineEntity, PayCardFileEntity, TimeCardExceptionEntity, ExceptionReviewEntity, TimePairEntity, TimeApprovalEntity, ClockDeviceEntity, ClockOfflinePunchEntity, CalendarFeedEntity],
  migrations: [Timesheets1763801600000, PayCardFiles1763801700000, PayPeriodClosing1763900000000, TimeApprovals1763900100000, TimeCardExceptions1763900200000, TimeImport1764200350000, ExceptionReviewSchedule1764300640000, AutoPunchDays1764500060000, ClockOffline1764600100000, CalendarFeeds1764900100000],
  /**
   * The punches' read model first, then the approvals on them, then the stale marks (and the
   * closed-period guard), then the periods' flags and the exception reviews: all in the transaction
   * of the change.
   */
  inlineProjections: [new PunchesProjection(), new TimeApprovalsProjection(), new TimesheetStalenessProjection(), new PayPeriodsProjection(), new ExceptionReviewsProjection()],
  /** Stale timesheets queue their recalculation. */
  asyncProcessors: (config) => [new RecalculationTriggerProcessor(() => new JobQueues(config))],
  jobs: [RecalculateTimesheetsJob, GroupTimePunchJob, TimeImportJob, AutoPunchJob],
  /** What the jobs need besides the platform, and the auto punch's daily sweep. */
  jobProviders: [...TIMESHEET_SERVICES, TimesheetWriter, ManagementScope, { provide: ClosedDays, useClass: ClosedDaysFromPayPeriods }, { provide: RosteredPay, useClass: RosteredPayFromEngine }, { provide: WorkedDays, useClass: WorkedDaysFromPunches }, AutoPunchScheduler],
};
