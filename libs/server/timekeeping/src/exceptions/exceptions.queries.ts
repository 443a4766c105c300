import { todayIn } from '../core/today';
import { Injectable } from '@nestjs/common';
import { EXCEPTION_TYPES, ExceptionDayType, ExceptionFilter, ExceptionNum, ExceptionRow, ExceptionType, ListQuery, Page } from '@timekeep/contracts';
import { reachesOnlySelf } from '@timekeep/domain-identity';
import { dateOf, dayOf, payPeriodOf, reported } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import { likePattern, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { CompanyFacts } from '../core/timesheet-inputs';

export const EXCEPTION_SORTS = ['date', 'employeeName', 'clockId', 'exceptionType'] as const;
export type ExceptionSort = (typeof EXCEPTION_SORTS)[number];

const ORDER: Record<ExceptionSort, string> = {
  date: 'x.date',
  employeeName: "e.first_name || ' ' || e.last_name",
  clockId: 'e.clock_id',
  exceptionType: 'x.type',
};

/**
 * The review of an occurrence x, as long as it still counts: while x has the times it was reviewed
 * at, its schedule and its punches (`sameTimes` in @timekeep/domain-timekeeping). Otherwise r is
 * null and x is unreviewed again.
 */
const REVIEW_JOIN = `LEFT JOIN exception_review r ON r.exception_id = x.id
                AND r.schedule_in IS NOT DISTINCT FROM x.schedule_in AND r.schedule_out IS NOT DISTINCT FROM x.schedule_out
                AND r.actual_in IS NOT DISTINCT FROM x.actual_in AND r.actual_out IS NOT DISTINCT FROM x.actual_out`;

/** The rows of the list's window that a principal sees, as conditions on time_card_exception x joined to employee e. */
interface Window {
  where: string[];
  params: unknown[];
}

/**
 * The time card exceptions list and the dashboard's counts (document 3 §2, §7), on the exceptions
 * read model: each employee's previous or current pay period (their pay group's), the principal's
 * company and scope only, the types the company has switched off left out (rows stored before
 * the switch changed are hidden until the recalculation it queues replaces them).
 */
@Injectable()
export class ExceptionsQueries {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
  ) {}

  async page(principal: Principal, query: ListQuery & { sort?: ExceptionSort; type: ExceptionFilter; dayType: ExceptionDayType }, now: Date): Promise<Page<ExceptionRow>> {
    return this.streams.transaction(async (tx) => {
      const { where, params } = await this.window(tx, principal, query.dayType, now);
      if (query.type === 'AllReviewed') where.push('r.exception_id IS NOT NULL');
      else where.push('r.exception_id IS NULL');
      if (query.type !== 'AllReviewed' && query.type !== 'AllException') where.push(`x.type = $${params.push(query.type)}`);
      if (query.search) {
        const p = params.push(likePattern(query.search));
        where.push(`(e.first_name || ' ' || e.last_name ILIKE $${p} OR e.clock_id::text ILIKE $${p})`);
      }
      const order = exceptionOrder(query.sort, query.order === 'descend' ? 'DESC' : 'ASC');
      const limit = params.push(query.pageSize);
      const offset = params.push((query.page - 1) * query.pageSize);
      const { rows } = await tx.sql.query(exceptionPageSql(where, order, limit, offset), params);
      const total = rows.length ? Number(rows[0].total) : query.page > 1 ? await this.count(tx, where, params.slice(0, limit - 1)) : 0;
      return { items: rows.map(toRow), total, page: query.page, pageSize: query.pageSize };
    });
  }

  /** GET /api/dashboard/exceptionNum: unreviewed exceptions of the current pay period in scope, per type. */
  async counts(principal: Principal, now: Date): Promise<ExceptionNum> {
    return this.streams.transaction(async (tx) => {
      const { where, params } = await this.window(tx, principal, 'Current', now);
      const { rows } = await tx.sql.query<{ type: ExceptionType; n: number }>(
        `SELECT x.type, count(*)::int AS n
           FROM time_card_exception x
           JOIN employee e ON e.id = x.employee_id
           JOIN unnest($2::uuid[], $3::date[], $4::date[]) AS p(pay_group_id, from_date, to_date) ON p.pay_group_id = e.pay_group_id
           ${REVIEW_JOIN}
          WHERE ${where.join(' AND ')} AND r.exception_id IS NULL
          GROUP BY x.type`,
        params,
      );
      const counts = Object.fromEntries(EXCEPTION_TYPES.map((t) => [t, 0])) as Record<ExceptionType, number>;
      for (const r of rows) counts[r.type] = r.n;
      return {
        AllException: rows.reduce((n, r) => n + r.n, 0),
        LateArrival: counts.LateArrival,
        EarlyDeparture: counts.EarlyDeparture,
        Absent: counts.Absent,
        MissingPunch: counts.MissingPunch,
        LongBreak: counts.LongBreak,
        UnscheduleWork: counts.UnscheduleWork,
        UnscheduleBreak: counts.UnscheduleBreak,
        UnprovedOvertime: counts.UnprovedOvertime,
        EarlyArrival: counts.EarlyArrival,
        LateDeparture: counts.LateDeparture,
        MissingBreak: counts.MissingBreak,
        MissingJob: counts.MissingJob,
      };
    });
  }

  /**
   * The company, each pay group's previous or current period ($2..$4), the types switched on, and
   * the principal's reach: an Employee their own rows, a Supervisor their departments, everyone
   * the header's department filter.
   */
  private async window(tx: OrmTx, principal: Principal, dayType: ExceptionDayType, now: Date): Promise<Window> {
    const facts = await CompanyFacts.load(tx, principal.companyId);
    // The company's zone names today (a department's own zone can differ by a day around midnight only).
    const today = todayIn(facts.zone, now);
    const groups = [...facts.payGroups.values()].map((g) => {
      const current = payPeriodOf(g.fields, today);
      return { id: g.id, period: dayType === 'Current' ? current : payPeriodOf(g.fields, dateOf(dayOf(current.start) - 1)) };
    });
    const flags = facts.exceptionFlags();
    const shown = EXCEPTION_TYPES.filter((t) => reported(t, { flags, skipException: false }));
    const params: unknown[] = [principal.companyId, groups.map((g) => g.id), groups.map((g) => g.period.start), groups.map((g) => g.period.end)];
    const where = ['x.company_id = $1', 'e.company_id = $1', 'x.date BETWEEN p.from_date AND p.to_date', `x.type = ANY($${params.push(shown)}::text[])`];
    if (principal.kind !== 'system' && reachesOnlySelf(principal)) where.push(`e.user_id = $${params.push(principal.id)}`);
    else {
      const reach = await this.scope.listFilter(principal);
      if (reach !== 'all') where.push(`e.department_id = ANY($${params.push([...reach])}::uuid[])`);
    }
    return { where, params };
  }

  private async count(tx: OrmTx, where: string[], params: unknown[]): Promise<number> {
    const { rows } = await tx.sql.query(
      `SELECT count(*)::int AS total FROM time_card_exception x
         JOIN employee e ON e.id = x.employee_id
         JOIN unnest($2::uuid[], $3::date[], $4::date[]) AS p(pay_group_id, from_date, to_date) ON p.pay_group_id = e.pay_group_id
         ${REVIEW_JOIN}
        WHERE ${where.join(' AND ')}`,
      params,
    );
    return rows[0].total;
  }
}

