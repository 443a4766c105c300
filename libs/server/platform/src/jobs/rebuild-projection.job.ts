import { Injectable } from '@nestjs/common';
import { JobKind } from '@timekeep/contracts';
import type { RebuildResult } from '@timekeep/event-store';
import { ProjectionRebuilder } from '../event-store/projection-rebuilder';
import type { JobContext, JobHandler } from './job-handler';

/** Safe to run again: a rebuild is one transaction, so a crashed attempt left the old rows in place. */
@Injectable()
export class RebuildProjectionJob implements JobHandler<typeof JobKind.ProjectionRebuild, Omit<RebuildResult, 'position'>> {
  readonly kind = JobKind.ProjectionRebuild;

  constructor(private readonly rebuilder: ProjectionRebuilder) {}

  /**
   * Progress is reported from inside the rebuild's transaction, which holds the projection's tables
   * locked: it is not awaited there. Awaiting it waited for a free pool connection while the pool's
   * other holders waited on those locks (a query reading the table, the next rebuild of it): the
   * worker hung for good under load (issue 28). A late progress write after the run completed
   * changes nothing (it only touches a running run), and completion records the final count.
   */
  async run(context: JobContext<typeof JobKind.ProjectionRebuild>): Promise<Omit<RebuildResult, 'position'>> {
    const { projection, events } = await this.rebuilder.rebuild(context.payload.projection, (processed, total) => {
      void context.progress(processed, total).catch(() => undefined);
    });
    return { projection, events };
  }
}
