import { JOB_KINDS, JobKind, JobPayload } from '@timekeep/contracts';

/** One delivery of a run of kind K: its payload is the one declared for K (JobPayloads). */
export interface JobContext<K extends JobKind = JobKind> {
  runId: string;
  companyId: string;
  requestedBy: string;
  payload: JobPayload<K>;
  attempt: number;
  /** What an earlier attempt of this run had recorded as processed: where a resumable handler picks up. */
  resumeFrom: number;
  /** The product clock's reading when this delivery started (ADR 0053); a test calling a handler directly may leave it out. */
  now?: Date;
  /** Durable progress, readable through GET /api/job-runs/{id} while the job runs. */
  progress(processed: number, total: number | null): Promise<void>;
}

/**
 * A handler does the work and throws to get a retry: it never catches and logs. It must be safe
 * to run again after a crash (each handler says how it is).
 */
export interface JobHandler<K extends JobKind = JobKind, R = unknown> {
  readonly kind: K;
  run(context: JobContext<K>): Promise<R>;
}

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');

/** The worker refuses to boot unless every job kind has exactly one handler. */
export function indexHandlers(handlers: JobHandler[]): Map<JobKind, JobHandler> {
  const byKind = new Map<JobKind, JobHandler>();
  const problems: string[] = [];
  for (const handler of handlers) {
    if (!JOB_KINDS.includes(handler.kind)) problems.push(`handler for unknown job kind '${handler.kind}'`);
    else if (byKind.has(handler.kind)) problems.push(`two handlers for job kind '${handler.kind}'`);
    byKind.set(handler.kind, handler);
  }
  for (const kind of JOB_KINDS) if (!byKind.has(kind)) problems.push(`no handler for job kind '${kind}'`);
  if (problems.length) throw new Error(`Job handlers are not complete: ${problems.join('; ')}`);
  return byKind;
}
