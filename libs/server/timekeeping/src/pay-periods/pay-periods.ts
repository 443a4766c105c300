import { Injectable } from '@nestjs/common';
import type { PayGroupFields } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { payPeriodOf } from '@timekeep/domain-time-engine';
import type { OrmTx } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';
import { PayPeriodEntity } from './pay-period.entity';

export interface PayPeriodRow {
  id: string;
  fromDate: string;
  toDate: string;
  closed: boolean;
}

/**
 * A pay group's pay periods, each a row the first time anything needs it (its id is the
 * timesheet's payrollTransferId), and the one guard every write that changes pay calls: nothing
 * moves inside a closed period (closing and reopening are the payroll issue's).
 */
@Injectable()
export class PayPeriods {
  async periodOf(tx: OrmTx, companyId: string, payGroup: { id: string; fields: PayGroupFields }, date: string): Promise<PayPeriodRow> {
    const range = payPeriodOf({ period: payGroup.fields.period, startTime: payGroup.fields.startTime, startDayOfMonth: payGroup.fields.startDayOfMonth }, date);
    await tx.sql.query(
      `INSERT INTO pay_period (id, company_id, pay_group_id, from_date, to_date, closed) VALUES ($1, $2, $3, $4, $5, false) ON CONFLICT (pay_group_id, from_date) DO NOTHING`,
      [randomUUID(), companyId, payGroup.id, range.start, range.end],
    );
    const row = await tx.manager.findOneByOrFail(PayPeriodEntity, { payGroupId: payGroup.id, fromDate: range.start });
    return { id: row.id, fromDate: row.fromDate, toDate: row.toDate, closed: row.closed };
  }

  /**
   * Whether any of the employees (null: all of the company's) has a day of `from`..`to` inside a
   * closed pay period: what the bulk tools answer 'close' from before they queue anything.
   */
  async closedWithin(tx: OrmTx, companyId: string, employeeIds: readonly string[] | null, from: string, to: string): Promise<boolean> {
    const { rows } = await tx.sql.query(
      `SELECT 1 FROM pay_period p JOIN employee e ON e.pay_group_id = p.pay_group_id AND e.company_id = p.company_id
        WHERE p.company_id = $1 AND p.closed AND p.from_date <= $3 AND p.to_date >= $2 AND ($4::uuid[] IS NULL OR e.id = ANY($4::uuid[])) LIMIT 1`,
      [companyId, from, to, employeeIds ? [...employeeIds] : null],
    );
    return rows.length > 0;
  }

  /** Refuses (closedPeriod) when any of the dates is in a closed pay period of the pay group. */
  async assertOpen(tx: OrmTx, companyId: string, payGroup: { id: string; fields: PayGroupFields }, dates: readonly string[]): Promise<void> {
    for (const date of new Set(dates)) {
      if ((await this.periodOf(tx, companyId, payGroup, date)).closed) throw new TimekeepingError('closedPeriod');
    }
  }
}
