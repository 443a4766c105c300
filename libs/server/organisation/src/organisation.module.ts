import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ORGANISATION_COMMAND_HANDLERS } from './organisation.parts';
import { ManagementScope } from './scope/management-scope';
import { DepartmentsController } from './structure/departments.controller';
import { DepartmentsQueries } from './structure/departments.queries';

@Module({
  imports: [CqrsModule],
  controllers: [DepartmentsController],
  providers: [...ORGANISATION_COMMAND_HANDLERS, ManagementScope, DepartmentsQueries],
  exports: [ManagementScope],
})
export class OrganisationModule {}
