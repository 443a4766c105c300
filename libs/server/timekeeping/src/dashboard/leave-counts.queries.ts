import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Principal } from '@timekeep/server-platform';
import { DashboardScope } from './dashboard-scope';

/**
 * The Information card's leave counts (document 2 §2, §9), read from the event store until leave
 * has a read model: leave is issue 17's, so today these answer 0 from a real query, and count as
 * soon as leave streams (stream type 'leave') are written. Each leave stream's status, employee
 * and dates are the latest value any of its events carried (a request, then its examinations); a
 * request without a status yet is Pending. Issue 17 replaces both bodies with a query of its leave
 * table (docs/decisions/0030-dashboard.md).
 */
@Injectable()
export class LeaveCounts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly scope: DashboardScope,
  ) {}

  /** Pending Leave Requests: leave awaiting a decision, of employees in scope. */
  pending(principal: Principal): Promise<number> {
    return this.count(principal, `coalesce(l.status, 'Pending') = 'Pending'`, []);
  }

  /** Upcoming Leaves: approved leave of employees in scope touching `from`..`to`. */
  upcoming(principal: Principal, from: string, to: string): Promise<number> {
    return this.count(principal, `l.status = 'Approved' AND l.from_date <= $TO AND l.to_date >= $FROM`, [from, to]);
  }

  private async count(principal: Principal, condition: string, [from, to]: string[]): Promise<number> {
    const params: unknown[] = [principal.companyId];
    const visible = await this.scope.employeeCondition(principal, 'emp', params);
    const latest = (field: string) => `(array_agg(e.data->>'${field}' ORDER BY e.stream_position DESC) FILTER (WHERE e.data ? '${field}'))[1]`;
    const where = condition.replace('$FROM', () => `$${params.push(from)}`).replace('$TO', () => `$${params.push(to)}`);
    const [{ count }] = await this.dataSource.query(
      `WITH l AS (
         SELECT s.stream_id, ${latest('status')} AS status, ${latest('employeeId')} AS employee_id, ${latest('fromDate')} AS from_date, ${latest('toDate')} AS to_date
           FROM streams s JOIN events e ON e.stream_id = s.stream_id
          WHERE s.company_id = $1 AND s.stream_type = 'leave'
          GROUP BY s.stream_id
       )
       SELECT count(*)::int AS count FROM l JOIN employee emp ON emp.company_id = $1 AND emp.id::text = l.employee_id
        WHERE ${where} AND ${visible}`,
      params,
    );
    return count;
  }
}
