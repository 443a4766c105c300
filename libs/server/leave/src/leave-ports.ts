import { Injectable } from '@nestjs/common';
import type { LeaveRecord } from '@timekeep/domain-time-engine';
import { EventType } from '@timekeep/contracts';
import { LeaveDays, LeaveEvent, leaveFold, LeaveState, LeaveTerms } from '@timekeep/domain-leave';
import type { PayTypeFields } from '@timekeep/domain-pay-rules';
import type { OrmTx } from '@timekeep/server-platform';
import { ApprovedLeaves, LeaveCountsPort } from '@timekeep/server-timekeeping';
import { DataSource } from 'typeorm';

/**
 * Timekeeping's ApprovedLeaves, answered from `leave_request`: each approved request as the engine
 * reads it, with the request's own skip switches, so the timesheet pays the hours the approval took.
 */
@Injectable()
export class ApprovedLeavesFromRequests extends ApprovedLeaves {
  async approvedLeavesOf(tx: OrmTx, companyId: string, employeeIds: readonly string[], from: string, to: string, asOf?: Date): Promise<Map<string, LeaveRecord[]>> {
    const byEmployee = new Map<string, LeaveRecord[]>();
    if (!employeeIds.length) return byEmployee;
    const approved = asOf ? await approvedAsOf(tx, companyId, employeeIds, from, to, asOf) : await approvedNow(tx, companyId, employeeIds, from, to);
    if (!approved.length) return byEmployee;
    const { rows: types } = await tx.sql.query<{ id: string; name: string; fields: PayTypeFields }>('SELECT id, name, fields FROM pay_rule WHERE company_id = $1 AND id = ANY($2::uuid[])', [
      companyId,
      [...new Set(approved.map((a) => a.terms.payTypeId))],
    ]);
    const typeOf = new Map(types.map((t) => [t.id, t]));
    for (const { id, terms: t, days } of approved) {
      const type = typeOf.get(t.payTypeId);
      const f = (type?.fields ?? {}) as unknown as { paidLeave?: boolean; byStandardHour?: boolean; percentage?: boolean; ctDay?: number };
      const record: LeaveRecord = {
        id,
        payType: { id: t.payTypeId, name: type?.name ?? '', paidLeave: f.paidLeave ?? true, conversion: { mode: f.byStandardHour ? 'byStandardHour' : f.percentage ? 'percentage' : 'ctDay', ctDay: f.ctDay ?? 0 } },
        from: t.fromDate,
        to: t.toDate,
        // The days and minutes the approval took from the balance: the timesheet pays exactly those,
        // whatever schedule, holiday or conversion changes come after (the ledger does not move with them).
        length: { kind: 'fixed', minutes: new Map(days.map((d) => [d.date, d.minutes])) },
        description: t.description,
        skip: { holiday: false, unscheduled: false },
      };
      byEmployee.set(t.employeeId, [...(byEmployee.get(t.employeeId) ?? []), record]);
    }
    return byEmployee;
  }
}

type Approved = { id: string; terms: LeaveTerms; days: LeaveDays['days'] };

/** The approved requests now, from the read model. */
async function approvedNow(tx: OrmTx, companyId: string, employeeIds: readonly string[], from: string, to: string): Promise<Approved[]> {
  const { rows } = await tx.sql.query<Approved>(
    `SELECT id, terms, days FROM leave_request WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND status = 'Approved' AND from_date <= $4 AND to_date >= $3`,
    [companyId, [...employeeIds], from, to],
  );
  return rows;
}

/** The requests approved at `asOf`: each request's events recorded by then, folded. */
async function approvedAsOf(tx: OrmTx, companyId: string, employeeIds: readonly string[], from: string, to: string, asOf: Date): Promise<Approved[]> {
  const { rows } = await tx.sql.query<{ stream_id: string; type: string; schema_version: number; data: unknown }>(
    `SELECT e.stream_id, e.type, e.schema_version, e.data FROM events e
      WHERE e.company_id = $1 AND e.stream_id IN (
              SELECT DISTINCT stream_id FROM events WHERE company_id = $1 AND type = $4 AND data->>'employeeId' = ANY($2::text[]))
        AND e.recorded_at <= $3
      ORDER BY e.stream_id, e.stream_position`,
    [companyId, [...employeeIds], asOf, EventType.LeaveRequested],
  );
  const states = new Map<string, LeaveState>();
  for (const r of rows) states.set(r.stream_id, leaveFold.evolve(states.get(r.stream_id) ?? leaveFold.initial, { type: r.type, v: r.schema_version, data: r.data } as LeaveEvent));
  return [...states.values()].flatMap((s) => (s.id && s.terms && s.status === 'Approved' && s.terms.fromDate <= to && s.terms.toDate >= from ? [{ id: s.id, terms: s.terms, days: s.days }] : []));
}

/** Timekeeping's dashboard counts, answered from `leave_request`. */
@Injectable()
export class LeaveCountsFromRequests extends LeaveCountsPort {
  constructor(private readonly dataSource: DataSource) {
    super();
  }

  pending(companyId: string, employeeCondition: string, params: unknown[]): Promise<number> {
    return this.count(companyId, `l.status = 'Pending'`, employeeCondition, params);
  }

  upcoming(companyId: string, employeeCondition: string, params: unknown[], from: string, to: string): Promise<number> {
    const all = [...params];
    const cond = `l.status = 'Approved' AND l.from_date <= $${all.push(to)} AND l.to_date >= $${all.push(from)}`;
    return this.count(companyId, cond, employeeCondition, all);
  }

  private async count(companyId: string, condition: string, employeeCondition: string, params: unknown[]): Promise<number> {
    // params[0] is the company (the dashboard's condition numbers its own parameters after it).
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM leave_request l JOIN employee emp ON emp.id = l.employee_id WHERE l.company_id = $1 AND emp.company_id = $1 AND ${condition} AND ${employeeCondition}`,
      params[0] === companyId ? params : [companyId, ...params],
    );
    return count;
  }
}

/** What the API and the worker provide for timekeeping's ports. */
export const LEAVE_PORT_PROVIDERS = [
  { provide: ApprovedLeaves, useClass: ApprovedLeavesFromRequests },
  { provide: LeaveCountsPort, useClass: LeaveCountsFromRequests },
];
