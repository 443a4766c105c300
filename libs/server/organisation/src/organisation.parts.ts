import { DepartmentReferences1763800900000 } from './migrations/1763800900000-department-references';
import { DepartmentSchedule1763801000000 } from './migrations/1763801000000-department-schedule';
import { DepartmentJobsSites1763801200000 } from './migrations/1763801200000-department-jobs-sites';
import { IntegrationConnections1763801400000 } from './migrations/1763801400000-integration-connections';
import { WorkflowMaxAuthorizations1764200700000 } from './migrations/1764200700000-workflow-max-authorizations';
import { CompanyDeviceToken1764400400100 } from './migrations/1764400400100-company-device-token';
import { DepartmentSpecFields1764400600000 } from './migrations/1764400600000-department-spec-fields';
import { WorkflowMaxAuthorizationEntity } from './integrations/workflow-max-authorization.entity';
import { IntegrationConnectionEntity, IntegrationSecretEntity } from './integrations/integration-connection.entity';
import { IntegrationConnectionsProjection } from './integrations/integration-connections.projection';
import { XeroAuthorizationEntity, XeroConnectionEntity } from './integrations/xero.entities';
import { XeroConnectionsProjection } from './integrations/xero-connections.projection';
import { XeroConnection1764003700000 } from './migrations/1764003700000-xero-connection';
import { SaveMyobConnectionHandler } from './integrations/save-myob-connection.handler';
import { SaveUploadConnectionHandler } from './integrations/save-upload-connection.handler';
import { ChangeCompanyDetailsHandler } from './companies/change-company-details.handler';
import { ChangeCompanyLogoHandler } from './companies/change-company-logo.handler';
import { ChangeCustomerSettingsHandler } from './companies/change-customer-settings.handler';
import { ChangeStructureLevelsHandler } from './companies/change-structure-levels.handler';
import { CompaniesProjection } from './companies/companies.projection';
import { CompanyDeviceTokenEntity } from './companies/company-device-token.entity';
import { CompanyEntity } from './companies/company.entity';
import { RegisterCompanyHandler } from './companies/register-company.handler';
import { Companies1763800100000 } from './migrations/1763800100000-companies';
import { Structure1763800300000 } from './migrations/1763800300000-structure';
import { CompanyState1763800400000 } from './migrations/1763800400000-company-state';
import { ChooseDepartmentFilterHandler } from './scope/choose-department-filter.handler';
import { DepartmentFilterEntity } from './scope/department-filter.entity';
import { ManagementScopeEntity } from './scope/management-scope.entity';
import { ScopeProjection } from './scope/scope.projection';
import { DepartmentEntity } from './structure/department.entity';
import { RemoveDepartmentsHandler } from './structure/remove-departments.handler';
import { SaveDepartmentHandler } from './structure/save-department.handler';
import { StructureProjection } from './structure/structure.projection';

export const ORGANISATION_ENTITIES = [CompanyEntity, DepartmentEntity, ManagementScopeEntity, DepartmentFilterEntity, IntegrationConnectionEntity, IntegrationSecretEntity, XeroConnectionEntity, XeroAuthorizationEntity, WorkflowMaxAuthorizationEntity, CompanyDeviceTokenEntity];
export const ORGANISATION_MIGRATIONS = [Companies1763800100000, Structure1763800300000, CompanyState1763800400000, DepartmentReferences1763800900000, DepartmentSchedule1763801000000, DepartmentJobsSites1763801200000, IntegrationConnections1763801400000, XeroConnection1764003700000, WorkflowMaxAuthorizations1764200700000, CompanyDeviceToken1764400400100, DepartmentSpecFields1764400600000];
export const ORGANISATION_INLINE_PROJECTIONS = [new CompaniesProjection(), new StructureProjection(), new ScopeProjection(), new IntegrationConnectionsProjection(), new XeroConnectionsProjection()];
export const ORGANISATION_COMMAND_HANDLERS = [
  RegisterCompanyHandler,
  ChangeCompanyDetailsHandler,
  ChangeCompanyLogoHandler,
  ChangeStructureLevelsHandler,
  ChangeCustomerSettingsHandler,
  SaveDepartmentHandler,
  RemoveDepartmentsHandler,
  ChooseDepartmentFilterHandler,
  SaveMyobConnectionHandler,
  SaveUploadConnectionHandler,
];
