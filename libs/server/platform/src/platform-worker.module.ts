import { DynamicModule, Module, Type } from '@nestjs/common';
import { JOB_HANDLERS, JobHandler } from './jobs/job-handler';
import { JobRunsRepository } from './jobs/job-runs.repository';
import { JobWorkerHost } from './jobs/job-worker.host';
import { RebuildProjectionJob } from './jobs/rebuild-projection.job';
import { ProcessorHost } from './processors/processor-host';

/** Worker side of the platform: job handlers (declared once, checked at boot) and processors. */
@Module({})
export class PlatformWorkerModule {
  static forRoot(options: { handlers: Type<JobHandler>[] }): DynamicModule {
    const handlers = [RebuildProjectionJob, ...options.handlers];
    return {
      module: PlatformWorkerModule,
      providers: [
        JobRunsRepository,
        ...handlers,
        { provide: JOB_HANDLERS, inject: handlers, useFactory: (...instances: JobHandler[]) => instances },
        JobWorkerHost,
        ProcessorHost,
      ],
      exports: [ProcessorHost, JobWorkerHost],
    };
  }
}
