import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '@timekeep/server-identity';
import { OrganisationModule } from '@timekeep/server-organisation';
import { CustomersController } from './customers.controller';
import { OpenCustomerHandler } from './open-customer.handler';

/** Opening a customer spans organisation, identity and pay rules: it lives above all three. */
@Module({
  imports: [CqrsModule, OrganisationModule, IdentityModule],
  controllers: [CustomersController],
  providers: [OpenCustomerHandler],
})
export class CustomersModule {}
