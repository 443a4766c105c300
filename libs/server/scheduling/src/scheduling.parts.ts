import type { Provider } from '@nestjs/common';
import { Mailer } from '@timekeep/server-platform';
import { PayRuleLookup, PayRuleLookupFromReadModel } from '@timekeep/server-pay-rules';
import { BulkScheduleJob } from './bulk-schedule/bulk-schedule.job';
import { EmployeeDays } from './employee-schedules/employee-days';
import { EmployeeScheduleDayEntity } from './employee-schedules/employee-schedule-day.entity';
import { EmployeeSchedulesProjection } from './employee-schedules/employee-schedules.projection';
import { SaveEmployeeScheduleHandler } from './employee-schedules/save-employee-schedule.handler';
import { EmployeeSchedule1763801100000 } from './migrations/1763801100000-employee-schedule';
import { RosterShift1764100100000 } from './migrations/1764100100000-roster-shift';
import { RosterEmailSent1764100400000 } from './migrations/1764100400000-roster-email-sent';
import { CopyRosterJob } from './roster/copy-roster.job';
import { RosterEmailJob } from './roster/roster-email.job';
import { RosterQueries } from './roster/roster.queries';
import { RosterShiftEntity } from './roster/roster-shift.entity';
import { RosterShiftsProjection } from './roster/roster-shifts.projection';
import { ImportScheduleHandler } from './schedule-import/import-schedule.handler';

export const SCHEDULING_ENTITIES = [EmployeeScheduleDayEntity, RosterShiftEntity];
export const SCHEDULING_MIGRATIONS = [EmployeeSchedule1763801100000, RosterShift1764100100000, RosterEmailSent1764100400000];
export const SCHEDULING_INLINE_PROJECTIONS = [new EmployeeSchedulesProjection(), new RosterShiftsProjection()];
export const SCHEDULING_COMMAND_HANDLERS = [SaveEmployeeScheduleHandler, ImportScheduleHandler];

/**
 * The worker's scheduling jobs (copy roster, roster emails, the bulk schedule), and what they need besides the platform and
 * timekeeping's job providers (ManagementScope, and the ClosedDays port the roster's read asks).
 */
export const SCHEDULING_JOBS = [CopyRosterJob, RosterEmailJob, BulkScheduleJob];
export const SCHEDULING_JOB_PROVIDERS: Provider[] = [EmployeeDays, RosterQueries, Mailer, { provide: PayRuleLookup, useClass: PayRuleLookupFromReadModel }];
