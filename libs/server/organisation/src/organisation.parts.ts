import { CompaniesProjection } from './companies/companies.projection';
import { CompanyEntity } from './companies/company.entity';
import { RegisterCompanyHandler } from './companies/register-company.handler';
import { Companies1763800100000 } from './migrations/1763800100000-companies';

export const ORGANISATION_ENTITIES = [CompanyEntity];
export const ORGANISATION_MIGRATIONS = [Companies1763800100000];
export const ORGANISATION_INLINE_PROJECTIONS = [new CompaniesProjection()];
export const ORGANISATION_COMMAND_HANDLERS = [RegisterCompanyHandler];
