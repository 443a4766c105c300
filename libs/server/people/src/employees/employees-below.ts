import type { OrmTx } from '@timekeep/server-platform';

/**
 * The active employees of the departments named and of every department below them (a
 * department's path holds it and its ancestors): whom a bulk tool reaches through departments
 * (timekeeping's group punch and recalculation, global leave, the bulk schedule). Whether the
 * principal may name those departments is the caller's to check.
 */
export async function activeEmployeesBelow(tx: OrmTx, companyId: string, departmentIds: readonly string[]): Promise<string[]> {
  const { rows } = await tx.sql.query<{ id: string }>(
    `SELECT e.id FROM employee e JOIN department d ON d.id = e.department_id AND d.company_id = e.company_id
      WHERE e.company_id = $1 AND e.status = 'Active' AND d.path && $2::uuid[]`,
    [companyId, [...departmentIds]],
  );
  return rows.map((row) => row.id);
}
