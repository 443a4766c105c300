import type { OrmTx } from '../database/orm-transactions';

/**
 * Whether a company has a pay rule of a kind, for contexts below pay rules (a department's
 * rounding rule) that must not depend on them. The pay rules context provides it.
 */
export abstract class PayRuleLookup {
  abstract exists(tx: OrmTx, companyId: string, kind: 'roundingRule' | 'payGroup', id: string): Promise<boolean>;
}
