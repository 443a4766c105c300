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

  /** Refuses (closedPeriod) when any of the dates is in a closed pay period of the pay group. */
  async assertOpen(tx: OrmTx, companyId: string, payGroup: { id: string; fields: PayGroupFields }, dates: readonly string[]): Promise<void> {
    for (const date of new Set(dates)) {
      if ((await this.periodOf(tx, companyId, payGroup, date)).closed) throw new TimekeepingError('closedPeriod');
    }
  }
}
