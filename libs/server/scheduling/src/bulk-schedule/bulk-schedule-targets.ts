import { reachesOnlySelf } from '@timekeep/domain-identity';
import { PeopleError } from '@timekeep/domain-people';
import { ManagementScope } from '@timekeep/server-organisation';
import { activeEmployeesBelow, EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx, Principal } from '@timekeep/server-platform';
import { In } from 'typeorm';

/**
 * The employees a bulk schedule acts on, as the other bulk tools choose them (timekeeping's
 * bulkTargets, which scheduling, below timekeeping, cannot use): those named, and the active
 * employees of the departments named and of every department below them. Everything named must be
 * of the principal's company and within their management scope, or the whole request is refused
 * as not found, naming nothing of what it found. In a few queries, not one per employee: a bulk
 * schedule may name a thousand.
 */
export async function scheduleTargets(tx: OrmTx, scope: ManagementScope, principal: Principal, employeeIds: readonly string[], departmentIds: readonly string[]): Promise<EmployeeEntity[]> {
  const named = employeeIds.length ? await tx.manager.findBy(EmployeeEntity, { id: In([...employeeIds]), companyId: principal.companyId }) : [];
  const onlySelf = principal.kind !== 'system' && reachesOnlySelf(principal);
  const reached = onlySelf ? named.every((e) => e.userId === principal.id) : await scope.canSee(principal, ...named.map((e) => e.departmentId));
  if (named.length !== new Set(employeeIds).size || !reached) throw new PeopleError('notFound', 'This employee does not exist.');
  const ids = new Set(named.map((e) => e.id));
  if (departmentIds.length) {
    if (onlySelf || !(await scope.canSee(principal, ...departmentIds))) throw new PeopleError('notFound', 'This department does not exist.');
    for (const id of await activeEmployeesBelow(tx, principal.companyId, departmentIds)) ids.add(id);
  }
  const found = new Set(named.map((e) => e.id));
  const more = [...ids].filter((id) => !found.has(id));
  const all = [...named, ...(more.length ? await tx.manager.findBy(EmployeeEntity, { id: In(more), companyId: principal.companyId }) : [])];
  return all.sort((a, b) => a.id.localeCompare(b.id));
}
