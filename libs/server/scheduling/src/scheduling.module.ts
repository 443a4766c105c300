import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { PlatformApiModule } from '@timekeep/server-platform';
import { BulkSchedule } from './bulk-schedule/bulk-schedule';
import { BulkScheduleController } from './bulk-schedule/bulk-schedule.controller';
import { EmployeeDays } from './employee-schedules/employee-days';
import { EmployeeScheduleController } from './employee-schedules/employee-schedule.controller';
import { SCHEDULING_COMMAND_HANDLERS } from './scheduling.parts';
import { ScheduleGuard } from './templates/schedule-guard';
import { ScheduleTemplatesController } from './templates/schedule-templates.controller';

/**
 * Scheduling (document 1 "Schedules"): schedule templates, kept in the pay-rules catalogue with a
 * guard of their own on its save, and employees' own days, on a stream per employee. The roster
 * and shifts come here, and the bulk schedule (document 3 "Bulk tools").
 */
@Module({
  imports: [CqrsModule, OrganisationModule, PlatformApiModule],
  controllers: [ScheduleTemplatesController, EmployeeScheduleController, BulkScheduleController],
  providers: [...SCHEDULING_COMMAND_HANDLERS, ScheduleGuard, EmployeeDays, BulkSchedule],
  exports: [EmployeeDays],
})
export class SchedulingModule {}
