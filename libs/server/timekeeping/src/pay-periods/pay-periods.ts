import { Injectable } from '@nestjs/common';
import type { PayGroupFields } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { payPeriodOf, payPeriodsBetween } from '@timekeep/domain-time-engine';
import type { OrmTx } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';
import { PayPeriodEntity } from './pay-period.entity';

export interface PayPeriodRow {
  id: string;
  fromDate: string;
  toDate: string;
  closed: boolean;
}

type PayGroup = { id: string; fields: PayGroupFields };

const ruleOf = (payGroup: PayGroup) => ({ period: payGroup.fields.period, startTime: payGroup.fields.startTime, startDayOfMonth: payGroup.fields.startDayOfMonth });

/**
 * The dates among `dates` on which the employee cannot change: the days a close froze. A close
 * freezes every day of its period for the pay group's members of that moment (all computed first),
 * so the closed days follow the people the run paid, not the pay group they are in now: someone who
 * moves group keeps the days they were paid for, and someone who joins after a close is not frozen
 * into a run that did not pay them.
 *
 * THE closed-period guard (docs/decisions/0031-closed-pay-periods.md): the timesheet's writes call
 * it before they append, and the staleness projection calls it for every dated change to an
 * employee's facts in the change's own transaction, so a write path added later (leave, imports)
 * cannot forget it.
 */
export async function closedDatesOf(tx: OrmTx, employeeId: string, dates: readonly string[]): Promise<string[]> {
  if (!dates.length) return [];
  const { rows } = await tx.sql.query<{ date: string }>(
    `SELECT date::text AS date FROM timesheet_day WHERE employee_id = $1 AND date = ANY($2::date[]) AND frozen_by IS NOT NULL ORDER BY 1`,
    [employeeId, [...new Set(dates)]],
  );
  return rows.map((r) => r.date);
}

/** A closed pay period as a refusal names it: its pay group and its days. */
export interface ClosedPeriodRef {
  payGroupName: string;
  fromDate: string;
  toDate: string;
}

/**
 * For each of the employees whose `date` a close froze (the same days `closedDatesOf` answers),
 * the period that froze it: for a write that refuses several employees at once and names the run
 * each one is in (the leave balance import). The pay group is the period's, which the employee may
 * have left since.
 */
export async function closedPeriodsOn(tx: OrmTx, employeeIds: readonly string[], date: string): Promise<Map<string, ClosedPeriodRef>> {
  if (!employeeIds.length) return new Map();
  const { rows } = await tx.sql.query<ClosedPeriodRef & { employeeId: string }>(
    `SELECT t.employee_id AS "employeeId", g.name AS "payGroupName", p.from_date::text AS "fromDate", p.to_date::text AS "toDate"
       FROM timesheet_day t JOIN pay_period p ON p.id = t.frozen_by JOIN pay_rule g ON g.id = p.pay_group_id
      WHERE t.employee_id = ANY($1::uuid[]) AND t.date = $2`,
    [[...new Set(employeeIds)], date],
  );
  return new Map(rows.map(({ employeeId, ...period }) => [employeeId, period]));
}

export async function assertDatesOpen(tx: OrmTx, employeeId: string, dates: readonly string[]): Promise<void> {
  if ((await closedDatesOf(tx, employeeId, dates)).length) throw new TimekeepingError('closedPeriod');
}

/**
 * A pay group's pay periods, each a row the first time anything needs it (its id is the
 * timesheet's payrollTransferId), and the guard every write that changes pay calls.
 */
@Injectable()
export class PayPeriods {
  async periodOf(tx: OrmTx, companyId: string, payGroup: PayGroup, date: string): Promise<PayPeriodRow> {
    const range = payPeriodOf(ruleOf(payGroup), date);
    await tx.sql.query(
      `INSERT INTO pay_period (id, company_id, pay_group_id, from_date, to_date, closed) VALUES ($1, $2, $3, $4, $5, false) ON CONFLICT (pay_group_id, from_date) DO NOTHING`,
      [randomUUID(), companyId, payGroup.id, range.start, range.end],
    );
    const row = await tx.manager.findOneByOrFail(PayPeriodEntity, { payGroupId: payGroup.id, fromDate: range.start });
    return { id: row.id, fromDate: row.fromDate, toDate: row.toDate, closed: row.closed };
  }

  /**
   * Makes sure every period of the pay groups touching `from`..`to` has its row, and drops rows
   * an earlier rule made that the group's rule no longer has (only open, never exported ones:
   * a closed or exported period is a fact payroll has seen).
   */
  async generate(tx: OrmTx, companyId: string, payGroups: readonly PayGroup[], from: string, to: string): Promise<void> {
    for (const group of payGroups) {
      const periods = payPeriodsBetween(ruleOf(group), from, to);
      await tx.sql.query(
        `DELETE FROM pay_period WHERE pay_group_id = $1 AND company_id = $2 AND NOT closed AND NOT exported AND to_date >= $3 AND from_date <= $4
           AND (from_date, to_date) NOT IN (SELECT * FROM unnest($5::date[], $6::date[]))`,
        [group.id, companyId, from, to, periods.map((p) => p.start), periods.map((p) => p.end)],
      );
      await tx.sql.query(
        `INSERT INTO pay_period (id, company_id, pay_group_id, from_date, to_date, closed)
           SELECT gen_random_uuid(), $1, $2, f, t, false FROM unnest($3::date[], $4::date[]) AS x(f, t)
         ON CONFLICT (pay_group_id, from_date) DO NOTHING`,
        [companyId, group.id, periods.map((p) => p.start), periods.map((p) => p.end)],
      );
    }
  }

  /**
   * Whether any of the employees (null: all of the company's) has a day of `from`..`to` inside a
   * closed pay period: what the bulk tools answer 'close' from before they queue anything.
   */
  async closedWithin(tx: OrmTx, companyId: string, employeeIds: readonly string[] | null, from: string, to: string): Promise<boolean> {
    const { rows } = await tx.sql.query(
      `SELECT 1 FROM timesheet_day t WHERE t.company_id = $1 AND t.frozen_by IS NOT NULL AND t.date BETWEEN $2 AND $3 AND ($4::uuid[] IS NULL OR t.employee_id = ANY($4::uuid[])) LIMIT 1`,
      [companyId, from, to, employeeIds ? [...employeeIds] : null],
    );
    return rows.length > 0;
  }
}
