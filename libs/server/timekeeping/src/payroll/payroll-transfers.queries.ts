import { BadRequestException, Injectable } from '@nestjs/common';
import { DEFAULT_PAGE_SIZE, Page, PayrollTransferDto, payrollTransferSearchSchema } from '@timekeep/contracts';
import type { z } from 'zod';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { CURSOR_TEXTS, KeysetKey, keysetOrder, keysetSelect, ListCursors, OrmTx, Principal, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '@timekeep/server-scheduling';
import { In } from 'typeorm';
import { CompanyFacts } from '../core/timesheet-inputs';
import { todayIn } from '../core/today';
import { PayPeriodEntity } from '../pay-periods/pay-period.entity';
import { closedDatesOf, PayPeriods } from '../pay-periods/pay-periods';

type PayrollTransferSearch = z.infer<typeof payrollTransferSearchSchema>;

/** Newest first, then by pay group's name and the period's id. */
const PERIOD_KEYS: KeysetKey[] = [{ sql: 'p.from_date', desc: true }, { sql: 'g.name' }, { sql: 'p.id' }];

const toTransfer = (p: PayPeriodEntity & { pay_group_name: string }): PayrollTransferDto => ({
  id: p.id,
  periodCode: `${p.pay_group_name} ${p.fromDate}`,
  fromDate: p.fromDate,
  toDate: p.toDate,
  isClosed: p.closed,
  isExported: p.exported,
  paygroupName: p.pay_group_name,
  paygroupId: p.payGroupId,
  closedBy: p.closedBy,
  closedAt: p.closedAt ? new Date(p.closedAt).toISOString() : null,
  exportedAt: p.exportedAt ? new Date(p.exportedAt).toISOString() : null,
});

/**
 * Payroll transfers (document 3 §2 "Payroll transfers"): each pay group's periods, as the list
 * shows them. Closing, reopening and recalculating them are commands of their own
 * (close-pay-periods, reopen-pay-periods, recalculate-pay-periods); the export is PayrollExport.
 */
@Injectable()
export class PayrollTransfers {
  constructor(
    private readonly streams: Streams,
    private readonly periods: PayPeriods,
    private readonly scope: ManagementScope,
    private readonly cursors: ListCursors,
  ) {}

  /**
   * The periods of every pay group that touch the last `filterDays` days, up to the current one,
   * newest first: all of them, or a page (by number, or after a cursor: ADR 0082).
   */
  async search(principal: Principal, query: PayrollTransferSearch, now: Date): Promise<Page<PayrollTransferDto>> {
    if (query.cursor !== undefined && query.page !== undefined) throw new BadRequestException({ message: CURSOR_TEXTS.withPage });
    const paged = query.cursor !== undefined || query.pageSize !== undefined;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    return this.streams.transaction(async (tx) => {
      const facts = await CompanyFacts.load(tx, principal.companyId);
      const today = todayIn(facts.zone, now);
      const from = dateOf(dayOf(today) - query.filterDays);
      const params: unknown[] = [principal.companyId, from, today];
      const where = ['p.company_id = $1', 'p.to_date >= $2', 'p.from_date <= $3'];
      // The dates the window resolved to: a walk across midnight is refused, not moved. Read before any period is generated.
      const start = this.cursors.start(principal.companyId, { list: 'pay-periods', from, today }, { page: query.page ?? 1, pageSize, cursor: query.cursor }, PERIOD_KEYS, params);
      await this.periods.generate(tx, principal.companyId, [...facts.payGroups.values()], from, today);
      if (start.condition) where.push(start.condition);
      // The window holds a few hundred periods at most: read whole, then paged.
      const { rows } = await tx.sql.query<PayPeriodEntity & { pay_group_name: string } & Record<string, unknown>>(
        `SELECT p.id, p.pay_group_id AS "payGroupId", p.from_date::text AS "fromDate", p.to_date::text AS "toDate", p.closed, p.exported,
                p.closed_by AS "closedBy", p.closed_at AS "closedAt", p.exported_at AS "exportedAt", g.name AS pay_group_name, ${keysetSelect(PERIOD_KEYS)}
           FROM pay_period p JOIN pay_rule g ON g.id = p.pay_group_id
          WHERE ${where.join(' AND ')}
          ORDER BY ${keysetOrder(PERIOD_KEYS)}`,
        params,
      );
      if (!paged) return { items: rows.map(toTransfer), total: rows.length, page: 1, pageSize: rows.length, nextCursor: null };
      const page = rows.slice(start.offset, start.offset + pageSize);
      const place = this.cursors.end(principal.companyId, { list: 'pay-periods', from, today }, PERIOD_KEYS, start, pageSize, page, start.total ?? rows.length);
      return { items: page.map(toTransfer), total: place.total, page: place.page, pageSize, nextCursor: place.nextCursor };
    });
  }

  /** The selected periods of the principal's company; any other id is not found (nothing acted on). */
  load(tx: OrmTx, companyId: string, ids: readonly string[]): Promise<PayPeriodEntity[]> {
    return loadPeriods(tx, companyId, ids);
  }

  /** Document 2 §7 (the roster's drop check): whether the employee's date is in a closed pay period, for an employee the principal reaches. */
  async closedOn(principal: Principal, employeeId: string, date: string): Promise<boolean> {
    return this.streams.transaction(async (tx) => {
      await reachableEmployee(tx, this.scope, principal, employeeId);
      return (await closedDatesOf(tx, employeeId, [date])).length > 0;
    });
  }
}

/** The selected periods of the company, oldest first; any other id is not found (nothing acted on). */
export async function loadPeriods(tx: OrmTx, companyId: string, ids: readonly string[]): Promise<PayPeriodEntity[]> {
  const unique = [...new Set(ids)];
  const valid = unique.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const periods = valid.length ? await tx.manager.find(PayPeriodEntity, { where: { id: In(valid), companyId }, order: { fromDate: 'ASC' } }) : [];
  if (periods.length !== unique.length) throw new TimekeepingError('notFound', 'This pay period does not exist.');
  return periods;
}
