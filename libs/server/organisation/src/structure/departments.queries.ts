import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChildStructure, childLevel, DepartmentDetail, DepartmentNode, Level } from '@timekeep/contracts';
import { nextPunchCode } from '@timekeep/domain-organisation';
import type { Principal } from '@timekeep/server-platform';
import { CompanyEntity } from '../companies/company.entity';
import { DepartmentFilterEntity } from '../scope/department-filter.entity';
import { ManagementScope } from '../scope/management-scope';
import { DepartmentEntity } from './department.entity';

export type StatusFilter = 'all' | 'active' | 'inactive';

@Injectable()
export class DepartmentsQueries {
  constructor(private readonly dataSource: DataSource, private readonly scope: ManagementScope) {}

  /**
   * The tree under the company root. Inactive nodes stay in the Active view when an active node
   * lies below them, so nothing active is cut off; a supervisor's managed subtrees hang from the root.
   */
  async tree(principal: Principal, status: StatusFilter): Promise<DepartmentNode> {
    const company = await this.dataSource.getRepository(CompanyEntity).findOneBy({ id: principal.companyId });
    const reach = await this.scope.reachOf(principal);
    const rows = (await this.rows(principal.companyId)).filter((r) => reach === 'all' || reach.has(r.id));
    const visible = new Set(rows.map((r) => r.id));
    const nodes = new Map<string, DepartmentNode>(rows.map((r) => [r.id, { id: r.id, name: r.name, level: r.level, status: r.active, code: r.code, children: [] }]));
    const root: DepartmentNode = { id: principal.companyId, name: company?.name ?? '', level: null, status: true, code: company?.code ?? null, children: [] };
    for (const row of rows) {
      const parent = row.parentId && visible.has(row.parentId) ? nodes.get(row.parentId) : root;
      parent?.children.push(nodes.get(row.id) as DepartmentNode);
    }
    const keep = (node: DepartmentNode): DepartmentNode | null => {
      const children = node.children.map(keep).filter((c): c is DepartmentNode => c !== null);
      const matches = status === 'all' || (status === 'active') === node.status;
      return matches || children.length ? { ...node, children } : null;
    };
    return { ...root, children: root.children.map(keep).filter((c): c is DepartmentNode => c !== null) };
  }

  async detail(principal: Principal, id: string): Promise<DepartmentDetail> {
    const row = await this.visibleRow(principal, id);
    return {
      id: row.id,
      parent: row.parentId,
      level: row.level,
      labelName: row.level,
      departmentName: row.name,
      code: row.code,
      status: row.active,
      punchCode: row.punchCode,
      timeZoneId: row.timeZoneId,
      supervisorIds: row.supervisorIds,
      payExportCode: row.payExportCode,
      rateExportCode: row.rateExportCode,
      version: row.version,
    };
  }

  /** What a create form under `parentId` (the company root when it is the company's id) starts from. */
  async childStructure(principal: Principal, parentId: string): Promise<ChildStructure> {
    const parentLevel = parentId === principal.companyId ? null : (await this.visibleRow(principal, parentId)).level;
    const level = childLevel(parentLevel);
    if (!level) throw new NotFoundException({ message: 'Can not create department under this company structure.' });
    return { level, labelName: level, punchCode: level === Level.Position ? await this.nextPunchCode(principal.companyId) : null };
  }

  async nextPunchCode(companyId: string): Promise<string> {
    const rows = await this.dataSource.getRepository(DepartmentEntity).find({ select: { punchCode: true }, where: { companyId } });
    return nextPunchCode(rows.map((r) => r.punchCode));
  }

  async selected(principal: Principal): Promise<string[]> {
    return (await this.dataSource.getRepository(DepartmentFilterEntity).findOneBy({ userId: principal.id, companyId: principal.companyId }))?.departmentIds ?? [];
  }

  private rows(companyId: string): Promise<DepartmentEntity[]> {
    return this.dataSource.getRepository(DepartmentEntity).find({ where: { companyId }, order: { name: 'ASC' } });
  }

  /** Another company's department and one outside the principal's scope look the same: not found. */
  private async visibleRow(principal: Principal, id: string): Promise<DepartmentEntity> {
    const row = await this.dataSource.getRepository(DepartmentEntity).findOneBy({ id, companyId: principal.companyId });
    if (!row || !(await this.scope.canSee(principal, id))) throw new NotFoundException({ message: 'Warning: The department does not exist.' });
    return row;
  }
}
