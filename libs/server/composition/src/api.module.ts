import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CONTEXT_MODULES, INLINE_PROJECTIONS, SCHEMA, UPCASTERS, asyncProcessors } from './parts';
import { AppConfig, ConfigModule, DatabaseModule, EventStoreModule, LoggingModule, PlatformApiModule } from '@timekeep/server-platform';

@Module({})
export class ApiModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        DatabaseModule.forRoot(SCHEMA),
        EventStoreModule.forRoot({ inlineProjections: INLINE_PROJECTIONS, asyncProcessors, upcasters: UPCASTERS }),
        CqrsModule.forRoot(),
        PlatformApiModule,
        ...CONTEXT_MODULES,
      ],
    };
  }
}