/** The list's page query (with its count), on the conditions of `window` and the list's own (the bench runs the very same text). */
export function exceptionPageSql(where: readonly string[], order: string, limit: number, offset: number): string {
  return `SELECT x.id, x.employee_id, e.clock_id, e.first_name || ' ' || e.last_name AS employee_name, x.date::text AS date, x.type, x.shift_id,
                x.schedule_in, x.schedule_out, x.actual_in, x.actual_out, x.actual_in_exception, r.reviewed_by, count(*) OVER () AS total
           FROM time_card_exception x
           JOIN employee e ON e.id = x.employee_id
           JOIN unnest($2::uuid[], $3::date[], $4::date[]) AS p(pay_group_id, from_date, to_date) ON p.pay_group_id = e.pay_group_id
           ${REVIEW_JOIN}
          WHERE ${where.join(' AND ')}
          ORDER BY ${order}
          LIMIT $${limit} OFFSET $${offset}`;
}

/** The list's order: the chosen column (date by default), then a total order so pages never overlap. */
export const exceptionOrder = (sort: ExceptionSort = 'date', direction: 'ASC' | 'DESC' = 'ASC') =>
  `${ORDER[sort]} ${direction}, x.date, e.first_name, e.last_name, x.schedule_in NULLS LAST, x.actual_in NULLS LAST, x.id`;

interface Raw {
  id: string;
  employee_id: string;
  clock_id: number | string | null;
  employee_name: string;
  date: string;
  type: ExceptionType;
  shift_id: string | null;
  schedule_in: string | null;
  schedule_out: string | null;
  actual_in: string | null;
  actual_out: string | null;
  actual_in_exception: boolean;
  reviewed_by: string | null;
}

function toRow(r: Raw): ExceptionRow {
  return {
    id: r.id,
    employeeId: r.employee_id,
    clockId: r.clock_id === null ? null : Number(r.clock_id),
    employeeName: r.employee_name,
    date: r.date,
    scheduleIn: r.schedule_in,
    scheduleOut: r.schedule_out,
    actuaIn: r.actual_in,
    actuaOut: r.actual_out,
    actuaInException: r.actual_in_exception,
    approver: r.reviewed_by,
    shiftId: r.shift_id,
    exceptionType: r.type,
    reviewed: r.reviewed_by !== null,
  };
}
