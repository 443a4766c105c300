import { EventType } from '@timekeep/contracts';
import { isLeaveNews, isNews, leaveMessages, type LeaveNews, rosterMessages, type RosterFacts } from '@timekeep/domain-messages';
import type { Processor, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { activeAccounts, reachingDepartment, settle, tell } from './message-facts';

/** What every leave event carries (ADR 0032 "Requests"): a decision its reason too. */
interface LeaveData {
  leaveId: string;
  employeeId: string;
  payTypeId: string;
  fromDate: string;
  toDate: string;
  hours: number;
  reason?: string | null;
}

/**
 * Worker processor (ADR 0063): turns leave events and roster publishes (ADR 0075) into messages, after the change committed, in
 * the batch's transaction with its checkpoint, so each event is told once however many workers
 * run. Who is told is decided by the rules (`leaveMessages`) on the facts as they stand when the
 * event is handled. An event seen again (a reset checkpoint) writes nothing new: a message's key is
 * its recipient and the event's id.
 *
 * A processor rather than a projection: its table is not emptied and replayed on a version change
 * (the checkpoint stays where it is), because a message is news as it was told, read or not.
 */
export class MessagesProcessor implements Processor<OrmTx> {
  readonly name = 'messages';
  readonly version = 1;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    const now = new Date();
    for (const event of events) {
      if (isLeaveNews(event.type) && isNews(event.recordedAt, now)) await this.leave(event, tx);
      if (event.type === EventType.RosterPublished && isNews(event.recordedAt, now)) await this.roster(event, tx);
    }
  }

  /** A publish tells the employee whose days it changed (ADR 0075), once: the message's key is the event. */
  private async roster(event: RecordedEvent, tx: OrmTx): Promise<void> {
    const data = event.data as { employeeId: string; changes: RosterFacts['changes'] };
    const { rows } = await tx.sql.query<{ name: string; user_id: string | null }>(
      `SELECT trim(e.first_name || ' ' || e.last_name) AS name, e.user_id::text FROM employee e WHERE e.id = $1 AND e.company_id = $2`,
      [data.employeeId, event.companyId],
    );
    if (!rows[0]) return;
    // Only an account still active is told (as every message).
    const active = new Set((await activeAccounts(tx, event.companyId)).map((a) => a.id));
    const userId = rows[0].user_id && active.has(rows[0].user_id) ? rows[0].user_id : null;
    await tell(tx, event.companyId, `event:${event.eventId}`, event.recordedAt, rosterMessages({ employee: { name: rows[0].name, userId }, changes: data.changes }));
  }

  private async leave(event: RecordedEvent, tx: OrmTx): Promise<void> {
    const data = event.data as LeaveData;
    const companyId = event.companyId;
    const { rows } = await tx.sql.query<{ name: string; user_id: string | null; report_to: string | null; department_id: string; type_name: string | null }>(
      `SELECT trim(e.first_name || ' ' || e.last_name) AS name, e.user_id::text, e.record->>'reportTo' AS report_to, e.department_id::text,
              (SELECT t.name FROM pay_rule t WHERE t.id = $3 AND t.company_id = $2) AS type_name
         FROM employee e WHERE e.id = $1 AND e.company_id = $2`,
      [data.employeeId, companyId, data.payTypeId],
    );
    const employee = rows[0];
    // An employee removed since is nobody's news.
    if (!employee) return;
    const accounts = await activeAccounts(tx, companyId);
    const news: LeaveNews = { type: event.type as LeaveNews['type'], source: event.metadata.source, actorId: event.metadata.actor.id, reason: data.reason ?? null };
    const outcome = leaveMessages(news, {
      leaveId: data.leaveId,
      employee: { name: employee.name, userId: employee.user_id, reportTo: employee.report_to || null },
      typeName: employee.type_name ?? 'Leave',
      fromDate: data.fromDate,
      toDate: data.toDate,
      hours: data.hours,
      accounts,
      reaching: await reachingDepartment(tx, companyId, accounts, employee.department_id),
    });
    if (outcome.settles) await settle(tx, companyId, outcome.settles, event.recordedAt);
    await tell(tx, companyId, `event:${event.eventId}`, event.recordedAt, outcome.drafts);
  }
}
