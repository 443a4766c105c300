import { companyZoneOf, todayIn } from '../core/today';
import { Injectable } from '@nestjs/common';
import { ApprovalCounts, PayGroupFields, TIME_APPROVAL_TEXTS, TimeApprovalFilter, TimeApprovalRow } from '@timekeep/contracts';
import type { ListQuery, Page } from '@timekeep/contracts';
import { companySettingsOf } from '@timekeep/domain-organisation';
import { pairVersion, TimekeepingError } from '@timekeep/domain-timekeeping';
import { dateOf, dayOf, payPeriodOf } from '@timekeep/domain-time-engine';
import { CompanyEntity, companyStateOf, ManagementScope } from '@timekeep/server-organisation';
import { fieldsOf, PayRuleEntity } from '@timekeep/server-pay-rules';
import { KeysetKey, keysetOrder, keysetSelect, likePattern, ListCursors, listQuestion, OrmTx, Principal, Streams } from '@timekeep/server-platform';

export const TIME_APPROVAL_SORTS = ['date', 'employeeName', 'clockId'] as const;
export type TimeApprovalSort = (typeof TIME_APPROVAL_SORTS)[number];
const ORDER: Record<TimeApprovalSort, KeysetKey> = { date: { sql: 'tp.date' }, employeeName: { sql: 'e.last_name || e.first_name' }, clockId: { sql: 'e.clock_id', nullable: true } };

/** The list's order, newest first unless asked: the sorted column, then name, the in punch and the pair's id (ADR 0082's keyset). */
export const approvalKeys = (sort: TimeApprovalSort | undefined, order: 'ascend' | 'descend' | undefined): KeysetKey[] => [
  { ...ORDER[sort ?? 'date'], desc: order !== 'ascend' },
  { sql: 'e.last_name' },
  { sql: 'e.first_name' },
  { sql: 'tp.actual_in', nullable: true },
  { sql: 'tp.pair_id' },
];

/** The longest range the list reads at once. */
export const MAX_APPROVAL_DAYS = 366;

/** The days a list or count reads: one range for everyone, or each pay group's own range (period=Previous). */
type Window = { from: string; to: string } | { byPayGroup: Array<{ payGroupId: string; from: string; to: string }> };

/**
 * The time approvals list and counts (document 3 §2, §7), on `time_pair` and `time_approval`,
 * within the user's scope and only where the company has time approvals on.
 */
