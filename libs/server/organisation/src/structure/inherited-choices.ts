import { inheritedChoice, isUuid } from '@timekeep/contracts';
import { EntityManager, In } from 'typeorm';
import { CompanyEntity } from '../companies/company.entity';
import { companyStateOf } from '../companies/companies.projection';
import { DepartmentEntity } from './department.entity';

/** An employee as far as their template and rounding rule go: their own, and where they are placed. */
export interface PlacedEmployee {
  departmentId: string;
  record: { scheduleId?: string | null };
  roundingId?: string | null;
}

type Node = Pick<DepartmentEntity, 'id' | 'parentId' | 'scheduleId' | 'roundingId'>;
type Defaults = { scheduleId: string | null; roundingId: string | null };
const NODE_COLUMNS = { id: true, parentId: true, scheduleId: true, roundingId: true } as const;

/**
 * Whose schedule template and rounding rule an employee has (inheritedChoice): their own, else
 * their position's or the nearest department's above it, else the company's, as the time engine
 * reads them (CompanyFacts.templateOf, roundingOf), so the schedule screens, the employee list,
 * the pay-on-finish-day checks and the timesheet expect the same shifts and rounding.
 */
export class InheritedChoices {
  private constructor(
    private readonly nodes: ReadonlyMap<string, Node>,
    private readonly defaults: Defaults,
  ) {}

  /** The whole structure, read once for many employees (a roster, a bulk schedule, a page of the list). */
  static async ofCompany(manager: EntityManager, companyId: string): Promise<InheritedChoices> {
    const nodes = await manager.find(DepartmentEntity, { where: { companyId }, select: NODE_COLUMNS });
    return new InheritedChoices(new Map(nodes.map((n) => [n.id, n])), await defaultsOf(manager, companyId));
  }

  /** One employee's chain only: their node and those above it (a node's path). */
  static async ofEmployee(manager: EntityManager, companyId: string, employee: PlacedEmployee): Promise<InheritedChoices> {
    const placed = isUuid(employee.departmentId) && (await manager.findOne(DepartmentEntity, { where: { id: employee.departmentId, companyId }, select: { id: true, path: true } }));
    const chain = placed ? await manager.find(DepartmentEntity, { where: { id: In(placed.path), companyId }, select: NODE_COLUMNS }) : [];
    return new InheritedChoices(new Map(chain.map((n) => [n.id, n])), await defaultsOf(manager, companyId));
  }

  templateIdOf(employee: PlacedEmployee): string | null {
    return inheritedChoice(employee.record.scheduleId, this.nodes, employee.departmentId, (n) => n.scheduleId, this.defaults.scheduleId);
  }

  roundingIdOf(employee: PlacedEmployee): string | null {
    return inheritedChoice(employee.roundingId, this.nodes, employee.departmentId, (n) => n.roundingId, this.defaults.roundingId);
  }
}

async function defaultsOf(manager: EntityManager, companyId: string): Promise<Defaults> {
  const company = await manager.findOneBy(CompanyEntity, { id: companyId });
  const detail = company ? companyStateOf(company).detail : null;
  return { scheduleId: detail?.scheduleId ?? null, roundingId: detail?.timeRoundingId ?? null };
}
