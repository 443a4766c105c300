import { Injectable } from '@nestjs/common';
import { JobKind, ProjectionRebuildRequest } from '@timekeep/contracts';
import type { RebuildResult } from '@timekeep/event-store';
import { ProjectionRebuilder } from '../event-store/projection-rebuilder';
import type { JobContext, JobHandler } from './job-handler';

/** Safe to run again: a rebuild is one transaction, so a crashed attempt left the old rows in place. */
@Injectable()
export class RebuildProjectionJob implements JobHandler<ProjectionRebuildRequest, Omit<RebuildResult, 'position'>> {
  readonly kind = JobKind.ProjectionRebuild;

  constructor(private readonly rebuilder: ProjectionRebuilder) {}

  async run(context: JobContext<ProjectionRebuildRequest>): Promise<Omit<RebuildResult, 'position'>> {
    const { projection, events } = await this.rebuilder.rebuild(context.payload.projection, (processed, total) =>
      context.progress(processed, total),
    );
    return { projection, events };
  }
}
