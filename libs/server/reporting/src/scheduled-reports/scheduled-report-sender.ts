import { Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Role, SupervisorFunction, SyncStatus, SyncType } from '@timekeep/contracts';
import { NotAllowed } from '@timekeep/domain-kernel';
import { latestDue, periodOf } from '@timekeep/domain-reporting';
import { wallClockAt } from '@timekeep/domain-time-engine';
import { AppConfig, Clock, Mailer, PeriodicSweep, Principal, Streams, SyncLog } from '@timekeep/server-platform';
import { printedAt, ReportRunner } from '../report-runner';
import { ScheduledReportEntity } from './scheduled-report.entity';

/** Tries of one send before it is given up and recorded as an Error in the Sync Results. */
export const SCHEDULED_REPORT_ATTEMPTS = 3;
/** How long a claimed send is the claimer's: a worker that dies mid-send leaves it to the next sweep after this. */
const CLAIM_MS = 10 * 60_000;
/** Sends drawn per sweep: a sweep stays short, the next one takes the rest. */
const SENDS_PER_SWEEP = 10;
/** The BullMQ queue and job scheduler of the sweep. */
export const SCHEDULED_REPORT_QUEUE = 'scheduled-reports';
export const SCHEDULED_REPORT_SCHEDULER = 'scheduled-report-sweep';

interface ClaimedSend {
  scheduleId: string;
  dueAt: Date;
  companyId: string;
  attempts: number;
}

/**
 * Sends scheduled reports from the worker (ADR 0045), a PeriodicSweep's duty: each sweep
 * adds to the sent ledger the latest send each schedule has come due for, then claims due ledger rows (FOR UPDATE SKIP LOCKED), draws
 * the report for the period before the send with its creator's rights as they are now, and mails
 * it to the receivers as an attachment. The ledger's key (schedule, due instant) is what makes a
 * restarted or second worker neither miss a send nor make it twice. A failed send is tried again
 * after a backoff and, after SCHEDULED_REPORT_ATTEMPTS, recorded as an Error in the Sync Results.
 */
