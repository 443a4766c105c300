import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { LeaveBalanceDto, LeaveDto, LedgerEntryDto, leaveTypesSchema, ListQuery, Page, PayGroupFields } from '@timekeep/contracts';
import { Role, tracksLeaveBalance } from '@timekeep/contracts';
import { balanceOn, LeaveError, LeaveTerms } from '@timekeep/domain-leave';
import { payPeriodOf } from '@timekeep/domain-time-engine';
import type { PayTypeFields } from '@timekeep/domain-pay-rules';
import { fieldsOf, PayRuleEntity } from '@timekeep/server-pay-rules';
import { hasRole, likePattern, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { CompanyFacts } from '@timekeep/server-timekeeping';
import { LeaveLedgerEntity } from '../leave.entities';
import { LeaveAccess } from './leave-access';
import { isLeaveType } from './leave-facts';

export const LEAVE_SORTS = ['createTime', 'fromDate', 'employeeName'] as const;
export type LeaveSort = (typeof LEAVE_SORTS)[number];
const ORDER: Record<LeaveSort, string> = { createTime: 'l.created_at', fromDate: 'l.from_date', employeeName: `e.last_name || ' ' || e.first_name` };

export interface LeaveFilter {
  status?: LeaveDto['leaveStatus'];
  startDate?: string;
  endDate?: string;
  employeeId?: string;
}

const two = (n: number) => n.toFixed(2);

/** How long each day is, as the list says it. */
export function textDurOf(terms: LeaveTerms): string {
  if (terms.byWorkHours) return `${terms.fromLeaveTime ?? ''} - ${terms.toLeaveTime ?? ''}`;
  if (terms.scheduledDuration) return 'By schedule';
  return `${two(terms.duration ?? 0)} h a day`;
}

const SELECT = `SELECT l.id, l.employee_id, l.pay_type_id, l.status, l.terms, l.hours, l.reason, l.version, l.created_at,
  e.first_name || ' ' || e.last_name AS employee_name, e.pay_group_id, pt.name AS type_name, coalesce(pt.fields->>'code', pt.unique_code, '') AS type_code,
  (SELECT u.first_name || ' ' || u.last_name FROM user_account u WHERE u.company_id = l.company_id AND u.id::text = e.record->>'reportTo') AS report_name
  FROM leave_request l JOIN employee e ON e.id = l.employee_id LEFT JOIN pay_rule pt ON pt.id = l.pay_type_id`;

interface Row {
  id: string;
  employee_id: string;
  pay_type_id: string;
  status: LeaveDto['leaveStatus'];
  terms: LeaveTerms;
  hours: string;
  reason: string | null;
  version: number;
  created_at: Date;
  employee_name: string;
  pay_group_id: string;
  type_name: string | null;
  type_code: string;
  report_name: string | null;
}

function toDto(r: Row): LeaveDto {
  const t = r.terms;
  const hours = Number(r.hours);
  return {
    ...t,
    id: r.id,
    employeeId: r.employee_id,
    typeId: r.pay_type_id,
    employeeName: r.employee_name,
    typeName: r.type_name ?? '',
    typeCode: r.type_code,
    leaveStatus: r.status,
    textDur: textDurOf(t),
    textTotal: two(hours),
    totalHours: hours,
    reportName: r.report_name,
    createTime: r.created_at.toISOString(),
    paygroupId: r.pay_group_id,
    reason: r.reason,
    version: r.version,
  };
}

/** The leave list, one request, the balances and their ledger (document 2 §7), on `leave_request` and `leave_ledger`. */
@Injectable()
export class LeaveQueries {
  constructor(
    private readonly streams: Streams,
    private readonly access: LeaveAccess,
  ) {}

  /**
   * The leave types a request may name (document 2 §7 "Pay types list with code, id, name,
   * isOvertime, leaveStatus, allowNegativeLeave"): the company's active leave pay types, for anyone
   * who may see leave (the pay types list itself is an administrator's). Ours: tracksBalance, whether
   * the form checks the balance before saving (ADR 0054).
   */
  types(principal: Principal): Promise<z.infer<typeof leaveTypesSchema>> {
    return this.streams.transaction(async (tx) => {
      // Active ones only: a type made inactive is kept for the leave already taken, not offered again.
      const types = await tx.manager.find(PayRuleEntity, { where: { companyId: principal.companyId, kind: 'payType', active: true }, order: { name: 'ASC' } });
      return types
        .map((t) => ({ id: t.id, name: t.name, fields: fieldsOf<PayTypeFields>(t) }))
        .filter((t) => t.fields.leaveStatus)
        .map((t) => ({ id: t.id, code: t.fields.code, name: t.name, isOvertime: t.fields.isOvertime, leaveStatus: t.fields.leaveStatus, allowNegativeLeave: t.fields.allowNegativeLeave, tracksBalance: tracksLeaveBalance(t.fields) }));
    });
  }

  /** The requests touching startDate..endDate: an employee's own only; a supervisor's scope (the header filter) and those reporting to them. */
  page(principal: Principal, filter: LeaveFilter, query: ListQuery & { sort?: LeaveSort }): Promise<Page<LeaveDto>> {
    return this.streams.transaction(async (tx) => {
      const params: unknown[] = [principal.companyId];
      const where = ['l.company_id = $1'];
      const reach = await this.access.listWhere(principal, params);
      if (reach) where.push(reach);
      if (filter.employeeId) where.push(`l.employee_id = $${params.push(filter.employeeId)}`);
      if (filter.status) where.push(`l.status = $${params.push(filter.status)}`);
      if (filter.startDate) where.push(`l.to_date >= $${params.push(filter.startDate)}`);
      if (filter.endDate) where.push(`l.from_date <= $${params.push(filter.endDate)}`);
      if (query.search) {
        const p = params.push(likePattern(query.search));
        where.push(`(e.first_name || ' ' || e.last_name ILIKE $${p} OR pt.name ILIKE $${p})`);
      }
      const order = `${ORDER[query.sort ?? 'createTime']} ${query.order === 'ascend' ? 'ASC' : 'DESC'}, l.id`;
      const counted = params.length;
      const { rows } = await tx.sql.query<Row>(`${SELECT} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT $${params.push(query.pageSize)} OFFSET $${params.push((query.page - 1) * query.pageSize)}`, params);
      const whole = query.page === 1 && rows.length < query.pageSize;
      const total = whole
        ? rows.length
        : (await tx.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM leave_request l JOIN employee e ON e.id = l.employee_id LEFT JOIN pay_rule pt ON pt.id = l.pay_type_id WHERE ${where.join(' AND ')}`, params.slice(0, counted))).rows[0].n;
      return { items: rows.map(toDto), total, page: query.page, pageSize: query.pageSize };
    });
  }

  /** GET /api/leaves/list-by-employeeId: one employee's requests touching the dates (the timesheet's), not found out of reach. */
  byEmployee(principal: Principal, employeeId: string, from: string | undefined, to: string | undefined): Promise<LeaveDto[]> {
    return this.streams.transaction(async (tx) => {
      const employee = await this.access.employee(tx, principal, employeeId);
      const params: unknown[] = [principal.companyId, employee.id];
      const where = ['l.company_id = $1', 'l.employee_id = $2'];
      if (from) where.push(`l.to_date >= $${params.push(from)}`);
      if (to) where.push(`l.from_date <= $${params.push(to)}`);
      const { rows } = await tx.sql.query<Row>(`${SELECT} WHERE ${where.join(' AND ')} ORDER BY l.from_date, l.created_at`, params);
      return rows.map(toDto);
    });
  }

  one(principal: Principal, id: string): Promise<LeaveDto> {
    return this.streams.transaction(async (tx) => {
      const notFound = new LeaveError('notFound', 'This leave does not exist.');
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound;
      const { rows } = await tx.sql.query<Row>(`${SELECT} WHERE l.company_id = $1 AND l.id = $2`, [principal.companyId, id]);
      if (!rows[0]) throw notFound;
      await this.access.employee(tx, principal, rows[0].employee_id).catch(() => {
        throw notFound;
      });
      return toDto(rows[0]);
    });
  }

  /** GET /api/leave-balance: each leave type's balance on `date` (approved leave dated up to it counted); hideBalance types hidden from the Employee role. */
  balance(principal: Principal, employeeId: string, date: string): Promise<LeaveBalanceDto> {
    return this.streams.transaction(async (tx) => {
      const employee = await this.access.employee(tx, principal, employeeId);
      const facts = await CompanyFacts.load(tx, employee.companyId);
      const types = facts.payTypes.filter(isLeaveType).filter((t) => !(balanceHiddenFrom(principal) && t.hideBalance));
      const { rows } = await tx.sql.query<{ pay_type_id: string; balance: string }>(
        'SELECT pay_type_id, sum(hours) AS balance FROM leave_ledger WHERE employee_id = $1 AND date <= $2 GROUP BY pay_type_id',
        [employee.id, date],
      );
      const sums = new Map(rows.map((r) => [r.pay_type_id, Number(r.balance)]));
      return { dataList: types.map((t) => ({ name: t.name, time: Math.round((sums.get(t.id) ?? 0) * 100) / 100, paytypeId: t.id })) };
    });
  }

  /** GET /api/leave-balance/ledger: the lines that make a type's balance on `date`, oldest first; a hideBalance type's are hidden as its balance is. */
  ledger(principal: Principal, employeeId: string, payTypeId: string, date: string): Promise<{ balance: number; entries: LedgerEntryDto[] }> {
    return this.streams.transaction(async (tx) => {
      const employee = await this.access.employee(tx, principal, employeeId);
      if (balanceHiddenFrom(principal) && (await CompanyFacts.load(tx, employee.companyId)).payTypes.some((t) => t.id === payTypeId && t.hideBalance)) {
        throw new LeaveError('notFound', 'This leave type does not exist.');
      }
      const lines = await tx.manager.find(LeaveLedgerEntity, { where: { employeeId: employee.id, payTypeId }, order: { date: 'ASC', recordedAt: 'ASC' } });
      const upTo = lines.filter((l) => l.date <= date);
      return {
        balance: balanceOn(upTo, date),
        entries: upTo.map((l) => ({ id: l.id, employeeId: l.employeeId, payTypeId: l.payTypeId, date: l.date, hours: l.hours, cause: l.cause, leaveId: l.leaveId, fileName: l.fileName, actor: l.actor, recordedAt: l.recordedAt.toISOString() })),
      };
    });
  }

  /** The pay-period lookup: the period of the employee's (or the named) pay group holding `date`. */
  payPeriod(principal: Principal, employeeId: string, date: string, payGroupId: string | undefined): Promise<{ fromDate: string; toDate: string }> {
    return this.streams.transaction(async (tx: OrmTx) => {
      const employee = await this.access.employee(tx, principal, employeeId);
      const group = await tx.manager.findOneBy(PayRuleEntity, { id: payGroupId ?? employee.payGroupId, companyId: principal.companyId, kind: 'payGroup' });
      if (!group) throw new LeaveError('notFound', 'This pay group does not exist.');
      const period = payPeriodOf(fieldsOf<PayGroupFields>(group), date);
      return { fromDate: period.start, toDate: period.end };
    });
  }
}

/** An employee signed in as herself does not see the balances of types marked hideBalance (document 2, pay type "hide from employee"). */
export const balanceHiddenFrom = (principal: Principal) => principal.kind !== 'system' && hasRole(principal, Role.Employee) && LeaveAccess.ownOnly(principal);
