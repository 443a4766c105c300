import type { OrmTx } from '@timekeep/server-platform';

/**
 * What the catalogue asks of the people context, declared here so that pay rules depend on no
 * context above them: which employees use a record (it cannot be deleted), and which of a pay
 * group's employees have an overnight shift (payOnFinishDayConflicts). People answer it.
 */
export abstract class PayRuleUsage {
  /** Names of the employees who use the pay group, rounding rule or schedule template. */
  abstract employeesUsing(tx: OrmTx, companyId: string, kind: 'payGroup' | 'roundingRule' | 'scheduleTemplate', id: string): Promise<string[]>;
  /** Names of the pay group's employees with a shift across midnight: on their template, or on a day of their own from `from` on. */
  abstract employeesWithOvernightShifts(tx: OrmTx, companyId: string, payGroupId: string, from: string): Promise<string[]>;
}