@Injectable()
export class ScheduledReportSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly sweeps: PeriodicSweep<number>;

  constructor(
    private readonly streams: Streams,
    private readonly runner: ReportRunner,
    private readonly mailer: Mailer,
    private readonly syncLog: SyncLog,
    private readonly config: AppConfig,
    clock: Clock,
  ) {
    this.sweeps = new PeriodicSweep(config, { queue: SCHEDULED_REPORT_QUEUE, scheduler: SCHEDULED_REPORT_SCHEDULER, run: (now) => this.sweepOnce(now), now: () => clock.now() });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.sweeps.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.sweeps.stop();
  }

  /** One sweep as of `now`; answers how many sends it finished (sent or given up). */
  sweep(now: Date): Promise<number> {
    return this.sweeps.sweep(now);
  }

  private async sweepOnce(now: Date): Promise<number> {
    await this.enterDueSends(now);
    const claimed = await this.claim(now);
    let finished = 0;
    for (const send of claimed) if (await this.deliver(send, now)) finished++;
    return finished;
  }

  /** Each schedule's latest due send, once: one made before the schedule existed is not owed. */
  private async enterDueSends(now: Date): Promise<void> {
    const seconds = Math.floor(now.getTime() / 1000);
    await this.streams.transaction(async (tx) => {
      const rows = await tx.sql.query<{ id: string; companyId: string; startDate: string; sendTime: string; frequency: ScheduledReportEntity['frequency']; createdAt: Date; zone: string }>(
        `SELECT s.id, s.company_id AS "companyId", to_char(s.start_date, 'YYYY-MM-DD') AS "startDate", s.send_time AS "sendTime", s.frequency, s.created_at AS "createdAt", c.time_zone AS zone
           FROM scheduled_report s JOIN company c ON c.id = s.company_id`,
      );
      const owed = rows.rows.flatMap((row) => {
        const due = latestDue(row, row.zone, seconds);
        return due && due.at >= Math.floor(row.createdAt.getTime() / 1000) ? [{ id: row.id, at: due.at, companyId: row.companyId }] : [];
      });
      if (!owed.length) return;
      // One statement for every schedule each sweep: most are already in the ledger and change nothing.
      await tx.sql.query(
        `INSERT INTO scheduled_report_send (schedule_id, due_at, company_id, status, next_attempt_at)
         SELECT id, to_timestamp(at), company_id, 'pending', $4 FROM unnest($1::uuid[], $2::bigint[], $3::uuid[]) AS o(id, at, company_id)
         ON CONFLICT DO NOTHING`,
        [owed.map((o) => o.id), owed.map((o) => o.at), owed.map((o) => o.companyId), now],
      );
    });
  }

  /** Due rows, and rows whose claimer died, taken by this sweep alone. */
  private async claim(now: Date): Promise<ClaimedSend[]> {
    return this.streams.transaction(async (tx) => {
      const rows = await tx.sql.query<ClaimedSend>(
        `UPDATE scheduled_report_send s SET status = 'sending', attempts = s.attempts + 1, claimed_until = $2
           FROM (SELECT schedule_id, due_at FROM scheduled_report_send
                  WHERE (status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND claimed_until < $1)
                  ORDER BY due_at LIMIT ${SENDS_PER_SWEEP} FOR UPDATE SKIP LOCKED) due
          WHERE s.schedule_id = due.schedule_id AND s.due_at = due.due_at
          RETURNING s.schedule_id AS "scheduleId", s.due_at AS "dueAt", s.company_id AS "companyId", s.attempts`,
        [now, new Date(now.getTime() + CLAIM_MS)],
      );
      return rows.rows;
    });
  }

  /** Draws and mails one send; true when it is finished (sent, given up, or its schedule gone). */
  private async deliver(send: ClaimedSend, now: Date): Promise<boolean> {
    const schedule = await this.streams.transaction((tx) => tx.manager.findOneBy(ScheduledReportEntity, { id: send.scheduleId, companyId: send.companyId }));
    if (!schedule) {
      await this.close(send, 'cancelled', null, now);
      return true;
    }
    const { zone, companyName } = await this.companyOf(send.companyId);
    const due = printedAt(send.dueAt, zone);
    const type = this.runner.type(schedule.reportType);
    const label = type?.name ?? schedule.reportType;
    try {
      // Without SMTP the Mailer only logs: a report is never "sent" that way.
      if (!this.config.mail.smtpUrl) throw new MailNotSetUp();
      const creator = await this.creatorOf(schedule);
      if (!type) throw new NotAllowed();
      const sendOn = wallClockAt(Math.floor(send.dueAt.getTime() / 1000), zone).date;
      const period = periodOf(schedule.period, sendOn);
      const form = type.form.parse({ ...schedule.parameters, ...period, format: schedule.format });
      const file = await this.runner.draw(creator, type, form, now);
      await this.mailer.send({
        to: schedule.receivers.join(', '),
        subject: `${label} ${period.startDate} to ${period.endDate}`,
        text: `${companyName}: the ${label} report for ${period.startDate} to ${period.endDate} is attached (${file.rows} rows). It is sent as scheduled by ${schedule.createdByName}.`,
        html: `<p>${escape(companyName)}: the ${escape(label)} report for ${period.startDate} to ${period.endDate} is attached (${file.rows} rows).</p><p>It is sent as scheduled by ${escape(schedule.createdByName)}.</p>`,
        attachments: [{ filename: file.fileName, content: file.content, contentType: file.contentType }],
      });
      const message = `Sent the ${label} report due ${due} (${period.startDate} to ${period.endDate}) to ${schedule.receivers.length} receiver${schedule.receivers.length === 1 ? '' : 's'}.`;
      await this.close(send, 'sent', { status: SyncStatus.Success, message, actorId: schedule.createdBy }, now);
      return true;
    } catch (error) {
      const cause = causeOf(error);
      if (send.attempts < SCHEDULED_REPORT_ATTEMPTS) {
        const backoff = this.config.jobs.backoffMs * 2 ** (send.attempts - 1);
        await this.streams.transaction((tx) =>
          tx.sql.query(`UPDATE scheduled_report_send SET status = 'pending', claimed_until = NULL, last_error = $3, next_attempt_at = $4 WHERE schedule_id = $1 AND due_at = $2`, [
            send.scheduleId,
            send.dueAt,
            cause,
            new Date(now.getTime() + backoff),
          ]),
        );
        return false;
      }
      const message = `The ${label} report due ${due} was not sent after ${send.attempts} tries: ${cause}`;
      await this.close(send, 'failed', { status: SyncStatus.Error, message, actorId: schedule.createdBy }, now, cause);
      return true;
    }
  }

  private async close(send: ClaimedSend, status: 'sent' | 'failed' | 'cancelled', outcome: { status: SyncStatus; message: string; actorId: string } | null, now: Date, cause: string | null = null): Promise<void> {
    await this.streams.transaction(async (tx) => {
      await tx.sql.query(`UPDATE scheduled_report_send SET status = $3, claimed_until = NULL, last_error = $4, sent_at = $5 WHERE schedule_id = $1 AND due_at = $2`, [
        send.scheduleId,
        send.dueAt,
        status,
        cause,
        status === 'sent' ? now : null,
      ]);
      if (outcome) await this.syncLog.record(tx.manager, { companyId: send.companyId, type: SyncType.ScheduledReport, ...outcome, detail: { scheduleId: send.scheduleId, dueAt: send.dueAt.toISOString() } });
    });
  }

  private async companyOf(companyId: string): Promise<{ zone: string; companyName: string }> {
    const rows = await this.streams.transaction((tx) => tx.sql.query<{ zone: string; companyName: string }>('SELECT time_zone AS zone, name AS "companyName" FROM company WHERE id = $1', [companyId]));
    return rows.rows[0] ?? { zone: 'UTC', companyName: 'Timekeep' };
  }

  /** The creator as they are now: a schedule never mails more than its creator may see today. */
  private async creatorOf(schedule: ScheduledReportEntity): Promise<Principal> {
    const rows = await this.streams.transaction((tx) =>
      tx.sql.query<{ roles: Role[]; functions: SupervisorFunction[]; name: string }>(
        `SELECT roles, functions, trim(first_name || ' ' || last_name) AS name FROM user_account WHERE id = $1 AND company_id = $2 AND status = 'Active'`,
        [schedule.createdBy, schedule.companyId],
      ),
    );
    const user = rows.rows[0];
    if (!user) throw new NotAllowed();
    return { kind: 'user', id: schedule.createdBy, companyId: schedule.companyId, roles: user.roles, functions: user.functions, name: user.name };
  }
}

class MailNotSetUp extends Error {}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sentence a user reads for a failed try; nodemailer's own message can quote addresses or the server's URL, so only its codes go in. */
function causeOf(error: unknown): string {
  if (error instanceof MailNotSetUp) return 'mail is not set up on the server (SMTP_URL).';
  if (error instanceof NotAllowed) return 'the user who scheduled it may no longer run this report.';
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  if (typeof responseCode === 'number') return `the mail server refused it (${responseCode}).`;
  if (code === 'ECONNREFUSED' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'ECONNECTION') return `the mail server could not be reached (${code}).`;
  return 'the report could not be drawn or mailed.';
}
