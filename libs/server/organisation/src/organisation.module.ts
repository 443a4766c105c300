import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CompanyController } from './companies/company.controller';
import { CompanyQueries } from './companies/company.queries';
import { ORGANISATION_COMMAND_HANDLERS } from './organisation.parts';
import { ManagementScope } from './scope/management-scope';
import { DepartmentsController } from './structure/departments.controller';
import { DepartmentsQueries } from './structure/departments.queries';

@Module({
  imports: [CqrsModule],
  controllers: [CompanyController, DepartmentsController],
  providers: [...ORGANISATION_COMMAND_HANDLERS, ManagementScope, DepartmentsQueries, CompanyQueries],
  exports: [ManagementScope, CompanyQueries],
})
export class OrganisationModule {}
