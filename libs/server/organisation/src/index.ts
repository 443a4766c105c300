export * from './companies/companies.projection';
export * from './companies/company.entity';
export * from './companies/register-company.handler';
export * from './organisation.module';
export * from './organisation.parts';
export * from './scope/management-scope';
export * from './structure/department.entity';
export * from './structure/save-department.handler';
export * from './structure/remove-departments.handler';
export * from './structure/inherited-choices';
export * from './companies/company.queries';
export * from './companies/company-stream';
export * from './companies/change-customer-settings.handler';
export * from './companies/holiday-regions';
/** What the seed and tests start a customer from. */
export { DEFAULT_CUSTOMER_SETTINGS } from '@timekeep/domain-organisation';
export { structureStreamId } from './structure/structure-stream';
export * from './ports/structure-ports';
