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

  /** The employee of the principal's company they may see, or not found. */
  async employee(tx: OrmTx, principal: Principal, employeeId: string): Promise<EmployeeEntity> {
    const employee = /^[0-9a-f-]{36}$/i.test(employeeId) ? await tx.manager.findOneBy(EmployeeEntity, { id: employeeId, companyId: principal.companyId }) : null;
    if (!employee || !(await this.sees(principal, employee))) throw new LeaveError('notFound', 'This employee does not exist.');
    return employee;
  }
}
