import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChildStructure, childLevel, DepartmentDetail, DepartmentJobTaskNode, DepartmentNode, Level } from '@timekeep/contracts';
import { nextPunchCode } from '@timekeep/domain-organisation';
import type { Principal } from '@timekeep/server-platform';
import { CompanyState, switchedOffLevels } from '@timekeep/domain-organisation';
import { CompanyQueries } from '../companies/company.queries';
import { PositionJobs } from '../ports/structure-ports';
import { DepartmentFilterEntity } from '../scope/department-filter.entity';
import { ManagementScope } from '../scope/management-scope';
import { DepartmentEntity } from './department.entity';

export type StatusFilter = 'all' | 'active' | 'inactive';

@Injectable()
export class DepartmentsQueries {
  constructor(
    private readonly dataSource: DataSource,
    private readonly scope: ManagementScope,
    private readonly companies: CompanyQueries,
    private readonly positionJobs: PositionJobs,
  ) {}

  /** The active tree (as tree(), 'active'), each node with the active jobs given to it and their active tasks. */
  async jobTaskTree(principal: Principal): Promise<DepartmentJobTaskNode> {
    const tree = await this.tree(principal, 'active');
    const jobIdsOf = new Map((await this.rows(principal.companyId)).map((r) => [r.id, r.jobIds]));
    const jobs = new Map((await this.positionJobs.taskTree(principal.companyId, [...new Set([...jobIdsOf.values()].flat())])).map((j) => [j.id, j]));
    const withJobs = (node: DepartmentNode): DepartmentJobTaskNode => ({
      ...node,
      jobs: [...jobs.values()].filter((j) => jobIdsOf.get(node.id)?.includes(j.id)),
      children: node.children.map(withJobs),
    });
    return withJobs(tree);
  }

  /**
   * The tree under the company root. Inactive nodes stay in the Active view when an active node
   * lies below them, so nothing active is cut off; a supervisor's managed subtrees hang from the root.
   */
  async tree(principal: Principal, status: StatusFilter): Promise<DepartmentNode> {
    const company = await this.companies.state(principal.companyId);
    const off = switchedOffLevels(company);
    const reach = await this.scope.reachOf(principal);
    const rows = (await this.rows(principal.companyId)).filter((r) => reach === 'all' || reach.has(r.id));
    const visible = new Set(rows.map((r) => r.id));
    const nodes = new Map<string, DepartmentNode>(rows.map((r) => [r.id, { id: r.id, name: r.name, level: r.level, status: r.active, code: r.code, childLevel: childLevel(r.level, off), children: [] }]));
    const root: DepartmentNode = { id: principal.companyId, name: company.name, level: null, status: true, code: company.code, childLevel: childLevel(null, off), children: [] };
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
    const company = await this.companies.state(principal.companyId);
    return {
      id: row.id,
      parent: row.parentId,
      level: row.level,
      labelName: labelOf(company, row.level),
      departmentName: row.name,
      code: row.code,
      status: row.active,
      punchCode: row.punchCode,
      timeZoneId: row.timeZoneId,
      supervisorIds: row.supervisorIds,
      payExportCode: row.payExportCode,
      rateExportCode: row.rateExportCode,
      timeLeaveApproverId: row.approverId,
      defaultPositionId: row.defaultPositionId,
      holidayIds: row.holidayIds,
      timeRoundingId: row.roundingId,
      scheduleId: row.scheduleId,
      jobIds: row.jobIds,
      workPlaceId: row.workPlaceId,
      greentreeWeekly: row.greentreeWeekly,
      version: row.version,
    };
  }

  /** What a create form under `parentId` (the company root when it is the company's id) starts from. */
  async childStructure(principal: Principal, parentId: string): Promise<ChildStructure> {
    const parentLevel = parentId === principal.companyId ? null : (await this.visibleRow(principal, parentId)).level;
    const company = await this.companies.state(principal.companyId);
    const level = childLevel(parentLevel, switchedOffLevels(company));
    if (!level) throw new NotFoundException({ message: 'Can not create department under this company structure.' });
    return { level, labelName: labelOf(company, level), punchCode: level === Level.Position ? await this.nextPunchCode(principal.companyId) : null };
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

/** A level's name as the company calls it (document 3 §2 structure levels). */
const labelOf = (company: CompanyState, level: Level) => company.levels.find((l) => l.level === level)?.labelName ?? level;
