import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@timekeep/contracts';

export interface ClaimedRun {
  id: string;
  companyId: string;
  kind: string;
  requestedBy: string;
  /** As JobsService.enqueue stored it for the run's kind. */
  payload: JobPayload;
  attempts: number;
  /** The progress an earlier attempt recorded before it died or failed (0 on the first). */
  processed: number;
}

/** State transitions of job_run, each a single conditional UPDATE. */
@Injectable()
export class JobRunsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Takes the run for this attempt. Refused when it is finished (a duplicate delivery) or when
   * another worker is alive on it (its heartbeat is fresh).
   */
  async claim(id: string, staleAfterMs: number): Promise<ClaimedRun | 'finished' | 'busy' | 'missing'> {
    const [rows] = (await this.dataSource.query(
      `UPDATE job_run SET status = 'running', attempts = attempts + 1, started_at = coalesce(started_at, now()),
              heartbeat_at = now(), error = NULL
       WHERE id = $1 AND (status = 'queued' OR (status = 'running' AND (heartbeat_at IS NULL OR heartbeat_at < now() - $2 * interval '1 millisecond')))
       RETURNING id, company_id, kind, requested_by, payload, attempts, processed`,
      [id, staleAfterMs],
    )) as [Array<{ id: string; company_id: string; kind: string; requested_by: string; payload: JobPayload; attempts: number; processed: number }>, number];
    const row = rows[0];
    if (row) {
      return { id: row.id, companyId: row.company_id, kind: row.kind, requestedBy: row.requested_by, payload: row.payload, attempts: row.attempts, processed: row.processed };
    }
    const found = (await this.dataSource.query('SELECT status FROM job_run WHERE id = $1', [id])) as Array<{ status: string }>;
    if (!found[0]) return 'missing';
    return found[0].status === 'completed' || found[0].status === 'failed' ? 'finished' : 'busy';
  }

  async progress(id: string, processed: number, total: number | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE job_run SET processed = $2, total = $3, heartbeat_at = now() WHERE id = $1 AND status = 'running'`,
      [id, processed, total],
    );
  }

  async heartbeat(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE job_run SET heartbeat_at = now() WHERE id = $1 AND status = 'running'`, [id]);
  }

  async complete(id: string, result: unknown): Promise<void> {
    await this.dataSource.query(
      `UPDATE job_run SET status = 'completed', result = $2, processed = coalesce(total, processed), finished_at = now(), heartbeat_at = now()
       WHERE id = $1 AND status = 'running'`,
      [id, JSON.stringify(result ?? null)],
    );
  }

  /** After a failed attempt: back to queued while retries remain, else failed for good. */
  async attemptFailed(id: string, error: string, final: boolean): Promise<void> {
    await this.dataSource.query(
      `UPDATE job_run SET status = $3, error = $2, finished_at = CASE WHEN $3 = 'failed' THEN now() END, heartbeat_at = now()
       WHERE id = $1 AND status IN ('queued', 'running')`,
      [id, error, final ? 'failed' : 'queued'],
    );
  }

  async markQueued(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE job_run SET status = 'queued', heartbeat_at = now() WHERE id = $1 AND status = 'running'`, [id]);
  }

  /** Runs nobody has touched for a while: candidates for the sweep. */
  async findStale(olderThanMs: number): Promise<Array<{ id: string; kind: string; status: string }>> {
    return (await this.dataSource.query(
      `SELECT id, kind, status FROM job_run
       WHERE status IN ('queued', 'running') AND coalesce(heartbeat_at, created_at) < now() - $1 * interval '1 millisecond'
       ORDER BY created_at LIMIT 100`,
      [olderThanMs],
    )) as Array<{ id: string; kind: string; status: string }>;
  }
}
