import { Injectable } from '@nestjs/common';
import { ConditionSet, ConditionSetFields, ConditionTemplateSummary, ListQuery, Page, PayRuleKind } from '@timekeep/contracts';
import { CONDITION_TEMPLATES } from '@timekeep/domain-time-engine';
import { fieldsOf, PayRuleEntity, PayRulesQueries, type PayRuleSort } from '@timekeep/server-pay-rules';

const KIND = PayRuleKind.ConditionSet;

const toConditionSet = (row: PayRuleEntity): ConditionSet => {
  const fields = fieldsOf<ConditionSetFields>(row);
  return { id: row.id, name: row.name, active: row.active, ...fields, version: row.version };
};

/** The company's condition sets and the templates they may be copied from (ADR 0074). */
@Injectable()
export class ConditionSetsQueries {
  constructor(private readonly payRules: PayRulesQueries) {}

  page(companyId: string, query: ListQuery & { sort?: PayRuleSort }, active: boolean | undefined): Promise<Page<ConditionSet>> {
    return this.payRules.page(companyId, KIND, query, { active }, toConditionSet);
  }

  async one(companyId: string, id: string): Promise<ConditionSet> {
    return toConditionSet(await this.payRules.one(companyId, KIND, id));
  }

  templates(): ConditionTemplateSummary[] {
    return CONDITION_TEMPLATES.map((t) => ({
      id: t.id,
      name: t.name,
      source: t.source,
      effectiveFrom: t.effectiveFrom,
      payTypes: t.payTypes.map((p) => ({ ...p })),
      conditions: t.conditions.map((c) => ({ name: c.name, payTypeCode: c.payTypeCode })),
    }));
  }
}
