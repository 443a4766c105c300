import type { OrmTx } from '@timekeep/server-platform';

/**
 * Why a stored day can never be fresher than its inputs (docs/decisions/0027-timesheet-read-model.md):
 * a recalculation holds the company's lock shared and the employee's lock exclusively from before
 * it reads its inputs until it commits; a change marks days stale under the company's lock held
 * exclusively (a rule many employees share) or the employee's (their punches, days and record).
 * So a mark either commits before a recalculation reads, or waits for it and marks what it wrote.
 * Always the company's lock first, then the employee's.
 */
const key = (kind: 'company' | 'employee', id: string) => `tk-timesheet-${kind}:${id}`;

export async function lockCompanyShared(tx: OrmTx, companyId: string): Promise<void> {
  await tx.sql.query('SELECT pg_advisory_xact_lock_shared(hashtext($1))', [key('company', companyId)]);
}

export async function lockCompanyExclusive(tx: OrmTx, companyId: string): Promise<void> {
  await tx.sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key('company', companyId)]);
}

export async function lockEmployee(tx: OrmTx, employeeId: string): Promise<void> {
  await tx.sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key('employee', employeeId)]);
}

/** Both locks a write to one employee's timesheet takes, in order. */
export async function lockForEmployeeWrite(tx: OrmTx, companyId: string, employeeId: string): Promise<void> {
  await lockCompanyShared(tx, companyId);
  await lockEmployee(tx, employeeId);
}
