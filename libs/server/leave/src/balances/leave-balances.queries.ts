import { Injectable } from '@nestjs/common';
import type { LeaveBalanceList, ListQuery } from '@timekeep/contracts';
import { likePattern, Principal, Streams } from '@timekeep/server-platform';
import { CompanyFacts } from '@timekeep/server-timekeeping';
import { LeaveAccess } from '../requests/leave-access';
import { isLeaveType } from '../requests/leave-facts';
import { balanceHiddenFrom } from '../requests/leave.queries';

export const LEAVE_BALANCE_SORTS = ['employeeName', 'payId', 'departmentName'] as const;
export type LeaveBalanceSort = (typeof LEAVE_BALANCE_SORTS)[number];
const ORDER: Record<LeaveBalanceSort, string[]> = { employeeName: ['e.last_name', 'e.first_name'], payId: ['e.pay_id'], departmentName: ['d.name'] };

/**
 * Leave Balances (ours: docs/decisions/0067-leave-balances-list.md): who holds how much of each
 * leave type on a date, from the ledger the balances and the leave form read (every line dated up
 * to it), for the people whose leave the principal sees: an employee her own, a supervisor the
 * departments they manage (and the header's filter) and those who report to them, an admin all.
 */
@Injectable()
export class LeaveBalanceListQueries {
  constructor(
    private readonly streams: Streams,
    private readonly access: LeaveAccess,
  ) {}

  /** GET /api/leave-balances: a page of employees, Active and Inactive alike (an inactive one may still be paid out), with each leave type's balance. */
  list(principal: Principal, date: string, query: ListQuery & { sort?: LeaveBalanceSort }): Promise<LeaveBalanceList> {
    return this.streams.transaction(async (tx) => {
      const facts = await CompanyFacts.load(tx, principal.companyId);
      const types = facts.payTypes.filter(isLeaveType).filter((t) => !(balanceHiddenFrom(principal) && t.hideBalance));
      const params: unknown[] = [principal.companyId];
      const where = ['e.company_id = $1'];
      const reach = await this.access.listWhere(principal, params);
      if (reach) where.push(reach);
      if (query.search) {
        const p = params.push(likePattern(query.search));
        where.push(`(e.first_name || ' ' || e.last_name ILIKE $${p} OR e.pay_id ILIKE $${p})`);
      }
      const direction = query.order === 'descend' ? 'DESC' : 'ASC';
      const order = ORDER[query.sort ?? 'employeeName'].map((column) => `${column} ${direction} NULLS LAST`).join(', ');
      const { rows } = await tx.sql.query<{ id: string; first_name: string; last_name: string; pay_id: string | null; department_name: string | null; total: string }>(
        `SELECT e.id, e.first_name, e.last_name, e.pay_id, d.name AS department_name, count(*) OVER () AS total
           FROM employee e LEFT JOIN department d ON d.id = e.department_id
          WHERE ${where.join(' AND ')}
          ORDER BY ${order}, e.id
          LIMIT $${params.push(query.pageSize)} OFFSET $${params.push((query.page - 1) * query.pageSize)}`,
        params,
      );
      const ids = rows.map((r) => r.id);
      const typeIds = types.map((t) => t.id);
      const sums = ids.length && typeIds.length
        ? (await tx.sql.query<{ employee_id: string; pay_type_id: string; balance: string }>(
            'SELECT employee_id, pay_type_id, sum(hours) AS balance FROM leave_ledger WHERE employee_id = ANY($1::uuid[]) AND pay_type_id = ANY($2::uuid[]) AND date <= $3 GROUP BY employee_id, pay_type_id',
            [ids, typeIds, date],
          )).rows
        : [];
      const held = new Map(sums.map((s) => [`${s.employee_id} ${s.pay_type_id}`, Math.round(Number(s.balance) * 100) / 100]));
      // A page past the end still says how many there are.
      const total = rows.length ? Number(rows[0].total) : query.page > 1 ? (await tx.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM employee e WHERE ${where.join(' AND ')}`, params.slice(0, params.length - 2))).rows[0].n : 0;
      return {
        types: types.map((t) => ({ id: t.id, name: t.name })),
        items: rows.map((r) => ({
          employeeId: r.id,
          employeeName: `${r.first_name} ${r.last_name}`,
          payId: r.pay_id,
          departmentName: r.department_name,
          balances: Object.fromEntries(types.map((t) => [t.id, held.get(`${r.id} ${t.id}`) ?? 0])),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    });
  }
}
