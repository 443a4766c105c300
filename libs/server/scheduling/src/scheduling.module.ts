import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { EmployeeDays } from './employee-schedules/employee-days';
import { EmployeeScheduleController } from './employee-schedules/employee-schedule.controller';
import { SCHEDULING_COMMAND_HANDLERS } from './scheduling.parts';
import { ScheduleGuard } from './templates/schedule-guard';
import { ScheduleTemplatesController } from './templates/schedule-templates.controller';

/**
 * Scheduling (document 1 "Schedules"): schedule templates, kept in the pay-rules catalogue with a
 * guard of their own on its save, and employees' own days, on a stream per employee. The roster
 * and shifts come here.
 */
@Module({
  imports: [CqrsModule, OrganisationModule],
  controllers: [ScheduleTemplatesController, EmployeeScheduleController],
  providers: [...SCHEDULING_COMMAND_HANDLERS, ScheduleGuard, EmployeeDays],
  exports: [EmployeeDays],
})
export class SchedulingModule {}
