import { Injectable } from '@nestjs/common';
import { reachesOnlySelf } from '@timekeep/domain-identity';
import { approvesLeave, LeaveError } from '@timekeep/domain-leave';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx, Principal } from '@timekeep/server-platform';

/**
 * Who may see and decide whose leave (docs/decisions/0032-leave.md): an employee (Employee role,
 * reaching only themselves) their own requests; a supervisor the employees of their scope and
 * those who report to them; who approves is approvesLeave's to say. Anything else is answered as
 * not found.
 */
@Injectable()
export class LeaveAccess {
  constructor(private readonly scope: ManagementScope) {}

  static ownOnly(principal: Principal): boolean {
    return principal.kind !== 'system' && reachesOnlySelf(principal);
  }

  async sees(principal: Principal, employee: EmployeeEntity): Promise<boolean> {
    if (employee.companyId !== principal.companyId) return false;
    if (principal.kind === 'system') return true;
    if (LeaveAccess.ownOnly(principal)) return employee.userId === principal.id;
    return employee.record.reportTo === principal.id || (await this.scope.canSee(principal, employee.departmentId));
  }

  async mayApprove(principal: Principal, employee: EmployeeEntity): Promise<boolean> {
    if (principal.kind === 'system') return true;
    const owner = { userId: employee.userId ?? null, reportTo: employee.record.reportTo ?? null };
    // The scope is read only when the answer turns on it (a cancel of many leaves asks once per leave).
    if (approvesLeave(principal, owner, false)) return true;
    return approvesLeave(principal, owner, true) && (await this.scope.canSee(principal, employee.departmentId));
  }

  /**
   * The condition on `employee e` that keeps a list to whose leave the principal sees, pushing its
   * parameters: an employee's own, a supervisor's scope (narrowed by the header's department filter)
   * and those who report to them, everyone's for an admin; null when nothing narrows it.
   */
  async listWhere(principal: Principal, params: unknown[]): Promise<string | null> {
    if (LeaveAccess.ownOnly(principal)) return `e.user_id = $${params.push(principal.id)}`;
    if (principal.kind === 'system') return null;
    const reach = await this.scope.listFilter(principal);
    return reach === 'all' ? null : `(e.department_id = ANY($${params.push([...reach])}::uuid[]) OR e.record->>'reportTo' = $${params.push(principal.id)})`;
  }

  /** The employee of the principal's company they may see, or not found. */
  async employee(tx: OrmTx, principal: Principal, employeeId: string): Promise<EmployeeEntity> {
    const employee = /^[0-9a-f-]{36}$/i.test(employeeId) ? await tx.manager.findOneBy(EmployeeEntity, { id: employeeId, companyId: principal.companyId }) : null;
    if (!employee || !(await this.sees(principal, employee))) throw new LeaveError('notFound', 'This employee does not exist.');
    return employee;
  }
}
