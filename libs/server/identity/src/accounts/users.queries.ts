import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EmployeeStatus, ListQuery, Page, Role, UserRow } from '@timekeep/contracts';
import { ManagementScope } from '@timekeep/server-organisation';
import { likePattern, Principal } from '@timekeep/server-platform';
import { UserAccountEntity } from './user-account.entity';

export const USER_SORTS = ['firstName', 'lastName', 'email', 'lastLoginAt', 'status'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/**
 * The users list, paged on the server. A user belongs to the departments they manage; with a
 * department filter (or a supervisor's reach) only users of those departments are listed, and
 * company-wide users (no departments) only when nothing limits the list.
 */
@Injectable()
export class UsersQueries {
  constructor(private readonly dataSource: DataSource, private readonly scope: ManagementScope) {}

  async page(principal: Principal, query: ListQuery & { sort?: UserSort; userStatus?: EmployeeStatus; departmentIds?: string[] }): Promise<Page<UserRow>> {
    const qb = this.dataSource.getRepository(UserAccountEntity).createQueryBuilder('u').where('u.company_id = :companyId', { companyId: principal.companyId });
    const departments = await this.scope.listFilter(principal);
    if (departments !== 'all') qb.andWhere('u.department_ids && :departments::uuid[]', { departments: [...departments] });
    if (query.userStatus) qb.andWhere('u.status = :status', { status: query.userStatus });
    // The Search popover's departments: users who manage any of them.
    if (query.departmentIds?.length) qb.andWhere('u.department_ids && :chosen::uuid[]', { chosen: query.departmentIds });
    if (query.search) {
      qb.andWhere("(u.first_name || ' ' || u.last_name ILIKE :search OR u.email ILIKE :search)", { search: likePattern(query.search) });
    }
    const direction = query.order === 'descend' ? 'DESC' : 'ASC';
    qb.orderBy(`u.${query.sort ?? 'firstName'}`, direction, 'NULLS LAST').addOrderBy('u.id', 'ASC');
    const [rows, total] = await qb.skip((query.page - 1) * query.pageSize).take(query.pageSize).getManyAndCount();
    return {
      items: rows.map((u) => ({
        id: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        roleName: u.roles.find((r) => r !== Role.Employee) ?? Role.Employee,
        roles: u.roles,
        departmentIds: u.departmentIds,
        lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
        userStatus: u.status,
        isEmployee: !!u.employeeId,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async withRole(companyId: string, role: Role): Promise<Array<{ id: string; name: string }>> {
    const rows = await this.dataSource
      .getRepository(UserAccountEntity)
      .createQueryBuilder('u')
      .where('u.company_id = :companyId AND :role = ANY(u.roles)', { companyId, role })
      .orderBy('u.first_name')
      .addOrderBy('u.last_name')
      .getMany();
    return rows.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}` }));
  }
}
