import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Role } from '@timekeep/contracts';
import { hasRole, Principal } from '@timekeep/server-platform';
import { DepartmentEntity } from '../structure/department.entity';
import { DepartmentFilterEntity } from './department-filter.entity';
import { ManagementScopeEntity } from './management-scope.entity';

/** 'all' for company-wide roles; otherwise the department ids the principal may see. */
export type Reach = 'all' | ReadonlySet<string>;

/**
 * Management scope (spec §6): Admin, Superadmin, the system (seeding) and OAuth clients see the whole company; a Supervisor sees the
 * departments they manage and everything below them; anyone else sees no department.
 */
@Injectable()
export class ManagementScope {
  constructor(private readonly dataSource: DataSource) {}

  async reachOf(principal: Principal): Promise<Reach> {
    // An OAuth client acts for its whole company; its scopes limit what, not whom (docs/decisions/0041).
    if (principal.kind === 'system' || principal.kind === 'client' || hasRole(principal, Role.Superadmin, Role.Admin)) return 'all';
    if (!hasRole(principal, Role.Supervisor)) return new Set();
    const scope = await this.dataSource.getRepository(ManagementScopeEntity).findOneBy({ userId: principal.id, companyId: principal.companyId });
    return this.below(principal.companyId, scope?.departmentIds ?? []);
  }

  /** The departments a list should show: the header filter (with what lies below) within reach; 'all' when neither limits. */
  async listFilter(principal: Principal): Promise<Reach> {
    const reach = await this.reachOf(principal);
    const filter = await this.dataSource.getRepository(DepartmentFilterEntity).findOneBy({ userId: principal.id, companyId: principal.companyId });
    if (!filter?.departmentIds.length) return reach;
    const chosen = await this.below(principal.companyId, filter.departmentIds);
    return reach === 'all' ? chosen : new Set([...chosen].filter((id) => reach.has(id)));
  }

  /** True only when every one is a department of the principal's own company within their reach. */
  async canSee(principal: Principal, ...departmentIds: string[]): Promise<boolean> {
    const ids = [...new Set(departmentIds)];
    if (!ids.length) return true;
    const reach = await this.reachOf(principal);
    if (reach !== 'all') return ids.every((id) => reach.has(id));
    const found = await this.dataSource.getRepository(DepartmentEntity).countBy({ id: In(ids), companyId: principal.companyId });
    return found === ids.length;
  }

  private async below(companyId: string, roots: string[]): Promise<Set<string>> {
    if (!roots.length) return new Set();
    const rows = await this.dataSource
      .getRepository(DepartmentEntity)
      .createQueryBuilder('d')
      .select('d.id', 'id')
      .where('d.company_id = :companyId AND d.path && :roots::uuid[]', { companyId, roots })
      .getRawMany<{ id: string }>();
    return new Set(rows.map((r) => r.id));
  }
}