@Injectable()
export class TimeApprovalQueries {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly cursors: ListCursors,
  ) {}

  async page(principal: Principal, filter: TimeApprovalFilter, query: ListQuery & { sort?: TimeApprovalSort }, now: Date): Promise<Page<TimeApprovalRow>> {
    return this.streams.transaction(async (tx) => {
      const company = await this.company(tx, principal.companyId);
      const window = filter.period === 'Previous' ? this.previousPeriods(company, now) : this.range(company, filter.startDate, filter.endDate, now);
      const { where, params, joins } = await this.conditions(principal, window, filter.status);
      if (query.search) {
        const p = params.push(likePattern(query.search));
        where.push(`(e.first_name || ' ' || e.last_name ILIKE $${p} OR e.clock_id::text ILIKE $${p})`);
      }
      const keys = approvalKeys(query.sort, query.order);
      // The dates the filter resolved to, not its words: a walk across midnight or a period's end is refused, not moved.
      const question = { list: 'time-approvals', window, status: filter.status, ...listQuestion(query) };
      const counted = params.length;
      const start = this.cursors.start(principal.companyId, question, query, keys, params);
      if (start.condition) where.push(start.condition);
      const limit = params.push(query.pageSize);
      const offset = params.push(start.offset);
      const { rows } = await tx.sql.query<Record<string, never>>(approvalPageSql(where, joins, keys, limit, offset), params);
      // A first page that is not full is the whole list: no count needed.
      const whole = start.seen === 0 && rows.length < query.pageSize;
      const total = start.total ?? (whole ? rows.length : await this.count(tx, where, params.slice(0, counted), joins));
      const place = this.cursors.end(principal.companyId, question, keys, start, query.pageSize, rows, total);
      return { items: rows.map(toRow), total: place.total, page: place.page, pageSize: query.pageSize, nextCursor: place.nextCursor };
    });
  }

  /** GET /time-approvals/dailyNum: pairs of yesterday and today (the company's zone). */
  daily(principal: Principal, now: Date): Promise<ApprovalCounts> {
    return this.streams.transaction(async (tx) => {
      const company = await this.company(tx, principal.companyId);
      const today = todayIn(company.zone, now);
      return this.counts(tx, principal, { from: dateOf(dayOf(today) - 1), to: today });
    });
  }

  /** GET /time-approvals/lastPeriodNum: pairs of each employee's previous pay period. */
  lastPeriod(principal: Principal, now: Date): Promise<ApprovalCounts> {
    return this.streams.transaction(async (tx) => {
      const company = await this.company(tx, principal.companyId);
      return this.counts(tx, principal, this.previousPeriods(company, now));
    });
  }

  private async counts(tx: OrmTx, principal: Principal, window: Window): Promise<ApprovalCounts> {
    const { where, params, joins } = await this.conditions(principal, window, 'all');
    const { rows } = await tx.sql.query<{ approved: number; total: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM time_approval ta WHERE ta.pair_id = tp.pair_id AND ta.approved))::int AS approved
         FROM time_pair tp ${employeeJoin(where, joins)} WHERE ${where.join(' AND ')}`,
      params,
    );
    return { Approved: rows[0].approved, Unapproved: rows[0].total - rows[0].approved };
  }

  /** The company's zone and pay groups; refuses when time approvals are off. */
  private async company(tx: OrmTx, companyId: string): Promise<{ zone: string; payGroups: Array<{ id: string; fields: PayGroupFields }> }> {
    const company = await tx.manager.findOneByOrFail(CompanyEntity, { id: companyId });
    const state = companyStateOf(company);
    if (!companySettingsOf(state).isTimeApprovalEnabled) throw new TimekeepingError('forbidden', TIME_APPROVAL_TEXTS.disabled);
    const groups = await tx.manager.findBy(PayRuleEntity, { companyId, kind: 'payGroup' });
    return { zone: companyZoneOf(company), payGroups: groups.map((g) => ({ id: g.id, fields: fieldsOf<PayGroupFields>(g) })) };
  }

  /** startDate..endDate; a fortnight to today when neither is given. */
  private range(company: { zone: string }, startDate: string | undefined, endDate: string | undefined, now = new Date()): Window {
    const to = endDate ?? (startDate ? dateOf(dayOf(startDate) + 13) : todayIn(company.zone, now));
    const from = startDate ?? dateOf(dayOf(to) - 13);
    if (dayOf(to) < dayOf(from) || dayOf(to) - dayOf(from) >= MAX_APPROVAL_DAYS) throw new TimekeepingError('invalid', `Choose a range of 1 to ${MAX_APPROVAL_DAYS} days.`);
    return { from, to };
  }

  /** Each pay group's period before the one holding today: an employee's previous pay period. */
  private previousPeriods(company: { zone: string; payGroups: Array<{ id: string; fields: PayGroupFields }> }, now = new Date()): Window {
    const today = todayIn(company.zone, now);
    return {
      byPayGroup: company.payGroups.map((g) => {
        const current = payPeriodOf(g.fields, today);
        const previous = payPeriodOf(g.fields, dateOf(dayOf(current.start) - 1));
        return { payGroupId: g.id, from: previous.start, to: previous.end };
      }),
    };
  }

  /** The conditions on `time_pair tp` (and `employee e` where scope or a pay group's period needs it), with their parameters. */
  private async conditions(principal: Principal, window: Window, status: TimeApprovalFilter['status']): Promise<{ where: string[]; params: unknown[]; joins: string }> {
    const params: unknown[] = [principal.companyId];
    const where = ['tp.company_id = $1'];
    let joins = '';
    if ('from' in window) where.push(`tp.date BETWEEN $${params.push(window.from)} AND $${params.push(window.to)}`);
    else {
      const g = params.push(window.byPayGroup.map((w) => w.payGroupId));
      const f = params.push(window.byPayGroup.map((w) => w.from));
      const t = params.push(window.byPayGroup.map((w) => w.to));
      joins = `JOIN unnest($${g}::uuid[], $${f}::date[], $${t}::date[]) AS w(pay_group_id, from_date, to_date) ON w.pay_group_id = e.pay_group_id AND tp.date BETWEEN w.from_date AND w.to_date`;
    }
    const reach = principal.kind === 'system' ? 'all' : await this.scope.listFilter(principal);
    if (reach !== 'all') where.push(`e.department_id = ANY($${params.push([...reach])}::uuid[])`);
    // EXISTS, not a join: the planner keeps the date order of the list's index.
    if (status === 'Approved') where.push('EXISTS (SELECT 1 FROM time_approval ta WHERE ta.pair_id = tp.pair_id AND ta.approved)');
    if (status === 'Unapproved') where.push('NOT EXISTS (SELECT 1 FROM time_approval ta WHERE ta.pair_id = tp.pair_id AND ta.approved)');
    return { where, params, joins };
  }

  private async count(tx: OrmTx, where: string[], params: unknown[], joins: string): Promise<number> {
    const { rows } = await tx.sql.query<{ total: number }>(`SELECT count(*)::int AS total FROM time_pair tp ${employeeJoin(where, joins)} WHERE ${where.join(' AND ')}`, params);
    return rows[0].total;
  }
}

/** The employee is joined only where a condition needs it (scope, search, a pay group's period): a company-wide count reads the pairs alone. */
const employeeJoin = (where: string[], joins: string) => (joins || where.some((w) => w.includes('e.')) ? `JOIN employee e ON e.id = tp.employee_id ${joins}` : '');

/**
 * The list's page: the page's pairs first (the list's index gives them in date order, so only one
 * date's pairs are sorted by name), then only the page's approvals, names and punch versions. The
 * bench runs the same text with plain pg.
 */
export const approvalPageSql = (where: string[], joins: string, keys: readonly KeysetKey[], limit: number, offset: number) =>
  `SELECT p.*, ta.approved, ta.approver, ta.approved_at, pos.name AS position, job.name AS job, ip.version AS in_version, op.version AS out_version FROM (
     SELECT q.*, row_number() OVER () AS rn FROM (
       SELECT tp.pair_id, tp.employee_id, tp.date::text AS date, tp.in_punch_id, tp.out_punch_id, tp.actual_in, tp.actual_out, tp.paid_hours, tp.break_hours,
              tp.position_id, tp.job_id, tp.scheduled, e.clock_id, e.first_name, e.last_name, e.department_id, ${keysetSelect(keys)}
         FROM time_pair tp
         JOIN employee e ON e.id = tp.employee_id ${joins}
        WHERE ${where.join(' AND ')}
        ORDER BY ${keysetOrder(keys)}
        LIMIT $${limit} OFFSET $${offset}
     ) q
   ) p
   LEFT JOIN time_approval ta ON ta.pair_id = p.pair_id
   -- The position punched to, else the employee's own (a clock read names none).
   LEFT JOIN department pos ON pos.id = coalesce(p.position_id, p.department_id)
   LEFT JOIN pay_rule job ON job.id = p.job_id
   LEFT JOIN punch ip ON ip.id = p.in_punch_id
   LEFT JOIN punch op ON op.id = p.out_punch_id
   ORDER BY p.rn`;

const wall = (local: string | null) => (local ? local.replace('T', ' ') : null);

function toRow(r: Record<string, never>): TimeApprovalRow {
  const row = r as unknown as {
    pair_id: string; employee_id: string; date: string; actual_in: string | null; actual_out: string | null; paid_hours: string; break_hours: string;
    scheduled: boolean; clock_id: number | null; first_name: string; last_name: string; approved: boolean | null; approver: string | null; approved_at: Date | null;
    position: string | null; job: string | null; in_version: number | null; out_version: number | null;
  };
  return {
    punchPairId: row.pair_id,
    employeeId: row.employee_id,
    clockId: row.clock_id === null ? null : Number(row.clock_id),
    employeeName: `${row.first_name} ${row.last_name}`.trim(),
    date: row.date,
    actualIn: wall(row.actual_in),
    actualOut: wall(row.actual_out),
    paidHours: Number(row.paid_hours),
    breakTime: Number(row.break_hours),
    position: row.position,
    job: row.job,
    approver: row.approved_at ? row.approver : null,
    approved: row.approved ? 'Approved' : 'Unapproved',
    approvedAt: row.approved_at ? row.approved_at.toISOString() : null,
    scheduled: row.scheduled,
    version: pairVersion(row.in_version, row.out_version),
  };
}
