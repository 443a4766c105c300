import { Injectable } from '@nestjs/common';
import { reachesOnlySelf } from '@timekeep/domain-identity';
import { ManagementScope } from '@timekeep/server-organisation';
import { Principal } from '@timekeep/server-platform';

/**
 * Whose numbers the dashboard shows: the departments of the header filter within the principal's
 * reach (Admins the company, Supervisors the departments they manage), as every list. The
 * dashboard is a team screen: someone who reaches only themselves sees no one on it.
 */
@Injectable()
export class DashboardScope {
  constructor(private readonly scope: ManagementScope) {}

  /**
   * A SQL condition on the employee row `alias`, its parameters pushed onto `params`: the header
   * filter's departments within reach, or (`wholeReach`, a roll call that must miss nobody) every
   * department in reach whatever the filter.
   */
  async employeeCondition(principal: Principal, alias: string, params: unknown[], wholeReach = false): Promise<string> {
    if (principal.kind !== 'system' && reachesOnlySelf(principal)) return 'false';
    const reach = wholeReach ? await this.scope.reachOf(principal) : await this.scope.listFilter(principal);
    if (reach === 'all') return 'true';
    return `${alias}.department_id = ANY($${params.push([...reach])}::uuid[])`;
  }

  /** Whether employees of these departments may be looked up by id (reach, not the header filter). */
  async reaches(principal: Principal, departmentIds: string[]): Promise<boolean> {
    if (principal.kind !== 'system' && reachesOnlySelf(principal)) return false;
    return this.scope.canSee(principal, ...departmentIds);
  }
}
