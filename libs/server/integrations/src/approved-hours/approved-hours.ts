import { Injectable } from '@nestjs/common';
import { departmentOf, type Level } from '@timekeep/contracts';
import { ManagementScope } from '@timekeep/server-organisation';
import { type OrmTx, type Principal, Streams } from '@timekeep/server-platform';

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

/** The test that makes a pair one every transfer sends: approved, paid, in the range ($2 to $3) and company ($1). */
const SENT = ['p.company_id = $1', 'p.date BETWEEN $2 AND $3', 'a.approved', 'p.paid_hours > 0'];
/** The order of a transfer's lines: by employee (name, then id), then date and in time. */
const EMPLOYEE_ORDER = 'lower(e.last_name), lower(e.first_name), e.id';

/**
 * What every transfer sends: the approved pairs of a range (the time approvals' rows), within the
 * requester's reach. Unapproved time is never sent: approval is the supervisor's word that the
 * hours are right. The pair's task is its in-punch's (a pair is worked on what was punched in).
 */
@Injectable()
export class ApprovedHours {
  constructor(
    private readonly scope: ManagementScope,
    private readonly streams: Streams,
  ) {}

  async of(tx: OrmTx, principal: Principal, range: ApprovedHoursRange): Promise<ApprovedHour[]> {
    return this.read(tx, principal, range, null);
  }

  /**
   * The same pairs in the same order, a batch of employees at a time, each batch read in a
   * transaction of its own: a file of a large range is written as it is read, never held whole,
   * and no connection is held while a slow client reads. The employees (ids alone) are listed once
   * at the start, so each is in exactly one batch even if renamed meanwhile; each batch is an
   * employee's approvals as they stand when it is read.
   */
  async *inBatches(principal: Principal, range: ApprovedHoursRange, employeesPerBatch: number): AsyncGenerator<ApprovedHour[]> {
    const employeeIds = await this.streams.transaction((tx) => this.employeesOf(tx, principal, range));
    for (let i = 0; i < employeeIds.length; i += employeesPerBatch) {
      const batch = employeeIds.slice(i, i + employeesPerBatch);
      yield await this.streams.transaction((tx) => this.read(tx, principal, range, batch));
    }
  }

  /** The employees with pairs to send, in the lines' order. */
  private async employeesOf(tx: OrmTx, principal: Principal, range: ApprovedHoursRange): Promise<string[]> {
    const { params, where } = await this.within(principal, range);
    const rows: Array<{ id: string }> = await tx.manager.query(
      `SELECT e.id
         FROM employee e
        WHERE ${['e.company_id = $1', ...where, `EXISTS (SELECT 1 FROM time_pair p JOIN time_approval a ON a.pair_id = p.pair_id WHERE p.employee_id = e.id AND ${SENT.join(' AND ')})`].join(' AND ')}
        ORDER BY ${EMPLOYEE_ORDER}`,
      params,
    );
    return rows.map((r) => r.id);
  }

  /** The range's pairs, of the given employees only unless null. */
  private async read(tx: OrmTx, principal: Principal, range: ApprovedHoursRange, employeeIds: readonly string[] | null): Promise<ApprovedHour[]> {
    const { params, where } = await this.within(principal, range);
    if (employeeIds) {
      params.push(employeeIds);
      where.push(`p.employee_id = ANY($${params.length}::uuid[])`);
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
        WHERE ${[...SENT, ...where].join(' AND ')}
        ORDER BY ${EMPLOYEE_ORDER}, p.date, p.actual_in NULLS FIRST, p.pair_id`,
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

  /** The employees (e) the requester may send: those of the chosen departments and below, within reach; $1 to $3 are the company and range. */
  private async within(principal: Principal, range: ApprovedHoursRange): Promise<{ params: unknown[]; where: string[] }> {
    const reach = await this.scope.reachOf(principal);
    const params: unknown[] = [principal.companyId, range.from, range.to];
    const where: string[] = [];
    if (range.departmentIds.length) {
      params.push(range.departmentIds);
      where.push(`e.department_id IN (SELECT d.id FROM department d WHERE d.company_id = $1 AND d.path && $${params.length}::uuid[])`);
    }
    if (reach !== 'all') {
      params.push([...reach]);
      where.push(`e.department_id = ANY($${params.length}::uuid[])`);
    }
    return { params, where };
  }
}

/**
 * Each structure node of the company to the name its hours carry in a Department column: the
 * department above it (`departmentOf`), not the position an employee is placed on.
 */
export async function departmentNames(tx: OrmTx, companyId: string): Promise<Map<string, string>> {
  const rows: Array<{ id: string; name: string; level: Level | null; parentId: string | null }> = await tx.manager.query(
    'SELECT id, name, level, parent_id AS "parentId" FROM department WHERE company_id = $1',
    [companyId],
  );
  const nodes = new Map(rows.map((r) => [r.id, r]));
  return new Map(rows.map((r) => [r.id, departmentOf(nodes, r.id)?.name ?? '']));
}
