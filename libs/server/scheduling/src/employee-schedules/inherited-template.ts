import { inheritedChoice } from '@timekeep/contracts';
import { CompanyEntity, companyStateOf, DepartmentEntity } from '@timekeep/server-organisation';
import type { OrmTx } from '@timekeep/server-platform';
import { In } from 'typeorm';

/** An employee as far as their template goes: their own, and where they are placed. */
export interface PlacedEmployee {
  companyId: string;
  departmentId: string;
  record: { scheduleId?: string | null };
}

type Node = Pick<DepartmentEntity, 'id' | 'parentId' | 'scheduleId'>;

/**
 * Whose schedule template an employee has (inheritedChoice): their own, else their position's or
 * the nearest department's above it, else the company's, as the time engine reads it
 * (CompanyFacts.templateOf), so the schedule screens and the timesheet expect the same shifts.
 */
export class InheritedTemplates {
  private constructor(
    private readonly nodes: ReadonlyMap<string, Node>,
    private readonly companyDefault: string | null,
  ) {}

  /** The whole structure, read once for many employees (a roster, a bulk schedule). */
  static async ofCompany(tx: OrmTx, companyId: string): Promise<InheritedTemplates> {
    const nodes = await tx.manager.find(DepartmentEntity, { where: { companyId }, select: { id: true, parentId: true, scheduleId: true } });
    return new InheritedTemplates(new Map(nodes.map((n) => [n.id, n])), await companyDefaultOf(tx, companyId));
  }

  /** One employee's chain only: their node and those above it (a node's path). */
  static async ofEmployee(tx: OrmTx, employee: PlacedEmployee): Promise<InheritedTemplates> {
    if (employee.record.scheduleId) return new InheritedTemplates(new Map(), null);
    const placed = await tx.manager.findOne(DepartmentEntity, { where: { id: employee.departmentId, companyId: employee.companyId }, select: { id: true, path: true } });
    const chain = placed ? await tx.manager.find(DepartmentEntity, { where: { id: In(placed.path), companyId: employee.companyId }, select: { id: true, parentId: true, scheduleId: true } }) : [];
    return new InheritedTemplates(new Map(chain.map((n) => [n.id, n])), await companyDefaultOf(tx, employee.companyId));
  }

  templateIdOf(employee: Pick<PlacedEmployee, 'departmentId' | 'record'>): string | null {
    return inheritedChoice(employee.record.scheduleId, this.nodes, employee.departmentId, (n) => n.scheduleId, this.companyDefault);
  }
}

async function companyDefaultOf(tx: OrmTx, companyId: string): Promise<string | null> {
  const company = await tx.manager.findOneBy(CompanyEntity, { id: companyId });
  return company ? companyStateOf(company).detail.scheduleId : null;
}
