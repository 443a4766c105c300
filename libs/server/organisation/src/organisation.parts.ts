import type { ContextParts } from '@timekeep/server-platform';
import { DepartmentReferences1763800900000 } from './migrations/1763800900000-department-references';
import { DepartmentSchedule1763801000000 } from './migrations/1763801000000-department-schedule';
import { DepartmentJobsSites1763801200000 } from './migrations/1763801200000-department-jobs-sites';
import { CompanyDeviceToken1764400400100 } from './migrations/1764400400100-company-device-token';
import { DepartmentSpecFields1764400600000 } from './migrations/1764400600000-department-spec-fields';
import { CompaniesProjection } from './companies/companies.projection';
import { CompanyDeviceTokenEntity } from './companies/company-device-token.entity';
import { CompanyEntity } from './companies/company.entity';
import { Companies1763800100000 } from './migrations/1763800100000-companies';
import { Structure1763800300000 } from './migrations/1763800300000-structure';
import { CompanyState1763800400000 } from './migrations/1763800400000-company-state';
import { DepartmentFilterEntity } from './scope/department-filter.entity';
import { ManagementScopeEntity } from './scope/management-scope.entity';
import { ScopeProjection } from './scope/scope.projection';
import { DepartmentEntity } from './structure/department.entity';
import { StructureProjection } from './structure/structure.projection';
import { OrganisationModule } from './organisation.module';

export const ORGANISATION: ContextParts = {
  module: OrganisationModule,
  entities: [CompanyEntity, DepartmentEntity, ManagementScopeEntity, DepartmentFilterEntity, CompanyDeviceTokenEntity],
  migrations: [Companies1763800100000, Structure1763800300000, CompanyState1763800400000, DepartmentReferences1763800900000, DepartmentSchedule1763801000000, DepartmentJobsSites1763801200000, CompanyDeviceToken1764400400100, DepartmentSpecFields1764400600000],
  inlineProjections: [new CompaniesProjection(), new StructureProjection(), new ScopeProjection()],
};
