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
}
