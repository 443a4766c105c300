import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { NEWS_HOURS, runMessage, syncFailureMessages, type EndedRun } from '@timekeep/domain-messages';
import { AppConfig, Clock, type OrmTx, PeriodicSweep, Streams } from '@timekeep/server-platform';
import { activeAccounts, tell } from './message-facts';

/** The longest a message of a run or a sync waits for the sweep, whatever the jobs' sweep interval. */
const MAX_INTERVAL_MS = 10_000;
/** The BullMQ queue and job scheduler of the sweep. */
export const MESSAGE_SWEEP_QUEUE = 'messages';
export const MESSAGE_SWEEP_SCHEDULER = 'message-sweep';
/** What one sweep takes of each source; the next takes the rest. */
const BATCH = 200;

interface RunRow {
  id: string;
  company_id: string;
  kind: string;
  status: 'completed' | 'failed';
  error: string | null;
  payload: unknown;
  requested_by: string;
  finished_at: Date;
  to_account: boolean;
}

interface SyncRow {
  id: string;
  company_id: string;
  type: string;
  integration: string | null;
  message: string;
  actor_id: string;
  occurred_at: Date;
}

/**
 * Worker (ADR 0063): background runs and the Sync Results are tables, not events, so the message
 * centre sweeps them every few seconds (a PeriodicSweep's duty) for what ended since it last looked: runs that completed or
 * failed for good, and syncs that ended in an error, within the news window. Each one is claimed in
 * the sweep's ledger (message_sweep_seen) before it is told, in the same transaction as its
 * messages: two workers sweeping at once tell it once, and a crash mid-sweep tells it on the next.
 */
@Injectable()
export class MessageSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly sweeps: PeriodicSweep<number>;

  constructor(
    private readonly streams: Streams,
    config: AppConfig,
    clock: Clock,
  ) {
    const everyMs = Math.min(config.jobs.sweepIntervalMs, MAX_INTERVAL_MS);
    this.sweeps = new PeriodicSweep(config, { queue: MESSAGE_SWEEP_QUEUE, scheduler: MESSAGE_SWEEP_SCHEDULER, everyMs, run: () => this.sweepOnce(), now: () => clock.now() });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.sweeps.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.sweeps.stop();
  }

  /** One sweep; answers how many runs and sync results it told of. */
  private sweepOnce(): Promise<number> {
    return this.streams.transaction(async (tx) => {
      const told = (await this.runs(tx)) + (await this.syncs(tx));
      await this.forget(tx);
      return told;
    });
  }

  private async runs(tx: OrmTx): Promise<number> {
    const { rows } = await tx.sql.query<RunRow>(
      `WITH ended AS (
         SELECT r.* FROM job_run r
          WHERE r.status IN ('completed', 'failed') AND r.finished_at > now() - make_interval(hours => $1)
            AND NOT EXISTS (SELECT 1 FROM message_sweep_seen s WHERE s.source = 'job-run:' || r.id)
          ORDER BY r.finished_at LIMIT $2),
       claimed AS (
         INSERT INTO message_sweep_seen (source, happened_at) SELECT 'job-run:' || id, finished_at FROM ended
         ON CONFLICT DO NOTHING RETURNING source)
       SELECT e.id::text, e.company_id::text, e.kind, e.status, e.error, e.payload, e.requested_by, e.finished_at,
              EXISTS (SELECT 1 FROM user_account u WHERE u.id::text = e.requested_by AND u.company_id = e.company_id AND u.status = 'Active') AS to_account
         FROM ended e JOIN claimed c ON c.source = 'job-run:' || e.id`,
      [NEWS_HOURS, BATCH],
    );
    for (const run of rows) {
      // Asked for by the system or an OAuth client: nobody's inbox.
      if (!run.to_account) continue;
      const ended: EndedRun = { kind: run.kind, status: run.status, error: run.error, payload: run.payload, requestedBy: run.requested_by };
      const draft = runMessage(ended);
      if (draft) await tell(tx, run.company_id, `job-run:${run.id}`, run.finished_at, [draft]);
    }
    return rows.length;
  }

  private async syncs(tx: OrmTx): Promise<number> {
    const { rows } = await tx.sql.query<SyncRow>(
      `WITH failed AS (
         SELECT r.* FROM sync_result r
          WHERE r.status = 'Error' AND r.occurred_at > now() - make_interval(hours => $1)
            AND NOT EXISTS (SELECT 1 FROM message_sweep_seen s WHERE s.source = 'sync-result:' || r.id)
          ORDER BY r.occurred_at LIMIT $2),
       claimed AS (
         INSERT INTO message_sweep_seen (source, happened_at) SELECT 'sync-result:' || id, occurred_at FROM failed
         ON CONFLICT DO NOTHING RETURNING source)
       SELECT f.id::text, f.company_id::text, f.type, f.integration, f.message, f.actor_id, f.occurred_at
         FROM failed f JOIN claimed c ON c.source = 'sync-result:' || f.id`,
      [NEWS_HOURS, BATCH],
    );
    const accounts = new Map<string, Awaited<ReturnType<typeof activeAccounts>>>();
    for (const sync of rows) {
      if (!accounts.has(sync.company_id)) accounts.set(sync.company_id, await activeAccounts(tx, sync.company_id));
      const drafts = syncFailureMessages({ type: sync.type, integration: sync.integration, message: sync.message, actorId: sync.actor_id }, accounts.get(sync.company_id) ?? []);
      await tell(tx, sync.company_id, `sync-result:${sync.id}`, sync.occurred_at, drafts);
    }
    return rows.length;
  }

  /** The ledger keeps what the window could still show, and a day more. */
  private async forget(tx: OrmTx): Promise<void> {
    await tx.sql.query(`DELETE FROM message_sweep_seen WHERE happened_at < now() - make_interval(hours => $1)`, [NEWS_HOURS + 24]);
  }
}
