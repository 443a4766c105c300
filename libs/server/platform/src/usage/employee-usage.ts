import type { OrmTx } from '../database/orm-transactions';

/**
 * What lower contexts ask of employees without depending on them: which departments hold
 * employees (a node with people cannot be removed or switched off) and which employees a pay
 * group or rounding rule is used by (it cannot be deleted). The people context provides it.
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
