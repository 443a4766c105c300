import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ORGANISATION_COMMAND_HANDLERS } from './organisation.parts';

@Module({
  imports: [CqrsModule],
  providers: [...ORGANISATION_COMMAND_HANDLERS],
})
export class OrganisationModule {}
