import { Injectable } from '@nestjs/common';
import { WorkedDays } from '@timekeep/server-scheduling';
import type { OrmTx } from '@timekeep/server-platform';

/** Scheduling's WorkedDays port, answered from the punch read model: a date is worked when a live punch counts on it. */
@Injectable()
export class WorkedDaysFromPunches extends WorkedDays {
  async workedWithin(tx: OrmTx, companyId: string, employeeIds: readonly string[], from: string, to: string): Promise<ReadonlySet<string>> {
    if (!employeeIds.length) return new Set();
    const { rows } = await tx.sql.query<{ key: string }>(
      `SELECT DISTINCT employee_id::text || '|' || day::text AS key FROM punch
        WHERE company_id = $1 AND employee_id = ANY($2::uuid[]) AND day BETWEEN $3 AND $4`,
      [companyId, [...employeeIds], from, to],
    );
    return new Set(rows.map((r) => r.key));
  }
}
