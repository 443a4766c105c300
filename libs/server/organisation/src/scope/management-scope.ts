import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
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

  /** `manager`: the caller's transaction, when it holds one (a second connection from inside a transaction can starve the pool). */
  async reachOf(principal: Principal, manager: EntityManager = this.dataSource.manager): Promise<Reach> {
    // An OAuth client acts for its whole company; its scopes limit what, not whom (docs/decisions/0041).
    if (principal.kind === 'system' || principal.kind === 'client' || hasRole(principal, Role.Superadmin, Role.Admin)) return 'all';
    if (!hasRole(principal, Role.Supervisor)) return new Set();
    const scope = await manager.getRepository(ManagementScopeEntity).findOneBy({ userId: principal.id, companyId: principal.companyId });
    return this.below(manager, principal.companyId, scope?.departmentIds ?? []);
  }

  /** The departments a list should show: the header filter (with what lies below) within reach; 'all' when neither limits. */
  async listFilter(principal: Principal): Promise<Reach> {
    const reach = await this.reachOf(principal);
    const filter = await this.dataSource.getRepository(DepartmentFilterEntity).findOneBy({ userId: principal.id, companyId: principal.companyId });
    if (!filter?.departmentIds.length) return reach;
    const chosen = await this.below(this.dataSource.manager, principal.companyId, filter.departmentIds);
    return reach === 'all' ? chosen : new Set([...chosen].filter((id) => reach.has(id)));
  }

  /** True only when every one is a department of the principal's own company within their reach. */
  canSee(principal: Principal, ...departmentIds: string[]): Promise<boolean> {
    return this.canSeeIn(this.dataSource.manager, principal, ...departmentIds);
  }

  /**
   * canSee read through the caller's transaction: a writer that checks scope after opening its
   * transaction must not wait for a second connection while holding the first, or enough of them
   * at once (a job's deliveries, concurrent saves) hold every connection and wait for ever.
   */
  async canSeeIn(manager: EntityManager, principal: Principal, ...departmentIds: string[]): Promise<boolean> {
    const ids = [...new Set(departmentIds)];
    if (!ids.length) return true;
    const reach = await this.reachOf(principal, manager);
    if (reach !== 'all') return ids.every((id) => reach.has(id));
    const found = await manager.getRepository(DepartmentEntity).countBy({ id: In(ids), companyId: principal.companyId });
    return found === ids.length;
  }

  private async below(manager: EntityManager, companyId: string, roots: string[]): Promise<Set<string>> {
    if (!roots.length) return new Set();
    const rows = await manager
      .getRepository(DepartmentEntity)
      .createQueryBuilder('d')
      .select('d.id', 'id')
      .where('d.company_id = :companyId AND d.path && :roots::uuid[]', { companyId, roots })
      .getRawMany<{ id: string }>();
    return new Set(rows.map((r) => r.id));
  }
}
