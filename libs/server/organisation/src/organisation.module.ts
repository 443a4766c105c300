import { IntegrationsController } from './integrations/integrations.controller';
import { IntegrationsQueries } from './integrations/integrations.queries';
import { IntegrationSecrets } from './integrations/integration-secrets';
import { MyobAdvancedClient } from './integrations/myob-advanced.client';
import { XeroClient } from './integrations/xero.client';
import { XeroConnectionController } from './integrations/xero-connection.controller';
import { XeroConnections } from './integrations/xero-connections';
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
  controllers: [CompanyController, DepartmentsController, IntegrationsController, XeroConnectionController, WorkflowMaxController],
  providers: [...ORGANISATION_COMMAND_HANDLERS, ManagementScope, DepartmentsQueries, CompanyQueries, IntegrationSecrets, IntegrationsQueries, MyobAdvancedClient, XeroClient, XeroConnections, WorkflowMaxClient],
  exports: [ManagementScope, CompanyQueries, MyobAdvancedClient, XeroClient, XeroConnections, WorkflowMaxClient, IntegrationsQueries],
})
export class OrganisationModule {}
