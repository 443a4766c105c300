import { EventType } from '@timekeep/contracts';
import {
  isLeaveNews,
  isNews,
  leaveMessages,
  type LeaveNews,
  type MessageDraft,
  openShiftDecidedMessages,
  openShiftOfferedMessages,
  type Person,
  rosterMessages,
  type RosterFacts,
  type ShiftFacts,
  tradeProposedMessages,
  tradeSettledMessages,
} from '@timekeep/domain-messages';
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

/** The events of open shifts and trades that tell someone (ADR 0078, 0079). */
const SHIFT_NEWS = new Set<string>([EventType.OpenShiftPublished, EventType.OpenShiftAssigned, EventType.OpenShiftClaimDeclined, EventType.ShiftTradeProposed, EventType.ShiftTradeApproved, EventType.ShiftTradeDeclined]);

type TradeShift = { employeeId: string; date: string; section: { startTime: string; endTime: string; labelName?: string | null } };

/** What those events carry, as far as the messages read it (scheduling's events, read by shape: messages sits below scheduling). */
interface ShiftNewsData {
  openShiftId?: string;
  tradeId?: string;
  date?: string;
  section?: TradeShift['section'];
  offeredTo?: string[];
  employeeId?: string;
  from?: TradeShift;
  to?: TradeShift | null;
  takerId?: string;
  by?: 'colleague' | 'manager';
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
      if (SHIFT_NEWS.has(event.type) && isNews(event.recordedAt, now)) await this.shifts(event, tx);
    }
  }

  /**
   * Open shifts and trades (ADR 0078, 0079): an open shift offered, a claim settled by a manager, a
   * shift offered or swap proposed to colleagues, a trade done or declined. Once each: the key is the event.
   */
  private async shifts(event: RecordedEvent, tx: OrmTx): Promise<void> {
    const data = event.data as ShiftNewsData;
    const active = new Set((await activeAccounts(tx, event.companyId)).map((a) => a.id));
    // Each employee by name, with her account where it is still active (as every message).
    const peopleOf = async (ids: string[]) => {
      const { rows } = await tx.sql.query<{ id: string; name: string; user_id: string | null }>(
        `SELECT id::text, trim(first_name || ' ' || last_name) AS name, user_id::text FROM employee WHERE company_id = $1 AND id = ANY($2::uuid[])`,
        [event.companyId, [...new Set(ids)]],
      );
      return new Map(rows.map((r) => [r.id, { name: r.name, userId: r.user_id && active.has(r.user_id) ? r.user_id : null }]));
    };
    const people = await peopleOf([...(data.offeredTo ?? []), ...(data.employeeId ? [data.employeeId] : []), ...(data.from ? [data.from.employeeId] : []), ...(data.takerId ? [data.takerId] : [])]);
    const person = (id: string): Person => people.get(id) ?? { name: '', userId: null };
    const facts = (s: { date: string; section: { startTime: string; endTime: string; labelName?: string | null } }): ShiftFacts => ({ date: s.date, startTime: s.section.startTime, endTime: s.section.endTime, labelName: s.section.labelName ?? null });
    let drafts: MessageDraft[] = [];
    if (event.type === EventType.OpenShiftPublished && data.section && data.date) {
      drafts = openShiftOfferedMessages(facts({ date: data.date, section: data.section }), (data.offeredTo ?? []).map(person));
    } else if (event.type === EventType.OpenShiftAssigned || event.type === EventType.OpenShiftClaimDeclined) {
      const claimant = person(data.employeeId as string);
      // A first-come claim she made herself: she was answered as she claimed.
      if (event.type === EventType.OpenShiftAssigned && event.metadata.actor.id === claimant.userId) return;
      const shift = await tx.sql.query<{ date: string; section: ShiftNewsData['section'] }>(`SELECT date::text AS date, section FROM open_shift WHERE id = $1 AND company_id = $2`, [data.openShiftId, event.companyId]);
      if (!shift.rows[0]?.section) return;
      drafts = openShiftDecidedMessages(facts({ date: shift.rows[0].date, section: shift.rows[0].section }), claimant, event.type === EventType.OpenShiftAssigned);
    } else if (event.type === EventType.ShiftTradeProposed && data.from) {
      drafts = tradeProposedMessages(person(data.from.employeeId).name, facts(data.from), data.to ? facts(data.to) : null, (data.offeredTo ?? []).map(person));
    } else if (event.type === EventType.ShiftTradeApproved && data.from && data.takerId) {
      drafts = tradeSettledMessages(facts(data.from), data.to ? facts(data.to) : null, [person(data.from.employeeId), person(data.takerId)], true);
    } else if (event.type === EventType.ShiftTradeDeclined && data.by === 'manager') {
      const trade = await tx.sql.query<{ from_shift: TradeShift; to_shift: TradeShift | null; taker_id: string | null }>(`SELECT from_shift, to_shift, taker_id::text FROM shift_trade WHERE id = $1 AND company_id = $2`, [data.tradeId, event.companyId]);
      const row = trade.rows[0];
      if (!row) return;
      const told = await peopleOf([row.from_shift.employeeId, ...(row.taker_id ? [row.taker_id] : [])]);
      drafts = tradeSettledMessages(facts(row.from_shift), row.to_shift ? facts(row.to_shift) : null, [...told.values()], false);
    }
    if (drafts.length) await tell(tx, event.companyId, `event:${event.eventId}`, event.recordedAt, drafts);
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
