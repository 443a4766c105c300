export * from './companies/companies.projection';
export * from './companies/company.entity';
export * from './companies/register-company.command';
export * from './companies/register-company.handler';
export * from './organisation.module';
export * from './organisation.parts';
