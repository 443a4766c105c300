import type { OrmTx } from '../database/orm-transactions';

/**
 * Whether a company has a pay rule of a kind, for contexts below pay rules (a department's
 * rounding rule) that must not depend on them. The pay rules context provides it.
 */
export abstract class PayRuleLookup {
  abstract exists(tx: OrmTx, companyId: string, kind: 'roundingRule' | 'payGroup' | 'scheduleTemplate', id: string): Promise<boolean>;
  /** Whether the pay group pays on the finish day while the schedule template has a shift across midnight (document 1 §8 payOnFinishDayConflicts). */
  abstract payOnFinishDayConflict(tx: OrmTx, companyId: string, payGroupId: string, scheduleId: string): Promise<boolean>;
}
