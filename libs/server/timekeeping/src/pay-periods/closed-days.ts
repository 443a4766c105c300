import { Injectable } from '@nestjs/common';
import { ClosedDays } from '@timekeep/server-scheduling';
import type { OrmTx } from '@timekeep/server-platform';
import { closedDatesOf } from './pay-periods';

/** Scheduling's ClosedDays port, answered from the one closed-period guard. */
@Injectable()
export class ClosedDaysFromPayPeriods extends ClosedDays {
  closedDatesOf(tx: OrmTx, employeeId: string, dates: readonly string[]): Promise<string[]> {
    return closedDatesOf(tx, employeeId, dates);
  }

  async closedDaysWithin(tx: OrmTx, companyId: string, employeeIds: readonly string[], from: string, to: string): Promise<Array<{ employeeId: string; date: string }>> {
    if (!employeeIds.length) return [];
    // The same fact as the guard's: a day is closed when its timesheet day is frozen.
    const { rows } = await tx.sql.query<{ employeeId: string; date: string }>(
      `SELECT employee_id AS "employeeId", date::text AS date FROM timesheet_day
        WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND date BETWEEN $3 AND $4 AND frozen_by IS NOT NULL`,
      [companyId, [...employeeIds], from, to],
    );
    return rows;
  }
}
