import { Injectable } from '@nestjs/common';
import { PayRuleKind } from '@timekeep/contracts';
import type { PayRuleBody } from '@timekeep/domain-pay-rules';
import type { CommandContext, OrmTx } from '@timekeep/server-platform';

/** What a kind that another context owns adds to the catalogue save, in its own transaction. */
export interface CatalogueGuard {
  /** Before the record is written: refuse what the kind's own rules forbid (a kind whose form says it all has none). */
  check?(tx: OrmTx, companyId: string, id: string, body: PayRuleBody<unknown>, keepsEmployees: boolean): Promise<void>;
  /** After it is written: the employees the form names for it (a workplace's, a template's), kept on the employees. */
  assignEmployees(tx: OrmTx, context: CommandContext, id: string, employeeIds: string[]): Promise<void>;
}

/** Kinds whose saves are not to run unchecked: a missing guard is a wiring fault, refused loudly. */
const GUARDED: readonly PayRuleKind[] = [PayRuleKind.ScheduleTemplate, PayRuleKind.Workplace, PayRuleKind.ConditionSet];

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
    await this.of(kind)?.check?.(tx, companyId, id, body, keepsEmployees);
  }

  async assignEmployees(kind: PayRuleKind, tx: OrmTx, context: CommandContext, id: string, employeeIds: string[]): Promise<void> {
    const guard = this.of(kind);
    if (!guard) throw new Error(`A ${kind} names no employees.`);
    await guard.assignEmployees(tx, context, id, employeeIds);
  }

  private of(kind: PayRuleKind): CatalogueGuard | undefined {
    const guard = this.guards.get(kind);
    if (!guard && GUARDED.includes(kind)) throw new Error(`No catalogue guard is registered for ${kind}: its context's module is not loaded.`);
    return guard;
  }
}
