import { Injectable } from '@nestjs/common';
import { JobKind, RosterEmailResult } from '@timekeep/contracts';
import { AppConfig, JobContext, JobHandler, Mailer, Principal, Streams } from '@timekeep/server-platform';
import { nameOf, rosterMail } from './roster-mail';
import { RosterQueries } from './roster.queries';

/** Employees read (and mailed) between two progress writes. */
export const ROSTER_EMAIL_BATCH = 25;

/**
 * Send All and the per-employee email (document 2 §2, §7 /standardshifts/sendEmployeeEmail) in
 * the worker: each employee gets their own roster for the range, read as the roster reads it.
 * Employees without an address, and those whose mail the server refused, are reported, never
 * skipped in silence. Who was mailed is recorded as each mail goes, so a run delivered again
 * mails only those it had not reached. A mail server that cannot be reached fails the attempt
 * (the run is retried); neither addresses nor the SMTP URL go into its error.
 */
@Injectable()
export class RosterEmailJob implements JobHandler<typeof JobKind.RosterEmail, RosterEmailResult> {
  readonly kind = JobKind.RosterEmail;

  constructor(
    private readonly streams: Streams,
    private readonly queries: RosterQueries,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  async run(job: JobContext<typeof JobKind.RosterEmail>): Promise<RosterEmailResult> {
    // Without SMTP the Mailer only logs, addresses included: a roster is never "sent" that way.
    if (!this.config.mail.smtpUrl) throw new Error('Mail is not set up (SMTP_URL): no roster email was sent.');
    const { employeeIds, startDate, endDate } = job.payload;
    // The run reads as the system: its employees were chosen within the requester's reach when asked,
    // and the requester's header filter must not drop any of them now. Its own id keeps it apart from any user's filter.
    const reader: Principal = { kind: 'system', id: job.runId, companyId: job.companyId, roles: [] };
    const { companyName, mailed } = await this.streams.transaction(async (tx) => {
      const company = await tx.sql.query<{ name: string }>('SELECT name FROM company WHERE id = $1', [job.companyId]);
      const sent = await tx.sql.query<{ employeeId: string }>('SELECT employee_id AS "employeeId" FROM roster_email_sent WHERE run_id = $1', [job.runId]);
      return { companyName: company.rows[0]?.name ?? 'Timekeep', mailed: new Set(sent.rows.map((r) => r.employeeId)) };
    });
    const result: RosterEmailResult = { employees: 0, sent: 0, notSent: [] };
    await job.progress(0, employeeIds.length);
    for (let i = 0; i < employeeIds.length; i += ROSTER_EMAIL_BATCH) {
      const batch = employeeIds.slice(i, i + ROSTER_EMAIL_BATCH);
      const roster = await this.streams.transaction((tx) =>
        this.queries.roster(tx, reader, { startDate, endDate, departmentIds: [], sortBy: 'FirstName', search: null, employeeIds: batch, publishedOnly: true }),
      );
      for (const row of roster.rows) {
        result.employees++;
        if (mailed.has(row.employee.id)) {
          result.sent++;
          continue;
        }
        const mail = rosterMail(companyName, row, startDate, endDate);
        if (!mail) {
          result.notSent.push({ employeeId: row.employee.id, name: nameOf(row), reason: 'noEmail' });
          continue;
        }
        const outcome = await this.send(mail);
        if (outcome === 'refused') {
          result.notSent.push({ employeeId: row.employee.id, name: nameOf(row), reason: 'failed' });
          continue;
        }
        await this.streams.transaction((tx) =>
          tx.sql.query('INSERT INTO roster_email_sent (run_id, employee_id, company_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [job.runId, row.employee.id, job.companyId]),
        );
        result.sent++;
      }
      await job.progress(Math.min(i + ROSTER_EMAIL_BATCH, employeeIds.length), employeeIds.length);
    }
    return result;
  }

  /** 'refused' when the server answered this mail with a permanent refusal (5xx); anything else is retried with the run. */
  private async send(mail: Parameters<Mailer['send']>[0]): Promise<'sent' | 'refused'> {
    try {
      await this.mailer.send(mail);
      return 'sent';
    } catch (error) {
      const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
      if (typeof responseCode === 'number' && responseCode >= 500) return 'refused';
      // nodemailer's own message can quote the recipient or the server's URL: only its code goes on.
      throw new Error(`The mail server did not take the roster emails (${code ?? responseCode ?? 'no answer'}); the run will be tried again.`);
    }
  }
}
