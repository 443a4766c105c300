import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CompanyController } from './companies/company.controller';
import { CompanyQueries } from './companies/company.queries';
import { ManagementScope } from './scope/management-scope';
import { DepartmentsController } from './structure/departments.controller';
import { DepartmentsQueries } from './structure/departments.queries';
import { ChangeCompanyDetailsHandler } from './companies/change-company-details.handler';
import { ChangeCompanyLogoHandler } from './companies/change-company-logo.handler';
import { ChangeCustomerSettingsHandler } from './companies/change-customer-settings.handler';
import { ChangeStructureLevelsHandler } from './companies/change-structure-levels.handler';
import { RegisterCompanyHandler } from './companies/register-company.handler';
import { ChooseDepartmentFilterHandler } from './scope/choose-department-filter.handler';
import { RemoveDepartmentsHandler } from './structure/remove-departments.handler';
import { SaveDepartmentHandler } from './structure/save-department.handler';

const ORGANISATION_COMMAND_HANDLERS = [
  RegisterCompanyHandler,
  ChangeCompanyDetailsHandler,
  ChangeCompanyLogoHandler,
  ChangeStructureLevelsHandler,
  ChangeCustomerSettingsHandler,
  SaveDepartmentHandler,
  RemoveDepartmentsHandler,
  ChooseDepartmentFilterHandler,
];

@Module({
  imports: [CqrsModule],
  controllers: [CompanyController, DepartmentsController],
  providers: [...ORGANISATION_COMMAND_HANDLERS, ManagementScope, DepartmentsQueries, CompanyQueries],
  exports: [ManagementScope, CompanyQueries],
})
export class OrganisationModule {}
