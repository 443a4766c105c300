import { Global, Module } from '@nestjs/common';
import { DepartmentOccupancy } from '@timekeep/server-organisation';
import { PayRuleUsage } from '@timekeep/server-pay-rules';
import { EmployeeAssignments } from './employees/employee-assignments.port';
import { EmployeeUsage } from './employees/employee-usage.port';
import { EmployeeAssignmentsFromStreams } from './employees/employee-assignments';
import { EmployeeUsageFromReadModel } from './employees/employee-usage';
import { CqrsModule } from '@nestjs/cqrs';
import { PlatformApiModule } from '@timekeep/server-platform';
import { IdentityModule } from '@timekeep/server-identity';
import { OrganisationModule } from '@timekeep/server-organisation';
import { EmployeesController } from './employees/employees.controller';
import { EmployeesQueries } from './employees/employees.queries';
import { UserFormQueries } from './users/user-form.queries';
import { UsersController } from './users/users.controller';
import { HistoryController } from './history/history.controller';
import { HistoryQueries } from './history/history.queries';
import { ChangeEmployeeStatusHandler } from './employees/change-employee-status.handler';
import { SaveEmployeeHandler } from './employees/save-employee.handler';
import { SetEmploymentTypesHandler } from './employees/set-employment-types.handler';
import { SetWorkingDaysHandler } from './employees/set-working-days.handler';
import { ChangeUserStatusHandler } from './users/change-user-status.handler';
import { SaveUserHandler } from './users/save-user.handler';

const PEOPLE_COMMAND_HANDLERS = [SaveEmployeeHandler, ChangeEmployeeStatusHandler, SetEmploymentTypesHandler, SetWorkingDaysHandler, SaveUserHandler, ChangeUserStatusHandler];

/** Global for the ports it answers (DepartmentOccupancy, PayRuleUsage) and its own EmployeeUsage and EmployeeAssignments, which scheduling and settings use. */
@Global()
@Module({
  imports: [CqrsModule, OrganisationModule, IdentityModule, PlatformApiModule],
  controllers: [EmployeesController, UsersController, HistoryController],
  providers: [...PEOPLE_COMMAND_HANDLERS, EmployeesQueries, UserFormQueries, HistoryQueries, { provide: EmployeeUsage, useClass: EmployeeUsageFromReadModel },
    { provide: DepartmentOccupancy, useExisting: EmployeeUsage },
    { provide: PayRuleUsage, useExisting: EmployeeUsage },
    { provide: EmployeeAssignments, useClass: EmployeeAssignmentsFromStreams },
  ],
  exports: [EmployeesQueries, EmployeeUsage, DepartmentOccupancy, PayRuleUsage, EmployeeAssignments],
})
export class PeopleModule {}
