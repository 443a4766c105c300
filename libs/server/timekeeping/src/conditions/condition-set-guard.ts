import { Injectable, OnModuleInit } from '@nestjs/common';
import { ConditionSetFields, PayRuleKind } from '@timekeep/contracts';
import { PayRuleBody, PayRuleError, PayTypeFields } from '@timekeep/domain-pay-rules';
import { companyConditionsOf } from '@timekeep/domain-time-engine';
import { CatalogueGuard, CatalogueGuards, fieldsOf, PayRuleEntity } from '@timekeep/server-pay-rules';
import { OrmTx } from '@timekeep/server-platform';
import { In, Not } from 'typeorm';

/**
 * What a condition set's save checks in its own transaction (ADR 0074): the engine can pay from it
 * (its rows under the company's pay types, none two of a kind, every figure in range:
 * companyConditionsOf), and the pay groups it names are the company's and follow no other active set.
 * Sets are saved one company at a time, so two saves cannot both take one pay group.
 */
@Injectable()
export class ConditionSetGuard implements CatalogueGuard, OnModuleInit {
  constructor(private readonly guards: CatalogueGuards) {}

  async check(tx: OrmTx, companyId: string, id: string, body: PayRuleBody<unknown>): Promise<void> {
    const fields = body.fields as ConditionSetFields;
    const payTypes = await tx.manager.findBy(PayRuleEntity, { companyId, kind: PayRuleKind.PayType });
    const factored = new Map(payTypes.map((t) => [t.id, { id: t.id, name: t.name, factor: fieldsOf<PayTypeFields>(t).payRateFactor }]));
    const conditions = companyConditionsOf(fields, factored);
    if (typeof conditions === 'string') throw new PayRuleError('invalid', conditions);
    await tx.sql.query("SELECT pg_advisory_xact_lock(hashtextextended('condition-sets:' || $1, 0))", [companyId]);
    const wanted = [...new Set(fields.payGroupIds)];
    const groups = await tx.manager.findBy(PayRuleEntity, { companyId, kind: PayRuleKind.PayGroup, id: In(wanted) });
    if (groups.length !== wanted.length) throw new PayRuleError('invalid', 'Choose pay groups from the list.');
    if (!body.active) return;
    const others = await tx.manager.findBy(PayRuleEntity, { companyId, kind: PayRuleKind.ConditionSet, active: true, id: Not(id) });
    for (const other of others) {
      const taken = groups.find((g) => fieldsOf<ConditionSetFields>(other).payGroupIds.includes(g.id));
      if (taken) throw new PayRuleError('invalid', `The pay group ${taken.name} already follows the condition set ${other.name}: a pay group follows one set.`);
    }
  }

  assignEmployees(): Promise<void> {
    throw new Error('A condition set names pay groups, not employees.');
  }

  onModuleInit(): void {
    this.guards.register(PayRuleKind.ConditionSet, this);
  }
}

/**
 * What a pay type's save checks (ADR 0074): every active condition set that pays under it can still
 * be paid from with its new figures (a factor of 11 would leave every timesheet of the company
 * unpayable), refused with the set's sentence.
 */
@Injectable()
export class PayTypeConditionsGuard implements CatalogueGuard, OnModuleInit {
  constructor(private readonly guards: CatalogueGuards) {}

  async check(tx: OrmTx, companyId: string, id: string, body: PayRuleBody<unknown>): Promise<void> {
    const sets = await tx.manager.findBy(PayRuleEntity, { companyId, kind: PayRuleKind.ConditionSet, active: true });
    const payingUnder = sets.filter((set) => {
      const fields = fieldsOf<ConditionSetFields>(set);
      return fields.conditions.some((c) => c.payTypeId === id) || fields.minimumEngagement?.payTypeId === id;
    });
    if (!payingUnder.length) return;
    const payTypes = await tx.manager.findBy(PayRuleEntity, { companyId, kind: PayRuleKind.PayType });
    const factored = new Map(payTypes.map((t) => [t.id, { id: t.id, name: t.name, factor: fieldsOf<PayTypeFields>(t).payRateFactor }]));
    factored.set(id, { id, name: body.name, factor: (body.fields as PayTypeFields).payRateFactor });
    for (const set of payingUnder) {
      const conditions = companyConditionsOf(fieldsOf<ConditionSetFields>(set), factored);
      if (typeof conditions === 'string') throw new PayRuleError('invalid', `The condition set ${set.name} cannot be paid from: ${conditions}`);
    }
  }

  assignEmployees(): Promise<void> {
    throw new Error('A pay type names no employees.');
  }

  onModuleInit(): void {
    this.guards.register(PayRuleKind.PayType, this);
  }
}
