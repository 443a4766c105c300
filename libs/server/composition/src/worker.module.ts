import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { INLINE_PROJECTIONS, SCHEMA, UPCASTERS, asyncProcessors } from './parts';
import { AppConfig, ConfigModule, DatabaseModule, EventStoreModule, PlatformWorkerModule } from '@timekeep/server-platform';
import { TIMEKEEPING_JOB_PROVIDERS, TIMEKEEPING_JOBS } from '@timekeep/server-timekeeping';
import { SCHEDULING_JOB_PROVIDERS, SCHEDULING_JOBS } from '@timekeep/server-scheduling';
import { LEAVE_JOB_PROVIDERS, LEAVE_JOBS, LEAVE_PORT_PROVIDERS } from '@timekeep/server-leave';
import { INTEGRATIONS_JOB_PROVIDERS, INTEGRATIONS_JOBS } from '@timekeep/server-integrations';
import { REPORTING_JOB_PROVIDERS, REPORTING_JOBS } from '@timekeep/server-reporting';

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
        PlatformWorkerModule.forRoot({ handlers: [...TIMEKEEPING_JOBS, ...LEAVE_JOBS, ...SCHEDULING_JOBS, ...INTEGRATIONS_JOBS, ...REPORTING_JOBS], providers: [...TIMEKEEPING_JOB_PROVIDERS, ...SCHEDULING_JOB_PROVIDERS, ...LEAVE_PORT_PROVIDERS, ...LEAVE_JOB_PROVIDERS, ...INTEGRATIONS_JOB_PROVIDERS, ...REPORTING_JOB_PROVIDERS] }),
      ],
    };
  }
}
