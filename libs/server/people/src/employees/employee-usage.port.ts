import type { OrmTx } from '@timekeep/server-platform';

/**
 * What the people context answers about employees: the structure's DepartmentOccupancy and the
 * catalogue's PayRuleUsage (ports declared by those contexts, so they depend on none above them),
 * and who is on a schedule template, for scheduling.
 */
export abstract class EmployeeUsage {
  /** Departments with at least one employee who is not Terminated. */
  abstract occupiedDepartments(tx: OrmTx, companyId: string): Promise<Set<string>>;
  /** Names of the employees who use the pay group or rounding rule. */
  abstract employeesUsing(tx: OrmTx, companyId: string, kind: 'payGroup' | 'roundingRule' | 'scheduleTemplate', id: string): Promise<string[]>;
  /** The employees on a schedule template, with their pay groups. */
  abstract employeesOnSchedule(tx: OrmTx, companyId: string, scheduleId: string): Promise<Array<{ name: string; payGroupId: string }>>;
  /** Names of the pay group's employees with a shift across midnight: on their template, or on a day of their own from `from` on. */
  abstract employeesWithOvernightShifts(tx: OrmTx, companyId: string, payGroupId: string, from: string): Promise<string[]>;
}
