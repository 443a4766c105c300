import { DynamicModule, Module, Type, Provider } from '@nestjs/common';
import { JOB_HANDLERS, JobHandler } from './jobs/job-handler';
import { JobRunsRepository } from './jobs/job-runs.repository';
import { JobWorkerHost } from './jobs/job-worker.host';
import { RebuildProjectionJob } from './jobs/rebuild-projection.job';
import { ProcessorHost } from './processors/processor-host';
import { SyncLog } from './sync-log/sync-log';

/** Worker side of the platform: job handlers (declared once, checked at boot) and processors. */
@Module({})
export class PlatformWorkerModule {
  /** `providers`: what the contexts' handlers need besides the platform (their calculators and services). */
  static forRoot(options: { handlers: Type<JobHandler>[]; providers?: Provider[] }): DynamicModule {
    const handlers = [RebuildProjectionJob, ...options.handlers];
    return {
      module: PlatformWorkerModule,
      providers: [
        JobRunsRepository,
        SyncLog,
        ...(options.providers ?? []),
        ...handlers,
        { provide: JOB_HANDLERS, inject: handlers, useFactory: (...instances: JobHandler[]) => instances },
        JobWorkerHost,
        ProcessorHost,
      ],
      exports: [ProcessorHost, JobWorkerHost, SyncLog],
    };
  }
}
