import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '@timekeep/server-identity';
import { OrganisationModule } from '@timekeep/server-organisation';
import { EmployeesController } from './employees/employees.controller';
import { EmployeesQueries } from './employees/employees.queries';
import { PEOPLE_COMMAND_HANDLERS } from './people.parts';
import { UserFormQueries } from './users/user-form.queries';
import { UsersFormController } from './users/users-form.controller';
import { HistoryController } from './history/history.controller';

@Module({
  imports: [CqrsModule, OrganisationModule, IdentityModule],
  controllers: [EmployeesController, UsersFormController, HistoryController],
  providers: [...PEOPLE_COMMAND_HANDLERS, EmployeesQueries, UserFormQueries],
  exports: [EmployeesQueries],
})
export class PeopleModule {}
