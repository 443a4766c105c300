import { JobKind, JobPayload, JobStatus } from '@timekeep/contracts';
import type { Processor, RecordedEvent } from '@timekeep/event-store';
import type { JobQueues, OrmTx } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';
import { isCompanyWideChange } from '../core/staleness.projection';

/** How long a run recorded in a batch waits before the queue hands it out: the batch commits first. */
const AFTER_COMMIT_MS = 1500;

/**
 * Worker processor: after a change to what many employees share (a pay group's rule, a rounding
 * rule, a holiday, a template) has marked their days stale, queues one recalculation of the
 * company's stale days, unless one is already waiting (it will take these too).
 */
export class RecalculationTriggerProcessor implements Processor<OrmTx> {
  readonly name = 'timesheet-recalculation-trigger';
  readonly version = 1;

  private queues: JobQueues | null = null;

  /** The queues are opened on the first change, so a process that never runs the processor (the API) opens no connection. */
  constructor(private readonly openQueues: () => JobQueues) {}

  async close(): Promise<void> {
    await this.queues?.onModuleDestroy();
  }

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    const companies = new Map<string, RecordedEvent>();
    for (const event of events) if (isCompanyWideChange(event.type)) companies.set(event.companyId, event);
    for (const [companyId, event] of companies) {
      const waiting = await tx.sql.query(`SELECT 1 FROM job_run WHERE company_id = $1 AND kind = $2 AND status = $3 LIMIT 1`, [companyId, JobKind.RecalculateTimesheets, JobStatus.Queued]);
      if (waiting.rowCount) continue;
      const id = randomUUID();
      // Written here rather than through JobsService.enqueue: the run belongs to this batch's transaction.
      const payload: JobPayload<typeof JobKind.RecalculateTimesheets> = { reason: event.type };
      await tx.sql.query(
        `INSERT INTO job_run (id, company_id, kind, status, payload, processed, total, attempts, requested_by, created_at)
         VALUES ($1, $2, $3, $4, $5, 0, NULL, 0, $6, now())`,
        [id, companyId, JobKind.RecalculateTimesheets, JobStatus.Queued, JSON.stringify(payload), event.metadata.actor.id],
      );
      await (this.queues ??= this.openQueues()).add(JobKind.RecalculateTimesheets, id, { delayMs: AFTER_COMMIT_MS });
    }
  }
}
