import { IntegrationsController } from './integrations/integrations.controller';
import { IntegrationsQueries } from './integrations/integrations.queries';
import { IntegrationSecrets } from './integrations/integration-secrets';
import { MyobAdvancedClient } from './integrations/myob-advanced.client';
import { WorkflowMaxClient } from './integrations/workflow-max.client';
import { WorkflowMaxController } from './integrations/workflow-max.controller';
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
  controllers: [CompanyController, DepartmentsController, IntegrationsController, WorkflowMaxController],
  providers: [...ORGANISATION_COMMAND_HANDLERS, ManagementScope, DepartmentsQueries, CompanyQueries, IntegrationSecrets, IntegrationsQueries, MyobAdvancedClient, WorkflowMaxClient],
  exports: [ManagementScope, CompanyQueries, MyobAdvancedClient, WorkflowMaxClient],
})
export class OrganisationModule {}
