import { DelayedError, Job } from 'bullmq';
import type { JobKind } from '@timekeep/contracts';
import type { Clock } from '../clock/clock';
import type { JobHandler } from './job-handler';
import type { JobMessage } from './job-queues';
import type { JobRunsRepository } from './job-runs.repository';

/**
 * Runs one delivery of a job: claim the run, keep its heartbeat while the handler works, record
 * the outcome, and rethrow failures so that BullMQ retries with backoff.
 */
export async function executeJob(
  job: Job<JobMessage>,
  token: string | undefined,
  handlers: Map<JobKind, JobHandler>,
  runs: JobRunsRepository,
  timing: { lockMs: number },
  clock: Clock,
): Promise<unknown> {
  const { runId } = job.data;
  const claim = await runs.claim(runId, timing.lockMs);
  if (claim === 'finished' || claim === 'missing') return { skipped: claim };
  if (claim === 'busy') {
    // The run's heartbeat is fresh: a live worker is on it, or one that died moments ago (on a loaded
    // machine BullMQ can hand its job on before the heartbeat goes stale). Neither is this run's
    // failure: come back once such a claim would be stale, without spending one of its attempts.
    await job.moveToDelayed(Date.now() + timing.lockMs, token);
    throw new DelayedError(`Run ${runId} is held by a live worker; delivered again in ${timing.lockMs} ms`);
  }
  const handler = handlers.get(claim.kind as JobKind);
  if (!handler) throw new Error(`No handler for job kind '${claim.kind}'`);

  const beat = setInterval(() => void runs.heartbeat(runId).catch(() => undefined), Math.max(250, Math.floor(timing.lockMs / 3)));
  try {
    const result = await handler.run({
      runId,
      companyId: claim.companyId,
      requestedBy: claim.requestedBy,
      payload: claim.payload,
      attempt: claim.attempts,
      resumeFrom: claim.processed,
      now: clock.now(),
      progress: (processed, total) => runs.progress(runId, processed, total),
    });
    await runs.complete(runId, result);
    return result;
  } catch (error) {
    const attempts = job.opts.attempts ?? 1;
    await runs.attemptFailed(runId, errorMessage(error), job.attemptsMade + 1 >= attempts);
    throw error;
  } finally {
    clearInterval(beat);
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
