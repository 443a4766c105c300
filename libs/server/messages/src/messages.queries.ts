import { Injectable } from '@nestjs/common';
import { INBOX_SUMMARY_SIZE, type InboxFilter, type InboxTask, type InboxMessage, type InboxSummary, type ListQuery, MESSAGE_LINKS, type MessageKind, type Page } from '@timekeep/contracts';
import { menuFor, reachesOnlySelf } from '@timekeep/domain-identity';
import { approvalsTask, exceptionsTask, MessageError, myExceptionsTask } from '@timekeep/domain-messages';
import { CompanyQueries } from '@timekeep/server-organisation';
import { Clock, type OrmTx, type Principal, Streams } from '@timekeep/server-platform';
import { ExceptionsQueries, TimeApprovalQueries } from '@timekeep/server-timekeeping';

interface Row {
  id: string;
  kind: MessageKind;
  title: string;
  body: string;
  link: string | null;
  created_at: Date;
  read: boolean;
  total: string;
}

const toMessage = (r: Row): InboxMessage => ({ id: r.id, kind: r.kind, title: r.title, body: r.body, link: r.link, createdAt: r.created_at.toISOString(), read: r.read });

/** Only a person has an inbox: the system and OAuth clients (which the guard keeps out anyway) have none. */
export function recipientOf(principal: Principal): string {
  if (principal.kind !== 'user') throw new MessageError('forbidden', 'Forbidden');
  return principal.id;
}

/** The message centre's reads (ADR 0063): each person reads their own inbox, in their company, and nothing else. */
@Injectable()
export class MessagesQueries {
  constructor(
    private readonly streams: Streams,
    private readonly companies: CompanyQueries,
    private readonly exceptions: ExceptionsQueries,
    private readonly approvals: TimeApprovalQueries,
    private readonly clock: Clock,
  ) {}

  /** GET /api/messages: newest first, paged on the server; only the unread ones when asked. */
  async page(principal: Principal, query: ListQuery, filter: InboxFilter): Promise<Page<InboxMessage>> {
    const recipient = recipientOf(principal);
    return this.streams.transaction(async (tx) => {
      const where = ['recipient_id = $1', 'company_id = $2', ...(filter.unread ? ['read_at IS NULL'] : [])];
      const params: unknown[] = [recipient, principal.companyId, query.pageSize, (query.page - 1) * query.pageSize];
      const rows = await this.rows(tx, where, params);
      // A page past the end still says how many there are.
      const total = rows.length ? Number(rows[0].total) : query.page > 1 ? await this.count(tx, where, params.slice(0, 2)) : 0;
      return { items: rows.map(toMessage), total, page: query.page, pageSize: query.pageSize };
    });
  }

  /** GET /api/messages/summary: the bell's count, its newest few, and the work that waits for this person. */
  async summary(principal: Principal): Promise<InboxSummary> {
    const recipient = recipientOf(principal);
    const { unread, latest } = await this.streams.transaction(async (tx) => {
      const where = ['recipient_id = $1', 'company_id = $2'];
      return {
        unread: await this.count(tx, [...where, 'read_at IS NULL'], [recipient, principal.companyId]),
        latest: (await this.rows(tx, where, [recipient, principal.companyId, INBOX_SUMMARY_SIZE, 0])).map(toMessage),
      };
    });
    return { unread, latest, tasks: await this.tasks(principal) };
  }

  /**
   * Time card exceptions to review, for whoever the menu offers their list to (Timesheet Approve, the
   * company's Dashboard on): the list's own count, so the line and the list it opens agree.
   */
  private async tasks(principal: Principal): Promise<InboxSummary['tasks']> {
    const menu = menuFor(principal, await this.companies.settings(principal.companyId));
    const offered = (path: string) => menu.some((section) => section.menuItems.some((entry) => entry.path === path));
    if (offered(MESSAGE_LINKS.exceptionList) || offered(MESSAGE_LINKS.timeApprovals)) {
      const now = this.clock.now();
      // Each line for whoever the menu offers its list to (Time Approvals only where the company turned them on).
      const tasks = [
        offered(MESSAGE_LINKS.exceptionList) ? exceptionsTask((await this.exceptions.counts(principal, now)).AllException) : null,
        offered(MESSAGE_LINKS.timeApprovals) ? approvalsTask((await this.approvals.lastPeriod(principal, now)).Unapproved) : null,
      ];
      return tasks.filter((t): t is InboxTask => t !== null);
    }
    // An employee (ADR 0070): the exceptions on her own timesheet, which the counts reach alone for her.
    if (principal.kind === 'user' && reachesOnlySelf(principal)) {
      const task = myExceptionsTask((await this.exceptions.counts(principal, this.clock.now())).AllException);
      return task ? [task] : [];
    }
    return [];
  }

  private async rows(tx: OrmTx, where: string[], params: unknown[]): Promise<Row[]> {
    const { rows } = await tx.sql.query<Row>(
      `SELECT id::text, kind, title, body, link, created_at, read_at IS NOT NULL AS read, count(*) OVER () AS total
         FROM message WHERE ${where.join(' AND ')}
        ORDER BY created_at DESC, id DESC
        LIMIT $3 OFFSET $4`,
      params,
    );
    return rows;
  }

  private async count(tx: OrmTx, where: string[], params: unknown[]): Promise<number> {
    const { rows } = await tx.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM message WHERE ${where.join(' AND ')}`, params);
    return rows[0].n;
  }
}
