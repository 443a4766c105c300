import { type ContextParts, Mailer } from '@timekeep/server-platform';
import { PayRuleLookup, PayRuleLookupFromReadModel } from '@timekeep/server-pay-rules';
import { BulkScheduleJob } from './bulk-schedule/bulk-schedule.job';
import { EmployeeDays } from './employee-schedules/employee-days';
import { EmployeeScheduleDayEntity } from './employee-schedules/employee-schedule-day.entity';
import { EmployeeSchedulesProjection } from './employee-schedules/employee-schedules.projection';
import { EmployeeSchedule1763801100000 } from './migrations/1763801100000-employee-schedule';
import { RosterShift1764100100000 } from './migrations/1764100100000-roster-shift';
import { RosterEmailSent1764100400000 } from './migrations/1764100400000-roster-email-sent';
import { RosterPublishing1764900000000 } from './migrations/1764900000000-roster-publishing';
import { Availability1764900200000 } from './migrations/1764900200000-availability';
import { AvailabilitySettings1764900300000 } from './migrations/1764900300000-availability-settings';
import { EmployeeAvailabilityEntity } from './availability/availability.entity';
import { AvailabilityProjection } from './availability/availability.projection';
import { OpenShiftEntity } from './open-shifts/open-shift.entity';
import { OpenShiftsProjection } from './open-shifts/open-shifts.projection';
import { OpenShifts1764900400000 } from './migrations/1764900400000-open-shifts';
import { ShiftTrades1764900500000 } from './migrations/1764900500000-shift-trades';
import { ShiftTradeEntity } from './shift-trades/shift-trade.entity';
import { ShiftTradesProjection } from './shift-trades/shift-trades.projection';
import { RosterDraftDayEntity, RosterSettingsEntity } from './roster-publishing/roster-publishing.entities';
import { RosterPublishingProjection } from './roster-publishing/roster-publishing.projection';
import { RosterSettingsLookup } from './roster-publishing/roster-settings';
import { CopyRosterJob } from './roster/copy-roster.job';
import { RosterEmailJob } from './roster/roster-email.job';
import { RosterQueries } from './roster/roster.queries';
import { ShiftChecks } from './roster/shift-checks';
import { RosterShiftEntity } from './roster/roster-shift.entity';
import { RosterShiftsProjection } from './roster/roster-shifts.projection';
import { SchedulingModule } from './scheduling.module';

export const SCHEDULING: ContextParts = {
  module: SchedulingModule,
  entities: [EmployeeScheduleDayEntity, RosterShiftEntity, RosterSettingsEntity, RosterDraftDayEntity, EmployeeAvailabilityEntity, OpenShiftEntity, ShiftTradeEntity],
  migrations: [EmployeeSchedule1763801100000, RosterShift1764100100000, RosterEmailSent1764100400000, RosterPublishing1764900000000, Availability1764900200000, AvailabilitySettings1764900300000, OpenShifts1764900400000, ShiftTrades1764900500000],
  inlineProjections: [new EmployeeSchedulesProjection(), new RosterShiftsProjection(), new RosterPublishingProjection(), new AvailabilityProjection(), new OpenShiftsProjection(), new ShiftTradesProjection()],
  /** Copy roster, roster emails, the bulk schedule. */
  jobs: [CopyRosterJob, RosterEmailJob, BulkScheduleJob],
  /**
   * Besides the platform and timekeeping's job providers (ManagementScope, and the ClosedDays port
   * the roster's read asks).
   */
  jobProviders: [EmployeeDays, RosterQueries, RosterSettingsLookup, ShiftChecks, Mailer, { provide: PayRuleLookup, useClass: PayRuleLookupFromReadModel }],
};
