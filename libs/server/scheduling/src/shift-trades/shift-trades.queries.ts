import { Injectable } from '@nestjs/common';
import { MY_SHIFT_DAYS_AHEAD, type MyShiftTrades, SHIFT_TRADE_TEXTS, type ShiftTrade, type SwapChoice, type WorkSectionDto } from '@timekeep/contracts';
import { RosterError, type TradedShift } from '@timekeep/domain-scheduling';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { type OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { ownEmployee } from '../availability/availability';
import { resolvedDays, ScheduleReads } from '../employee-schedules/employee-schedule.stream';
import { companyMinute, startsBy } from '../company-time';
import { ShiftTrades } from './shift-trades';
import { ShiftTradeEntity } from './shift-trade.entity';

/** Offers and swaps as their people read them (ADR 0079). */
@Injectable()
export class ShiftTradeQueries {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly trades: ShiftTrades,
    private readonly payRules: PayRuleLookup,
  ) {}

  /**
   * GET /api/me/shift-trades/swap-choices: the published shifts of her own position worked by the
   * colleagues of her shift's position (each could take the other's), in the next two weeks, not
   * begun, in no open trade and not her own hours that day, as her home offers them for a swap. The
   * rules (hers with theirs, theirs with hers) are checked when she proposes one (ADR 0079): checking
   * every pair here would price each colleague's fortnight twice for a list she reads in passing.
   */
  swapChoices(principal: Principal, date: string, sectionId: string, now: Date): Promise<SwapChoice[]> {
    return this.streams.transaction(async (tx) => {
      const me = await ownEmployee(tx, principal);
      const mine = await this.trades.shiftOf(tx, me, date, sectionId);
      if (!mine) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.notYours);
      const at = await companyMinute(tx, me.companyId, now);
      // What a proposal of it would be refused for, said before she chooses.
      if (startsBy(mine, at)) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.started);
      if (await this.trades.pending(tx, me.companyId, mine)) throw new RosterError('invalid', SHIFT_TRADE_TEXTS.pending);
      const positionId = mine.section.departmentId ?? me.departmentId;
      const colleagues = await this.trades.colleaguesOf(tx, me, positionId);
      const { rows: open } = await tx.sql.query<{ key: string }>(
        `SELECT s->>'employeeId' || '|' || (s->>'date') || '|' || (s->'section'->>'id') AS key
           FROM shift_trade t, LATERAL (VALUES (t.from_shift), (t.to_shift)) AS v(s)
          WHERE t.company_id = $1 AND t.status IN ('offered', 'accepted') AND s IS NOT NULL AND s <> 'null'::jsonb`,
        [me.companyId],
      );
      const inTrade = new Set(open.map((r) => r.key));
      const until = dateOf(dayOf(at.today) + MY_SHIFT_DAYS_AHEAD);
      const choices: SwapChoice[] = [];
      const reads = new ScheduleReads(tx, this.payRules, me.companyId);
      const sameHours = (a: WorkSectionDto, b: WorkSectionDto) => a.startTime === b.startTime && a.startTimeType === b.startTimeType && a.endTime === b.endTime && a.endTimeType === b.endTimeType;
      for (const colleague of colleagues) {
        const { days } = await resolvedDays(tx, this.payRules, colleague, at.today, until, reads);
        for (const day of days)
          for (const section of day.workSections) {
            const shift = { employeeId: colleague.id, date: day.title, section };
            // Hers to take: a shift of her own position (as a proposal checks), not begun, in no open trade.
            if ((section.departmentId ?? colleague.departmentId) !== me.departmentId) continue;
            if (startsBy(shift, at) || inTrade.has(`${colleague.id}|${day.title}|${section.id}`)) continue;
            // The same hours on the same day change nothing for either.
            if (day.title === mine.date && sameHours(section, mine.section)) continue;
            choices.push({ ...shownShift(shift, `${colleague.firstName} ${colleague.lastName}`.trim()), sectionId: section.id });
          }
      }
      return choices.sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.name.localeCompare(b.name));
    });
  }

  /** GET /api/me/shift-trades: hers still open or done in the last fortnight, and those open to her. */
  mine(principal: Principal): Promise<MyShiftTrades> {
    return this.streams.transaction(async (tx) => {
      const me = await ownEmployee(tx, principal);
      const mine = await tx.sql.query<ShiftTradeEntity>(
        `${SELECT} FROM shift_trade t WHERE t.company_id = $1 AND (t.from_shift->>'employeeId' = $2 OR t.taker_id = $2::uuid) AND (t.status IN ('offered', 'accepted') OR t.created_at > now() - interval '14 days') ORDER BY t.created_at DESC LIMIT 50`,
        [me.companyId, me.id],
      );
      const forMe = await tx.sql.query<ShiftTradeEntity>(`${SELECT} FROM shift_trade t WHERE t.company_id = $1 AND t.status = 'offered' AND t.offered_to @> $2::jsonb ORDER BY t.created_at LIMIT 50`, [me.companyId, JSON.stringify([me.id])]);
      return { mine: await this.shown(tx, me.companyId, mine.rows), forMe: await this.shown(tx, me.companyId, forMe.rows) };
    });
  }

  /** GET /api/roster/shift-trades: those waiting (offered, or accepted and waiting for approval) of employees within the planner's reach. */
  waiting(principal: Principal): Promise<ShiftTrade[]> {
    return this.streams.transaction(async (tx) => {
      const { rows } = await tx.sql.query<ShiftTradeEntity & { departmentId: string }>(
        `${SELECT}, e.department_id AS "departmentId" FROM shift_trade t JOIN employee e ON e.id = (t.from_shift->>'employeeId')::uuid
          WHERE t.company_id = $1 AND t.status IN ('offered', 'accepted') ORDER BY t.created_at LIMIT 200`,
        [principal.companyId],
      );
      const reached: typeof rows = [];
      for (const row of rows) if (await this.scope.canSeeIn(tx.manager, principal, row.departmentId)) reached.push(row);
      return this.shown(tx, principal.companyId, reached);
    });
  }

  private async shown(tx: OrmTx, companyId: string, rows: ShiftTradeEntity[]): Promise<ShiftTrade[]> {
    const ids = [...new Set(rows.flatMap((r) => [r.fromShift.employeeId, ...(r.toShift ? [r.toShift.employeeId] : []), ...(r.takerId ? [r.takerId] : [])]))];
    const names = ids.length
      ? new Map((await tx.sql.query<{ id: string; name: string }>(`SELECT id, trim(first_name || ' ' || last_name) AS name FROM employee WHERE company_id = $1 AND id = ANY($2::uuid[])`, [companyId, ids])).rows.map((r) => [r.id, r.name]))
      : new Map<string, string>();
    const shift = (s: TradedShift) => shownShift(s, names.get(s.employeeId) ?? '');
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      from: shift(r.fromShift),
      to: r.toShift ? shift(r.toShift) : null,
      taker: r.takerId ? { employeeId: r.takerId, name: names.get(r.takerId) ?? '' } : null,
      needsApproval: r.needsApproval,
      offered: r.offeredTo.length,
      createdAt: new Date(r.createdAt).toISOString(),
    }));
  }
}

/** A shift of a trade as its people read it. */
const shownShift = (s: TradedShift, name: string) => ({
  employeeId: s.employeeId,
  name,
  date: s.date,
  startTime: s.section.startTime,
  endTime: s.section.endTime,
  endsNextDay: s.section.endTimeType === 'NextDay',
  labelName: s.section.labelName ?? null,
});

const SELECT = `SELECT t.id, t.kind, t.status, t.from_shift AS "fromShift", t.to_shift AS "toShift", t.offered_to AS "offeredTo", t.needs_approval AS "needsApproval", t.taker_id AS "takerId", t.created_at AS "createdAt"`;
