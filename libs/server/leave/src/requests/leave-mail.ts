import { Injectable, Logger } from '@nestjs/common';
import { EventType, LeaveStatus, NotificationTopic } from '@timekeep/contracts';
import { type LeaveEvent, type NoticeAccount, type NoticeFacts, type NoticeRole, tellsAnyone, whoIsTold } from '@timekeep/domain-leave';
import { CompanyEntity, companyStateOf } from '@timekeep/server-organisation';
import type { EmployeeEntity } from '@timekeep/server-people';
import { AppConfig, CommandContext, escapeHtml, Mail, Mailer, MailWishes, OrmTx, Streams } from '@timekeep/server-platform';
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
  /** Null for a listed address, which may be nobody's account. */
  firstName: string | null;
}

/** What the mail asks of each (ADR 0059): the Report To approves; the others are told. */
const NOTICE_HEADINGS: Record<NoticeRole, string> = {
  reportTo: 'A leave request waits for your approval',
  supervisor: 'A new leave request',
  receiver: 'A new leave request',
};
/** Who a mail that failed was for, in the log (never the address). */
const NOTICE_NAMES: Record<NoticeRole, string> = { reportTo: 'Report To', supervisor: 'supervisor', receiver: 'listed receiver' };

/** A user account as whoIsTold reads it. identity's table, read as the leave mail has always read it. */
const ACCOUNT_COLUMNS = `SELECT id::text AS "userId", company_id::text AS "companyId", nullif(email, '') AS email, first_name AS "firstName", status = 'Active' AS active, roles FROM user_account`;

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

const greeting = (to: Recipient) => (to.firstName ? `Hello ${to.firstName}` : 'Hello');

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
    text: `${greeting(to)},\n\n${heading}.\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\nOpen it in Timekeep:\n\n${facts.link}\n`,
    html: `<p>${escapeHtml(greeting(to))},</p><p>${escapeHtml(heading)}.</p><table>${lines.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table><p><a href="${escapeHtml(facts.link)}">Open the leave in Timekeep</a></p>`,
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
    private readonly wishes: MailWishes,
  ) {}

  /**
   * A new request (console, kiosk or mobile app): to the employee's Report To, to the supervisors
   * of their department when the company asks for it, and to the company's listed addresses
   * (whoIsTold decides; ADR 0059). One mail each: no recipient sees another's address.
   */
  async requested(context: CommandContext, written: LeaveWritten): Promise<void> {
    const { leave, employee, events } = written;
    const requested = events.some((e) => e.type === EventType.LeaveRequested);
    if (!tellsAnyone(context.source, requested)) return;
    let mails: Array<{ role: NoticeRole; mail: Mail }>;
    try {
      const notices = whoIsTold(await this.noticeFacts(context, employee, requested));
      const facts = notices.length ? await this.facts(written, 'Pending', leave.reason) : null;
      mails = facts ? notices.map(({ role, email, firstName }) => ({ role, mail: leaveMail({ email, firstName }, NOTICE_HEADINGS[role], facts) })) : [];
    } catch (error) {
      this.failed(leave.id, 'people told of a new request', error);
      return;
    }
    for (const { role, mail } of mails) await this.send(leave.id, NOTICE_NAMES[role], async () => mail);
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
      this.failed(leaveId, recipient, error);
    }
  }

  private failed(leaveId: string, recipient: string, error: unknown): void {
    // Neither the address nor the SMTP URL's credentials go to the log: the leave id says which mail.
    const reason = String((error as { message?: unknown })?.message ?? error).replace(/\/\/[^@/\s]*@/g, '//***@');
    this.logger.error(`leave ${leaveId}: the mail to the ${recipient} was not sent (${reason})`);
  }

  /**
   * What whoIsTold needs, read after the commit: the company's detail (leaveNtReceivers,
   * leaveNotifySupervisor), the Report To's, the requester's and the employee's accounts, and the
   * accounts that manage the employee's department: named Supervisor on it or on a department
   * above it (supervisorIds), or whose management scope reaches it. Every read is of the employee's
   * own company.
   */
  private async noticeFacts(context: CommandContext, employee: EmployeeEntity, requested: boolean): Promise<NoticeFacts> {
    const companyId = employee.companyId;
    return this.streams.transaction(async (tx) => {
      const company = await tx.manager.findOneByOrFail(CompanyEntity, { id: companyId });
      const { leaveNtReceivers, leaveNotifySupervisor } = companyStateOf(company).detail;
      const userIds = [employee.record.reportTo, employee.userId, context.principal.kind === 'user' ? context.principal.id : null].filter((id): id is string => !!id);
      const accounts = new Map((await this.accounts(tx, companyId, userIds)).map((a) => [a.userId, a]));
      const self = (userId: string | null) => (userId ? { userId, email: accounts.get(userId)?.email ?? null } : null);
      const supervisors = leaveNotifySupervisor ? await this.supervisorsOf(tx, companyId, employee.departmentId) : [];
      const mailable = [...(employee.record.reportTo ? [employee.record.reportTo] : []), ...supervisors.map((s) => s.userId)];
      return {
        companyId,
        source: context.source,
        requested,
        requester: self(context.principal.kind === 'user' ? context.principal.id : null),
        employeeAccount: self(employee.userId),
        reportTo: (employee.record.reportTo && accounts.get(employee.record.reportTo)) || null,
        receivers: leaveNtReceivers,
        notifySupervisor: leaveNotifySupervisor,
        supervisors,
        refusing: await this.wishes.refusing(tx, companyId, mailable, NotificationTopic.LeaveRequests),
      };
    });
  }

  private async accounts(tx: OrmTx, companyId: string, userIds: string[]): Promise<NoticeAccount[]> {
    if (!userIds.length) return [];
    return (await tx.sql.query<NoticeAccount>(`${ACCOUNT_COLUMNS} WHERE company_id = $1 AND id::text = ANY($2::text[])`, [companyId, userIds])).rows;
  }

  private async supervisorsOf(tx: OrmTx, companyId: string, departmentId: string): Promise<NoticeAccount[]> {
    const { rows } = await tx.sql.query<NoticeAccount>(
      `WITH dept AS (SELECT path FROM department WHERE company_id = $1 AND id = $2)
       ${ACCOUNT_COLUMNS} WHERE company_id = $1 AND id IN (
         SELECT unnest(d.supervisor_ids) FROM department d, dept WHERE d.company_id = $1 AND d.id = ANY(dept.path)
         UNION SELECT s.user_id FROM management_scope s, dept WHERE s.company_id = $1 AND s.department_ids && dept.path)
       ORDER BY last_name, first_name, id`,
      [companyId, departmentId],
    );
    return rows;
  }

  /**
   * The company's account with an email, or nobody (the employee record keeps no email of its own);
   * nobody too when the account turned mail of decisions on its leave off (ADR 0070).
   */
  private async account(companyId: string, userId: string): Promise<Recipient | null> {
    return this.streams.transaction(async (tx) => {
      const { rows } = await tx.sql.query<{ email: string; firstName: string }>(
        `SELECT email, first_name AS "firstName" FROM user_account WHERE company_id = $1 AND id::text = $2 AND coalesce(email, '') <> ''`,
        [companyId, userId],
      );
      if (!rows[0] || (await this.wishes.refusing(tx, companyId, [userId], NotificationTopic.LeaveDecisions)).has(userId)) return null;
      return rows[0];
    });
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
