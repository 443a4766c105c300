import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { INLINE_PROJECTIONS, SCHEMA, UPCASTERS, WORKER_JOB_PROVIDERS, WORKER_JOBS, asyncProcessors } from './parts';
import { AppConfig, ConfigModule, DatabaseModule, EventStoreModule, PlatformWorkerModule } from '@timekeep/server-platform';

@Module({})
export class WorkerModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(SCHEMA),
        EventStoreModule.forRoot({ inlineProjections: INLINE_PROJECTIONS, asyncProcessors, upcasters: UPCASTERS }),
        CqrsModule.forRoot(),
        PlatformWorkerModule.forRoot({ handlers: WORKER_JOBS, providers: WORKER_JOB_PROVIDERS }),
      ],
    };
  }
}
