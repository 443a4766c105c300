import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { INLINE_PROJECTIONS, SCHEMA, UPCASTERS, asyncProcessors } from '@timekeep/server-composition';
import { OrganisationModule } from '@timekeep/server-organisation';
import { ConfigModule, DatabaseModule, EventStoreModule, LoggingModule, PlatformApiModule } from '@timekeep/server-platform';

@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule.forRoot(SCHEMA),
    EventStoreModule.forRoot({ inlineProjections: INLINE_PROJECTIONS, asyncProcessors, upcasters: UPCASTERS }),
    CqrsModule.forRoot(),
    PlatformApiModule,
    OrganisationModule,
  ],
})
export class ApiModule {}
