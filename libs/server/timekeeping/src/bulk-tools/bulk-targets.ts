import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { activeEmployeesBelow } from '@timekeep/server-people';
import type { OrmTx, Principal } from '@timekeep/server-platform';
import { reachableEmployee } from '@timekeep/server-scheduling';

/**
 * The employees a bulk tool acts on: those named, and the active employees of the departments
 * named and every department below them. Everything named must be within the user's scope and
 * company, or the whole request is refused as not found (nothing is queued for the rest).
 */
export async function bulkTargets(tx: OrmTx, scope: ManagementScope, principal: Principal, employeeIds: readonly string[], departmentIds: readonly string[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const id of employeeIds) ids.add((await reachableEmployee(tx, scope, principal, id)).id);
  if (departmentIds.length) {
    if (!(await scope.canSee(principal, ...departmentIds))) throw new TimekeepingError('notFound', 'This department does not exist.');
    for (const id of await activeEmployeesBelow(tx, principal.companyId, departmentIds)) ids.add(id);
  }
  return [...ids].sort();
}
