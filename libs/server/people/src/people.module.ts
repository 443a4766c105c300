import { Global, Module } from '@nestjs/common';
import { EmployeeAssignments, EmployeeUsage } from '@timekeep/server-platform';
import { EmployeeAssignmentsFromStreams } from './employees/employee-assignments';
import { EmployeeUsageFromReadModel } from './employees/employee-usage';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '@timekeep/server-identity';
import { OrganisationModule } from '@timekeep/server-organisation';
import { EmployeesController } from './employees/employees.controller';
import { MyobEmployeeSyncController } from './employees/myob-employee-sync.controller';
import { EmployeesQueries } from './employees/employees.queries';
import { PEOPLE_COMMAND_HANDLERS } from './people.parts';
import { UserFormQueries } from './users/user-form.queries';
import { UsersController } from './users/users.controller';
import { HistoryController } from './history/history.controller';

/** Global for EmployeeUsage and EmployeeAssignments only: the structure and pay rules contexts ask them without importing people. */
@Global()
@Module({
  imports: [CqrsModule, OrganisationModule, IdentityModule],
  controllers: [EmployeesController, MyobEmployeeSyncController, UsersController, HistoryController],
  providers: [...PEOPLE_COMMAND_HANDLERS, EmployeesQueries, UserFormQueries, { provide: EmployeeUsage, useClass: EmployeeUsageFromReadModel }, { provide: EmployeeAssignments, useClass: EmployeeAssignmentsFromStreams }],
  exports: [EmployeesQueries, EmployeeUsage, EmployeeAssignments],
})
export class PeopleModule {}
