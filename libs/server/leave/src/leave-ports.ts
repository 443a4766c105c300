import { Injectable } from '@nestjs/common';
import type { LeaveRecord } from '@timekeep/domain-time-engine';
import { lengthOf, LeaveTerms } from '@timekeep/domain-leave';
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
  async approvedLeavesOf(tx: OrmTx, companyId: string, employeeIds: readonly string[], from: string, to: string): Promise<Map<string, LeaveRecord[]>> {
    const byEmployee = new Map<string, LeaveRecord[]>();
    if (!employeeIds.length) return byEmployee;
    const { rows } = await tx.sql.query<{ id: string; employee_id: string; terms: LeaveTerms; type_name: string; fields: PayTypeFields }>(
      `SELECT l.id, l.employee_id, l.terms, pt.name AS type_name, pt.fields FROM leave_request l JOIN pay_rule pt ON pt.id = l.pay_type_id
        WHERE l.company_id = $1 AND l.employee_id = ANY($2::uuid[]) AND l.status = 'Approved' AND l.from_date <= $4 AND l.to_date >= $3`,
      [companyId, [...employeeIds], from, to],
    );
    for (const r of rows) {
      const t = r.terms;
      const f = r.fields as unknown as { paidLeave?: boolean; byStandardHour?: boolean; percentage?: boolean; ctDay?: number };
      const record: LeaveRecord = {
        id: r.id,
        payType: { id: t.payTypeId, name: r.type_name, paidLeave: f.paidLeave ?? true, conversion: { mode: f.byStandardHour ? 'byStandardHour' : f.percentage ? 'percentage' : 'ctDay', ctDay: f.ctDay ?? 0 } },
        from: t.fromDate,
        to: t.toDate,
        length: lengthOf(t),
        description: t.description,
        skip: { holiday: t.skip, unscheduled: t.skipUnscheduled },
      };
      byEmployee.set(r.employee_id, [...(byEmployee.get(r.employee_id) ?? []), record]);
    }
    return byEmployee;
  }
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
