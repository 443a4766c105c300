import { Injectable } from '@nestjs/common';
import { PayRuleKind } from '@timekeep/contracts';
import type { PayRuleBody } from '@timekeep/domain-pay-rules';
import type { OrmTx } from '@timekeep/server-platform';

/** What a kind that another context owns checks in the catalogue save's own transaction. */
export interface CatalogueGuard {
  check(tx: OrmTx, companyId: string, id: string, body: PayRuleBody<unknown>, keepsEmployees: boolean): Promise<void>;
}

/** Kinds whose saves are not to run unchecked: a missing guard is a wiring fault, refused loudly. */
const GUARDED: readonly PayRuleKind[] = [PayRuleKind.ScheduleTemplate];

/**
 * The port through which contexts that keep their records in the pay-rules catalogue (scheduling's
 * templates) add their own rules to its save, without the catalogue importing them.
 */
@Injectable()
export class CatalogueGuards {
  private readonly guards = new Map<PayRuleKind, CatalogueGuard>();

  register(kind: PayRuleKind, guard: CatalogueGuard): void {
    if (this.guards.has(kind)) throw new Error(`A catalogue guard for ${kind} is registered twice.`);
    this.guards.set(kind, guard);
  }

  async check(kind: PayRuleKind, tx: OrmTx, companyId: string, id: string, body: PayRuleBody<unknown>, keepsEmployees: boolean): Promise<void> {
    const guard = this.guards.get(kind);
    if (!guard && GUARDED.includes(kind)) throw new Error(`No catalogue guard is registered for ${kind}: its context's module is not loaded.`);
    await guard?.check(tx, companyId, id, body, keepsEmployees);
  }
}
