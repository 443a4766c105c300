import type { JobRunDto } from '@timekeep/contracts';
import type { JobRunEntity } from './job-run.entity';

export function toJobRunDto(run: JobRunEntity): JobRunDto {
  return {
    id: run.id,
    kind: run.kind,
    status: run.status,
    progress: { processed: run.processed, total: run.total },
    attempts: run.attempts,
    result: run.result ?? null,
    error: run.error,
    requestedBy: run.requestedBy,
    createdAt: run.createdAt.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}
