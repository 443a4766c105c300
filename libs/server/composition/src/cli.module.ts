import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AppConfig, ConfigModule, DatabaseModule, EventStoreModule } from '@timekeep/server-platform';
import { CONTEXT_MODULES, INLINE_PROJECTIONS, SCHEMA, UPCASTERS, asyncProcessors } from './parts';

/** For command-line tools (seed, rebuild): commands and the store, no HTTP, queues or processors. */
@Module({})
export class CliModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: CliModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(SCHEMA),
        EventStoreModule.forRoot({ inlineProjections: INLINE_PROJECTIONS, asyncProcessors, upcasters: UPCASTERS }),
        CqrsModule.forRoot(),
        ...CONTEXT_MODULES,
      ],
    };
  }
}
