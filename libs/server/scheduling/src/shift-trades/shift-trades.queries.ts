import { Injectable } from '@nestjs/common';
import type { MyShiftTrades, ShiftTrade } from '@timekeep/contracts';
import type { TradedShift } from '@timekeep/domain-scheduling';
import { ManagementScope } from '@timekeep/server-organisation';
import { type OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { ownEmployee } from '../availability/availability';
import { ShiftTradeEntity } from './shift-trade.entity';

/** Offers and swaps as their people read them (ADR 0079). */
@Injectable()
export class ShiftTradeQueries {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
  ) {}

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
    const shift = (s: TradedShift) => ({
      employeeId: s.employeeId,
      name: names.get(s.employeeId) ?? '',
      date: s.date,
      startTime: s.section.startTime,
      endTime: s.section.endTime,
      endsNextDay: s.section.endTimeType === 'NextDay',
      labelName: s.section.labelName ?? null,
    });
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

const SELECT = `SELECT t.id, t.kind, t.status, t.from_shift AS "fromShift", t.to_shift AS "toShift", t.offered_to AS "offeredTo", t.needs_approval AS "needsApproval", t.taker_id AS "takerId", t.created_at AS "createdAt"`;
