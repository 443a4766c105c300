import { ManagementScope } from '@timekeep/server-organisation';
import { BulkScheduleJob } from './bulk-schedule/bulk-schedule.job';
import { EmployeeDays } from './employee-schedules/employee-days';
import { EmployeeScheduleDayEntity } from './employee-schedules/employee-schedule-day.entity';
import { EmployeeSchedulesProjection } from './employee-schedules/employee-schedules.projection';
import { SaveEmployeeScheduleHandler } from './employee-schedules/save-employee-schedule.handler';
import { EmployeeSchedule1763801100000 } from './migrations/1763801100000-employee-schedule';

export const SCHEDULING_ENTITIES = [EmployeeScheduleDayEntity];
export const SCHEDULING_MIGRATIONS = [EmployeeSchedule1763801100000];
export const SCHEDULING_INLINE_PROJECTIONS = [new EmployeeSchedulesProjection()];
export const SCHEDULING_COMMAND_HANDLERS = [SaveEmployeeScheduleHandler];

/** The worker's scheduling jobs (the bulk schedule), and what they need besides the platform and the pay rules' lookup. */
export const SCHEDULING_JOBS = [BulkScheduleJob];
export const SCHEDULING_JOB_PROVIDERS = [EmployeeDays, ManagementScope];
