import { Injectable } from '@nestjs/common';
import { ThirdPartyType } from '@timekeep/contracts';
import type { WorkflowMaxCompanyType } from '@timekeep/domain-integrations';
import { ManagementScope } from '@timekeep/server-organisation';
import type { OrmTx, Principal } from '@timekeep/server-platform';

/**
 * Which employee field holds the WorkflowMax staff UUID (libs/contracts payrollIdRules): the
 * WorkflowMax ID for WorkflowMax (04), the external ID for WorkflowMax by a partner (07).
 */
const FIELD: Record<WorkflowMaxCompanyType, 'workflowId' | 'externalId'> = {
  [ThirdPartyType.WorkflowMax]: 'workflowId',
  [ThirdPartyType.WorkflowMaxPartner]: 'externalId',
};

/** Our employees' links to WorkflowMax staff. */
@Injectable()
export class WorkflowMaxStaffLinks {
  constructor(private readonly scope: ManagementScope) {}

  /** The Active employees within the principal's reach, with their links, by name. */
  async active(tx: OrmTx, principal: Principal, type: WorkflowMaxCompanyType): Promise<Array<{ name: string; link: string | null }>> {
    const reach = await this.scope.reachOf(principal);
    const params: unknown[] = [principal.companyId];
    const where = ['e.company_id = $1', "e.status = 'Active'"];
    if (reach !== 'all') where.push(`e.department_id = ANY($${params.push([...reach])}::uuid[])`);
    return tx.manager.query(
      `SELECT e.first_name || ' ' || e.last_name AS name, NULLIF(e.record->>'${FIELD[type]}', '') AS link
         FROM employee e WHERE ${where.join(' AND ')} ORDER BY lower(e.last_name), lower(e.first_name), e.id`,
      params,
    );
  }

  /** The links of these employees of the company (those being sent). */
  async of(tx: OrmTx, companyId: string, type: WorkflowMaxCompanyType, employeeIds: readonly string[]): Promise<Map<string, string | null>> {
    if (!employeeIds.length) return new Map();
    const rows: Array<{ id: string; link: string | null }> = await tx.manager.query(
      `SELECT e.id, NULLIF(e.record->>'${FIELD[type]}', '') AS link FROM employee e WHERE e.company_id = $1 AND e.id = ANY($2::uuid[])`,
      [companyId, [...new Set(employeeIds)]],
    );
    return new Map(rows.map((r) => [r.id, r.link]));
  }
}
