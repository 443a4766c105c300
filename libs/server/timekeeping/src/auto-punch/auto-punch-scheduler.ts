import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobKind, JobPayload, JobStatus } from '@timekeep/contracts';
import { companySettingsOf } from '@timekeep/domain-organisation';
import { dateOf, dayOf, wallClockAt } from '@timekeep/domain-time-engine';
import { CompanyEntity, companyStateOf } from '@timekeep/server-organisation';
import { AppConfig, Clock, JobQueues, PeriodicSweep, Streams } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';
import { AUTO_PUNCH_ACTOR } from './auto-punch.job';

/** The BullMQ queue and job scheduler of the sweep. */
export const AUTO_PUNCH_QUEUE = 'auto-punch';
export const AUTO_PUNCH_SCHEDULER = 'auto-punch-sweep';
/** Days a worker that was down catches up on its return; older ones are left to people. */
export const AUTO_PUNCH_CATCH_UP_DAYS = 7;

/** A day entered in the ledger by a sweep, and its run (none when the company did not allow auto punch). */
export interface AutoPunchDay {
  companyId: string;
  date: string;
  runId: string | null;
}

/**
 * Runs the auto punch once per company and day (ADR 0060), a PeriodicSweep's duty. Each sweep enters in the ledger
 * (`auto_punch_day`, keyed by company and date) each day that has ended in every zone the company
 * works in (its own and its departments'), with a run of the AutoPunch job when the company
 * allows auto punch, in one transaction: the key is what makes a day entered, and so punched,
 * once however many workers sweep or restart. Then it hands the queue every ledger run still
 * queued (the queue's job id is the run's, so handing it again is nothing), so a run whose
 * worker died between the commit and the queue is not lost. The run itself resumes as every job
 * does (ADR 0006), and is safe to run twice.
 *
 * A company seen for the first time starts at its latest ended day: auto punch never reaches back
 * before it was running. A worker that was down catches up on at most AUTO_PUNCH_CATCH_UP_DAYS.
 */
@Injectable()
export class AutoPunchScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly sweeps: PeriodicSweep<AutoPunchDay[]>;
  private jobQueues: JobQueues | null = null;

  constructor(
    private readonly streams: Streams,
    private readonly config: AppConfig,
    clock: Clock,
  ) {
    this.sweeps = new PeriodicSweep(config, { queue: AUTO_PUNCH_QUEUE, scheduler: AUTO_PUNCH_SCHEDULER, run: (now) => this.sweepOnce(now), now: () => clock.now() });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.jobQueues = new JobQueues(this.config);
    await this.sweeps.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sweeps.stop();
    await this.jobQueues?.onModuleDestroy();
  }

  /** One sweep as of `now`: the days it entered. Two workers' sweeps meet in the ledger's key. */
  sweep(now: Date): Promise<AutoPunchDay[]> {
    return this.sweeps.sweep(now);
  }

  private async sweepOnce(now: Date): Promise<AutoPunchDay[]> {
    const entered: AutoPunchDay[] = [];
    for (const company of await this.companies(now)) entered.push(...(await this.enter(company, now)));
    await this.handOnQueuedRuns();
    return entered;
  }

  /** Each company's latest day ended in every zone it works in, the last day in its ledger, and whether it allows auto punch. */
  private async companies(now: Date): Promise<Array<{ id: string; due: string; last: string | null; allows: boolean }>> {
    const seconds = Math.floor(now.getTime() / 1000);
    return this.streams.transaction(async (tx) => {
      const companies = await tx.manager.find(CompanyEntity);
      const { rows: zones } = await tx.sql.query<{ companyId: string; zones: string[] }>(
        `SELECT company_id AS "companyId", array_agg(DISTINCT time_zone_id) AS zones FROM department WHERE time_zone_id IS NOT NULL AND time_zone_id <> '' GROUP BY company_id`,
      );
      const { rows: ledger } = await tx.sql.query<{ companyId: string; last: string }>(`SELECT company_id AS "companyId", max(date)::text AS last FROM auto_punch_day GROUP BY company_id`);
      const zonesOf = new Map(zones.map((z) => [z.companyId, z.zones]));
      const lastOf = new Map(ledger.map((l) => [l.companyId, l.last]));
      return companies.map((row) => {
        const state = companyStateOf(row);
        const own = state.detail.timeZoneId || row.timeZone;
        // A day is over for the company once it is over in its westernmost zone.
        const today = [own, ...(zonesOf.get(row.id) ?? [])].map((zone) => wallClockAt(seconds, zone).date).sort()[0];
        return { id: row.id, due: dateOf(dayOf(today) - 1), last: lastOf.get(row.id) ?? null, allows: companySettingsOf(state).allowAutoPunch };
      });
    });
  }

  /** Enters the company's days not yet in the ledger, with a run each when it allows auto punch; a day another sweep entered first is not entered again. */
  private async enter(company: { id: string; due: string; last: string | null; allows: boolean }, now: Date): Promise<AutoPunchDay[]> {
    const first = company.last === null ? dayOf(company.due) : Math.max(dayOf(company.last) + 1, dayOf(company.due) - AUTO_PUNCH_CATCH_UP_DAYS + 1);
    const dates = Array.from({ length: Math.max(0, dayOf(company.due) - first + 1) }, (_, i) => dateOf(first + i));
    if (!dates.length) return [];
    const runIds = dates.map(() => (company.allows ? randomUUID() : null));
    return this.streams.transaction(async (tx) => {
      const { rows } = await tx.sql.query<{ date: string; runId: string | null }>(
        `INSERT INTO auto_punch_day (company_id, date, run_id, entered_at)
         SELECT $1, d, r, $4 FROM unnest($2::date[], $3::uuid[]) AS x(d, r)
         ON CONFLICT DO NOTHING RETURNING date::text AS date, run_id AS "runId"`,
        [company.id, dates, runIds, now],
      );
      for (const row of rows) {
        if (!row.runId) continue;
        const payload: JobPayload<typeof JobKind.AutoPunch> = { date: row.date };
        await tx.sql.query(
          `INSERT INTO job_run (id, company_id, kind, status, payload, processed, total, attempts, requested_by, created_at)
           VALUES ($1, $2, $3, $4, $5, 0, NULL, 0, $6, now())`,
          [row.runId, company.id, JobKind.AutoPunch, JobStatus.Queued, JSON.stringify(payload), AUTO_PUNCH_ACTOR.id],
        );
      }
      return rows.map((row) => ({ companyId: company.id, date: row.date, runId: row.runId }));
    });
  }

  /** Every ledger run still queued, handed to the queue (again): one the queue already has is left as it is. */
  private async handOnQueuedRuns(): Promise<void> {
    const { rows } = await this.streams.transaction((tx) =>
      tx.sql.query<{ id: string }>(`SELECT r.id FROM auto_punch_day d JOIN job_run r ON r.id = d.run_id WHERE r.status = $1 ORDER BY d.date LIMIT 500`, [JobStatus.Queued]),
    );
    for (const { id } of rows) await this.jobQueues?.add(JobKind.AutoPunch, id);
  }
}
