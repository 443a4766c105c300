import { Injectable, Logger } from '@nestjs/common';
import { EventType, LeaveStatus } from '@timekeep/contracts';
import type { LeaveEvent } from '@timekeep/domain-leave';
import { AppConfig, CommandContext, escapeHtml, Mail, Mailer, Streams } from '@timekeep/server-platform';
import type { LeaveWritten } from './leave-stream';

/** The console's leave list (apps/console paths.ts leaveList), filtered to the request's dates. */
export const LEAVE_LIST_PATH = '/leave/list';

const DECIDED: Partial<Record<LeaveEvent['type'], LeaveStatus>> = {
  [EventType.LeaveApproved]: 'Approved',
  [EventType.LeaveDeclined]: 'Declined',
  [EventType.LeaveCancelled]: 'Cancelled',
};

/** The global leave's runs (ADR 0032 "Mail"): approved at once for many employees, they mail nobody. */
const BULK = 'bulk';

interface Recipient {
  email: string;
  firstName: string;
}

/** What a leave mail says, whoever it goes to. */
export interface LeaveMailFacts {
  employeeName: string;
  typeName: string;
  fromDate: string;
  toDate: string;
  hours: number;
  status: LeaveStatus;
  reason: string | null;
  link: string;
}

export function leaveMail(to: Recipient, heading: string, facts: LeaveMailFacts): Mail {
  const dates = facts.fromDate === facts.toDate ? facts.fromDate : `${facts.fromDate} to ${facts.toDate}`;
  const lines: [string, string][] = [
    ['Employee', facts.employeeName],
    ['Leave type', facts.typeName],
    ['Dates', dates],
    ['Hours', facts.hours.toFixed(2)],
    ['Status', facts.status],
    ['Reason', facts.reason ?? ''],
  ];
  return {
    to: to.email,
    subject: `${heading}: ${facts.employeeName}, ${facts.typeName}, ${dates}`,
    text: `Hello ${to.firstName},\n\n${heading}.\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nOpen it in Timekeep:\n\n${facts.link}\n`,
    html: `<p>Hello ${escapeHtml(to.firstName)},</p><p>${escapeHtml(heading)}.</p><table>${lines.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table><p><a href="${escapeHtml(facts.link)}">Open the leave in Timekeep</a></p>`,
  };
}

/**
 * Tells the approver of a new request and the employee of a decision someone else took
 * (docs/decisions/0032-leave.md, "Leave mail"). Called only after the command's transaction
 * committed; a mail that cannot be built or sent is logged and never undoes the request.
 */
@Injectable()
export class LeaveMail {
  private readonly logger = new Logger('leave-mail');

  constructor(
    private readonly config: AppConfig,
    private readonly streams: Streams,
    private readonly mailer: Mailer,
  ) {}

  /** A new request (console or kiosk): to the employee's Report To, if they have one with an account. */
  async requested(context: CommandContext, { leave, employee, events }: LeaveWritten): Promise<void> {
    if (context.source === BULK || !events.some((e) => e.type === EventType.LeaveRequested)) return;
    const reportTo = employee.record.reportTo;
    if (!reportTo) return;
    await this.send(leave.id, 'Report To', async () => {
      const to = await this.account(employee.companyId, reportTo);
      return to && leaveMail(to, 'A leave request waits for your approval', await this.facts({ leave, employee, events }, 'Pending', leave.reason));
    });
  }

  /** Approved, declined or cancelled by someone other than the employee: to the employee's account. */
  async decided(context: CommandContext, written: LeaveWritten): Promise<void> {
    const { leave, employee, events } = written;
    const decision = events.map((e) => ({ e, status: DECIDED[e.type] })).find((d) => d.status);
    if (context.source === BULK || !decision?.status || !employee.userId || employee.userId === context.principal.id) return;
    const status = decision.status;
    const reason = 'reason' in decision.e.data ? (decision.e.data.reason as string | null) : null;
    const userId = employee.userId;
    await this.send(leave.id, 'employee', async () => {
      const to = await this.account(employee.companyId, userId);
      return to && leaveMail(to, `Your leave was ${status.toLowerCase()}`, await this.facts(written, status, reason));
    });
  }

  private async send(leaveId: string, recipient: string, build: () => Promise<Mail | null>): Promise<void> {
    try {
      const mail = await build();
      if (mail) await this.mailer.send(mail);
    } catch (error) {
      // Neither the address nor the SMTP URL's credentials go to the log: the leave id says which mail.
      const reason = String((error as { message?: unknown })?.message ?? error).replace(/\/\/[^@/\s]*@/g, '//***@');
      this.logger.error(`leave ${leaveId}: the mail to the ${recipient} was not sent (${reason})`);
    }
  }

  /** The company's account with an email, or nobody (the employee record keeps no email of its own). */
  private async account(companyId: string, userId: string): Promise<Recipient | null> {
    const rows = await this.streams.transaction(async (tx) =>
      (
        await tx.sql.query<{ email: string; firstName: string }>(
          `SELECT email, first_name AS "firstName" FROM user_account WHERE company_id = $1 AND id::text = $2 AND coalesce(email, '') <> ''`,
          [companyId, userId],
        )
      ).rows,
    );
    return rows[0] ?? null;
  }

  private async facts({ leave, employee }: LeaveWritten, status: LeaveStatus, reason: string | null): Promise<LeaveMailFacts> {
    const typeName = await this.streams.transaction(async (tx) => (await tx.sql.query<{ name: string }>('SELECT name FROM pay_rule WHERE id = $1 AND company_id = $2', [leave.payTypeId, leave.companyId])).rows[0]?.name);
    const query = new URLSearchParams({ startDate: leave.fromDate, endDate: leave.toDate, status });
    return {
      employeeName: `${employee.firstName} ${employee.lastName}`,
      typeName: typeName ?? 'Leave',
      fromDate: leave.fromDate,
      toDate: leave.toDate,
      hours: leave.hours,
      status,
      reason,
      link: `${this.config.publicUrl}${LEAVE_LIST_PATH}?${query}`,
    };
  }
}
