import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Role, ROLE_IDS, UserDetail } from '@timekeep/contracts';
import { UserAccountEntity } from '@timekeep/server-identity';
import { hasRole, payRateFor, Principal } from '@timekeep/server-platform';
import { EmployeeEntity } from '../employees/employee.entity';

export interface PersonOption {
  id: string;
  name: string;
}

/** The user form's detail and lookups (spec §7 "Employees and users"). */
@Injectable()
export class UserFormQueries {
  constructor(private readonly dataSource: DataSource) {}

  async detail(principal: Principal, id: string): Promise<UserDetail> {
    const account = await this.dataSource.getRepository(UserAccountEntity).findOneBy({ id, companyId: principal.companyId });
    if (!account) throw new NotFoundException({ message: 'This user does not exist.' });
    const employee = account.employeeId ? await this.dataSource.getRepository(EmployeeEntity).findOneBy({ id: account.employeeId, companyId: principal.companyId }) : null;
    const role = account.roles.find((r) => r !== Role.Employee) ?? Role.Employee;
    return {
      id: account.id,
      avatarFileName: account.avatar,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      middleName: account.middleName,
      roleId: ROLE_IDS[role],
      isEmployee: !!employee,
      departments: account.departmentIds,
      funs: account.functions,
      exportDevisions: account.exportDivisions,
      isLeave: !!account.leaveForwardTo,
      forwardTo: account.leaveForwardTo,
      mobileApp: account.mobileApp,
      evacuator: account.evacuator,
      userStatus: account.status,
      employeeId: account.employeeId,
      employee: employee ? payRateFor(principal, { ...employee.record, employeeStatus: employee.status, version: employee.version }) : null,
      hasPin: account.hasPin,
      version: account.version,
    };
  }

  /** Leave Request Forwarding: the company's active staff users (Admins and Supervisors). */
  async forwardTo(companyId: string): Promise<PersonOption[]> {
    return this.options(
      `SELECT id, first_name || ' ' || last_name AS name FROM user_account
        WHERE company_id = $1 AND status = 'Active' AND roles && ARRAY['Admin','Supervisor']::text[] ORDER BY first_name, last_name`,
      [companyId],
    );
  }

  /**
   * Time/Leave Approval choices (spec §6): employees when the edited person is an Employee,
   * otherwise users who are not employees; a Supervisor never chooses themselves.
   */
  async reportTo(principal: Principal, forEmployee: boolean): Promise<PersonOption[]> {
    const exclude = hasRole(principal, Role.Supervisor) && !hasRole(principal, Role.Admin, Role.Superadmin) ? principal.id : null;
    const kind = forEmployee ? 'employee_id IS NOT NULL' : 'employee_id IS NULL';
    return this.options(
      `SELECT id, first_name || ' ' || last_name AS name FROM user_account
        WHERE company_id = $1 AND status = 'Active' AND ${kind} AND ($2::uuid IS NULL OR id <> $2) ORDER BY first_name, last_name`,
      [principal.companyId, exclude],
    );
  }

  private async options(sql: string, params: unknown[]): Promise<PersonOption[]> {
    const rows: Array<{ id: string; name: string }> = await this.dataSource.query(sql, params);
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }
}
