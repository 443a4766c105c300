import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { INLINE_PROJECTIONS, SCHEMA, UPCASTERS, WORKER_JOB_PROVIDERS, WORKER_JOBS, asyncProcessors } from './parts';
import { AppConfig, ConfigModule, DatabaseModule, EventStoreModule, PlatformWorkerModule } from '@timekeep/server-platform';

@Module({})
export class WorkerModule {
  static register(config: AppConfig): DynamicModule {
    // Made once: counted for the pool and handed to the event store (the Kafka relay's client among them).
    const processors = asyncProcessors(config);
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        // Each processor holds a connection for its lock: a new processor must not take the jobs' (ADR 0080).
        DatabaseModule.forRoot(SCHEMA, processors.length),
        EventStoreModule.forRoot({ inlineProjections: INLINE_PROJECTIONS, asyncProcessors: () => processors, upcasters: UPCASTERS }),
        CqrsModule.forRoot(),
        PlatformWorkerModule.forRoot({ handlers: WORKER_JOBS, providers: WORKER_JOB_PROVIDERS }),
      ],
    };
  }
}
