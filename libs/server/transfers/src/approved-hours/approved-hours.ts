import { Injectable } from '@nestjs/common';
import { ManagementScope } from '@timekeep/server-organisation';
import type { OrmTx, Principal } from '@timekeep/server-platform';

/** One approved punch pair, as a third party is sent it: who, when, how long, on what. */
export interface ApprovedHour {
  pairId: string;
  employeeId: string;
  employeeName: string;
  payId: string | null;
  /** The employee's id in the third party (ADR 0020: externalId). */
  externalId: string | null;
  departmentId: string;
  /** The pay date the pair counts on. */
  date: string;
  paidHours: number;
  /** Wall times as punched, yyyy-MM-ddTHH:mm (null for a pair missing a punch). */
  inAt: string | null;
  outAt: string | null;
  jobId: string | null;
  jobCode: string | null;
  jobName: string | null;
  jobExternalType: string | null;
  jobExternalId: string | null;
  taskId: string | null;
  taskCode: string | null;
  taskName: string | null;
  taskExternalType: string | null;
  taskExternalId: string | null;
}

export interface ApprovedHoursRange {
  from: string;
  to: string;
  /** Departments chosen on the form, each with everything below it; empty: all within reach. */
  departmentIds: readonly string[];
}

/**
 * What every transfer sends: the approved pairs of a range (the time approvals' rows), within the
 * requester's reach. Unapproved time is never sent: approval is the supervisor's word that the
 * hours are right. The pair's task is its in-punch's (a pair is worked on what was punched in).
 */
@Injectable()
export class ApprovedHours {
  constructor(private readonly scope: ManagementScope) {}

  async of(tx: OrmTx, principal: Principal, range: ApprovedHoursRange): Promise<ApprovedHour[]> {
    const reach = await this.scope.reachOf(principal);
    const params: unknown[] = [principal.companyId, range.from, range.to];
    const where = ['p.company_id = $1', 'p.date BETWEEN $2 AND $3', 'a.approved', 'p.paid_hours > 0'];
    if (range.departmentIds.length) {
      params.push(range.departmentIds);
      where.push(`e.department_id IN (SELECT d.id FROM department d WHERE d.company_id = $1 AND d.path && $${params.length}::uuid[])`);
    }
    if (reach !== 'all') {
      params.push([...reach]);
      where.push(`e.department_id = ANY($${params.length}::uuid[])`);
    }
    const rows: Array<Record<string, string | null>> = await tx.manager.query(
      `SELECT p.pair_id, p.employee_id, e.first_name || ' ' || e.last_name AS employee_name, e.pay_id,
              NULLIF(e.record->>'externalId', '') AS external_id, e.department_id, p.date::text AS date,
              p.paid_hours::text AS paid_hours, p.actual_in, p.actual_out,
              j.id AS job_id, j.fields->>'code' AS job_code, j.name AS job_name,
              j.fields->>'externalType' AS job_external_type, j.fields->>'externalId' AS job_external_id,
              t.id AS task_id, t.fields->>'code' AS task_code, t.name AS task_name,
              t.fields->>'externalType' AS task_external_type, t.fields->>'externalId' AS task_external_id
         FROM time_pair p
         JOIN time_approval a ON a.pair_id = p.pair_id
         JOIN employee e ON e.id = p.employee_id
         LEFT JOIN punch ip ON ip.id = p.in_punch_id
         LEFT JOIN pay_rule j ON j.id = COALESCE(p.job_id, ip.job_id) AND j.kind = 'job'
         LEFT JOIN pay_rule t ON t.id = ip.task_id AND t.kind = 'task'
        WHERE ${where.join(' AND ')}
        ORDER BY lower(e.last_name), lower(e.first_name), e.id, p.date, p.actual_in NULLS FIRST, p.pair_id`,
      params,
    );
    return rows.map((r) => ({
      pairId: r.pair_id as string,
      employeeId: r.employee_id as string,
      employeeName: r.employee_name as string,
      payId: r.pay_id,
      externalId: r.external_id,
      departmentId: r.department_id as string,
      date: r.date as string,
      paidHours: Number(r.paid_hours),
      inAt: r.actual_in,
      outAt: r.actual_out,
      jobId: r.job_id,
      jobCode: r.job_code,
      jobName: r.job_name,
      jobExternalType: r.job_external_type,
      jobExternalId: r.job_external_id,
      taskId: r.task_id,
      taskCode: r.task_code,
      taskName: r.task_name,
      taskExternalType: r.task_external_type,
      taskExternalId: r.task_external_id,
    }));
  }
}
