import { Action, EventType, MessageKind, Resource } from '@timekeep/contracts';
import {
  claimWaitsMessages,
  isLeaveNews,
  isNews,
  leaveMessages,
  type LeaveNews,
  type MessageDraft,
  openShiftDecidedMessages,
  openShiftSubject,
  openShiftOfferedMessages,
  type Person,
  rosterMessages,
  type RosterFacts,
  type ShiftFacts,
  shiftTradeSubject,
  tradeForPlannersMessages,
  tradeProposedMessages,
  tradeSettledMessages,
  webhookDisabledMessages,
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
const SHIFT_NEWS = new Set<string>([
  EventType.OpenShiftPublished,
  EventType.OpenShiftClaimed,
  EventType.OpenShiftAssigned,
  EventType.OpenShiftClaimDeclined,
  EventType.OpenShiftWithdrawn,
  EventType.ShiftTradeProposed,
  EventType.ShiftTradeAccepted,
  EventType.ShiftTradeApproved,
  EventType.ShiftTradeDeclined,
  EventType.ShiftTradeWithdrawn,
]);

/** Whose decision a claim or a trade waits for: the planners (who change the roster) reaching its position, never who acted. */
const PLANNERS = { resource: Resource.Roster, action: Action.Update };

type TradeShift = { employeeId: string; date: string; section: { startTime: string; endTime: string; labelName?: string | null; departmentId?: string | null } };

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
 * Worker processor (ADR 0063): turns leave events, roster publishes (ADR 0075), open shifts and trades (ADR 0078, 0079) and
 * disabled webhook subscriptions (ADR 0080) into messages, after the change committed, in
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
      if (SHIFT_NEWS.has(event.type)) await this.settleShift(event, tx);
      if (SHIFT_NEWS.has(event.type) && isNews(event.recordedAt, now)) await this.shifts(event, tx);
      if (event.type === EventType.WebhookSubscriptionDisabled && isNews(event.recordedAt, now)) await this.webhookDisabled(event, tx);
    }
  }

  /**
   * The sender disabled a subscription (ADR 0080): those who keep the company's webhooks are told,
   * once (the key is the event). Its URL is read from the subscriptions' table (the event names
   * none); a subscription deleted since is nobody's news.
   */
  private async webhookDisabled(event: RecordedEvent, tx: OrmTx): Promise<void> {
    const data = event.data as { subscriptionId: string; reason: 'gone' | 'window' };
    const { rows } = await tx.sql.query<{ url: string }>(`SELECT url FROM webhook_subscription WHERE id = $1 AND company_id = $2`, [data.subscriptionId, event.companyId]);
    if (!rows[0]) return;
    await tell(tx, event.companyId, `event:${event.eventId}`, event.recordedAt, webhookDisabledMessages({ url: rows[0].url, reason: data.reason }, await activeAccounts(tx, event.companyId)));
  }

  /**
   * Open shifts and trades (ADR 0078, 0079): an open shift offered, a claim settled by a manager, a
   * shift offered or swap proposed to colleagues, a trade done or declined. Once each: the key is the event.
   */
  private async shifts(event: RecordedEvent, tx: OrmTx): Promise<void> {
    const data = event.data as ShiftNewsData;
    const facts = (s: { date: string; section: TradeShift['section'] }): ShiftFacts => ({ date: s.date, startTime: s.section.startTime, endTime: s.section.endTime, labelName: s.section.labelName ?? null });
    await this.planners(event, tx, data, facts);
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
    } else if (event.type === EventType.ShiftTradeDeclined) {
      const trade = await tx.sql.query<{ from_shift: TradeShift; to_shift: TradeShift | null; taker_id: string | null }>(`SELECT from_shift, to_shift, taker_id::text FROM shift_trade WHERE id = $1 AND company_id = $2`, [data.tradeId, event.companyId]);
      const row = trade.rows[0];
      // A manager's decline tells both sides; a colleague's ends only a swap (an offer stays open to the others), and tells its proposer.
      if (!row || (data.by !== 'manager' && !row.to_shift)) return;
      const told = await peopleOf(data.by === 'manager' ? [row.from_shift.employeeId, ...(row.taker_id ? [row.taker_id] : [])] : [row.from_shift.employeeId]);
      drafts = tradeSettledMessages(facts(row.from_shift), row.to_shift ? facts(row.to_shift) : null, [...told.values()], false);
    }
    if (drafts.length) await tell(tx, event.companyId, `event:${event.eventId}`, event.recordedAt, drafts);
  }

  /**
   * A decision, or a withdrawal, settles the planners' question it answers (read for all of them):
   * a claim's when it is assigned or declined (a withdrawal or another's approval declines each
   * waiting claim), a trade's when it is approved, declined or withdrawn. Whenever it is handled,
   * news or not: a question left unread because the worker was behind would wait for ever.
   */
  private async settleShift(event: RecordedEvent, tx: OrmTx): Promise<void> {
    const data = event.data as ShiftNewsData;
    const claim = event.type === EventType.OpenShiftAssigned || event.type === EventType.OpenShiftClaimDeclined;
    const trade = event.type === EventType.ShiftTradeApproved || event.type === EventType.ShiftTradeDeclined || event.type === EventType.ShiftTradeWithdrawn;
    const subject = claim && data.openShiftId && data.employeeId ? openShiftSubject(data.openShiftId, data.employeeId) : trade && data.tradeId ? shiftTradeSubject(data.tradeId) : null;
    if (subject) await settle(tx, event.companyId, subject, event.recordedAt, MessageKind.RosterRequest);
  }

  /**
   * The planners' part (ADR 0078, 0079): a claim waiting for approval asks each planner reaching the
   * shift's position (who may decide it), an accepted trade waiting for approval each reaching both
   * employees' departments (who may approve it, and whose Swaps list it), while it still waits; a
   * trade done at once without approval tells them it was done. Never whoever acted or is in it.
   */
  private async planners(event: RecordedEvent, tx: OrmTx, data: ShiftNewsData, facts: (s: TradeShift) => ShiftFacts): Promise<void> {
    const { companyId } = event;
    const planners = async (departmentIds: string[], people: string[]) => {
      const accounts = await activeAccounts(tx, companyId);
      const reaching = await Promise.all(departmentIds.map((id) => reachingDepartment(tx, companyId, accounts, id, PLANNERS)));
      const { rows } = await tx.sql.query<{ user_id: string | null }>(`SELECT user_id::text FROM employee WHERE company_id = $1 AND id = ANY($2::uuid[])`, [companyId, people]);
      const involved = new Set([event.metadata.actor.id, ...rows.map((r) => r.user_id)]);
      return [...reaching[0]].filter((id) => reaching.every((r) => r.has(id)) && !involved.has(id));
    };
    const employees = async (ids: string[]) =>
      new Map(
        (await tx.sql.query<{ id: string; name: string; department_id: string }>(`SELECT id::text, trim(first_name || ' ' || last_name) AS name, department_id::text FROM employee WHERE company_id = $1 AND id = ANY($2::uuid[])`, [companyId, ids])).rows.map((r) => [r.id, r]),
      );
    let drafts: MessageDraft[] = [];
    if (event.type === EventType.OpenShiftClaimed && data.openShiftId && data.employeeId) {
      const { rows } = await tx.sql.query<{ date: string; section: TradeShift['section']; position_id: string; claim_mode: string; status: string; claims: Array<{ employeeId: string }> }>(
        `SELECT date::text AS date, section, position_id::text, claim_mode, status, claims FROM open_shift WHERE id = $1 AND company_id = $2`,
        [data.openShiftId, companyId],
      );
      const shift = rows[0];
      // First come, it was hers at once; decided already, it waits for nobody.
      if (!shift || shift.claim_mode !== 'approval' || shift.status !== 'open' || !shift.claims.some((c) => c.employeeId === data.employeeId)) return;
      const claimant = (await employees([data.employeeId])).get(data.employeeId);
      if (!claimant) return;
      drafts = claimWaitsMessages(data.openShiftId, facts({ employeeId: claimant.id, date: shift.date, section: shift.section }), claimant, await planners([shift.position_id], [claimant.id]));
    } else if ((event.type === EventType.ShiftTradeAccepted || event.type === EventType.ShiftTradeApproved) && data.tradeId) {
      const { rows } = await tx.sql.query<{ from_shift: TradeShift; to_shift: TradeShift | null; taker_id: string | null; needs_approval: boolean; status: string }>(
        `SELECT from_shift, to_shift, taker_id::text, needs_approval, status FROM shift_trade WHERE id = $1 AND company_id = $2`,
        [data.tradeId, companyId],
      );
      const trade = rows[0];
      if (!trade?.taker_id) return;
      // Accepted and waiting: ask them; approved with no approval asked: tell them it was done. A manager's approval tells the other planners nothing new.
      const waits = event.type === EventType.ShiftTradeAccepted && trade.needs_approval && trade.status === 'accepted';
      const doneAlone = event.type === EventType.ShiftTradeApproved && !trade.needs_approval;
      if (!waits && !doneAlone) return;
      const people = await employees([trade.from_shift.employeeId, trade.taker_id]);
      const giver = people.get(trade.from_shift.employeeId);
      const taker = people.get(trade.taker_id);
      if (!giver || !taker) return;
      drafts = tradeForPlannersMessages(
        { tradeId: data.tradeId, from: facts(trade.from_shift), to: trade.to_shift ? facts(trade.to_shift) : null, giver: giver.name, taker: taker.name },
        await planners([giver.department_id, taker.department_id], [giver.id, taker.id]),
        waits,
      );
    }
    // Its own source: the employees' messages of the same event are keyed by the event alone.
    if (drafts.length) await tell(tx, companyId, `event:${event.eventId}:planners`, event.recordedAt, drafts);
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
