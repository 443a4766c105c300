import type { Provider } from '@nestjs/common';
import { Mailer } from '@timekeep/server-platform';
import { PayRuleLookup, PayRuleLookupFromReadModel } from '@timekeep/server-pay-rules';
import { BulkScheduleJob } from './bulk-schedule/bulk-schedule.job';
import { GenerateBulkScheduleHandler } from './bulk-schedule/generate-bulk-schedule.handler';
import { EmployeeDays } from './employee-schedules/employee-days';
import { EmployeeScheduleDayEntity } from './employee-schedules/employee-schedule-day.entity';
import { EmployeeSchedulesProjection } from './employee-schedules/employee-schedules.projection';
import { SaveEmployeeScheduleHandler } from './employee-schedules/save-employee-schedule.handler';
import { EmployeeSchedule1763801100000 } from './migrations/1763801100000-employee-schedule';
import { RosterShift1764100100000 } from './migrations/1764100100000-roster-shift';
import { RosterEmailSent1764100400000 } from './migrations/1764100400000-roster-email-sent';
import { AddOffDayHandler } from './roster/add-off-day.handler';
import { AddShiftToEmployeesHandler } from './roster/add-shift-to-employees.handler';
import { ChangeRosterShiftHandler } from './roster/change-roster-shift.handler';
import { CopyRosterHandler } from './roster/copy-roster.handler';
import { CopyRosterJob } from './roster/copy-roster.job';
import { CreateRosterShiftHandler } from './roster/create-roster-shift.handler';
import { DeleteRosterShiftHandler } from './roster/delete-roster-shift.handler';
import { DropOnRosterHandler } from './roster/drop-on-roster.handler';
import { RemoveOffDayHandler } from './roster/remove-off-day.handler';
import { RemoveRosterSectionHandler } from './roster/remove-roster-section.handler';
import { RosterEmailJob } from './roster/roster-email.job';
import { RosterQueries } from './roster/roster.queries';
import { RosterShiftEntity } from './roster/roster-shift.entity';
import { RosterShiftsProjection } from './roster/roster-shifts.projection';
import { SendRosterEmailsHandler } from './roster/send-roster-emails.handler';
import { ImportScheduleHandler } from './schedule-import/import-schedule.handler';
import { SaveScheduleTemplateHandler } from './templates/save-schedule-template.handler';

export const SCHEDULING_ENTITIES = [EmployeeScheduleDayEntity, RosterShiftEntity];
export const SCHEDULING_MIGRATIONS = [EmployeeSchedule1763801100000, RosterShift1764100100000, RosterEmailSent1764100400000];
export const SCHEDULING_INLINE_PROJECTIONS = [new EmployeeSchedulesProjection(), new RosterShiftsProjection()];
export const SCHEDULING_COMMAND_HANDLERS = [
  SaveScheduleTemplateHandler,
  SaveEmployeeScheduleHandler,
  ImportScheduleHandler,
  CreateRosterShiftHandler,
  ChangeRosterShiftHandler,
  DeleteRosterShiftHandler,
  DropOnRosterHandler,
  RemoveRosterSectionHandler,
  AddOffDayHandler,
  RemoveOffDayHandler,
  AddShiftToEmployeesHandler,
  CopyRosterHandler,
  SendRosterEmailsHandler,
  GenerateBulkScheduleHandler,
];

/**
 * The worker's scheduling jobs (copy roster, roster emails, the bulk schedule), and what they need besides the platform and
 * timekeeping's job providers (ManagementScope, and the ClosedDays port the roster's read asks).
 */
export const SCHEDULING_JOBS = [CopyRosterJob, RosterEmailJob, BulkScheduleJob];
export const SCHEDULING_JOB_PROVIDERS: Provider[] = [EmployeeDays, RosterQueries, Mailer, { provide: PayRuleLookup, useClass: PayRuleLookupFromReadModel }];
