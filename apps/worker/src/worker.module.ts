import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { INLINE_PROJECTIONS, SCHEMA, UPCASTERS, asyncProcessors } from '@timekeep/server-composition';
import { ConfigModule, DatabaseModule, EventStoreModule, PlatformWorkerModule } from '@timekeep/server-platform';

@Module({
  imports: [
    ConfigModule,
    DatabaseModule.forRoot(SCHEMA),
    EventStoreModule.forRoot({ inlineProjections: INLINE_PROJECTIONS, asyncProcessors, upcasters: UPCASTERS }),
    CqrsModule.forRoot(),
    PlatformWorkerModule.forRoot({ handlers: [] }),
  ],
})
export class WorkerModule {}
