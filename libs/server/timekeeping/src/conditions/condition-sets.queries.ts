import { Injectable } from '@nestjs/common';
import { ConditionPreview, conditionPreviewRequestSchema, ConditionSet, ConditionSetFields, ConditionTemplateSummary, DEFAULT_COMPLIANCE, ListQuery, Page, PayRuleKind } from '@timekeep/contracts';
import type { PayTypeFields } from '@timekeep/domain-pay-rules';
import { CONDITION_TEMPLATES, companyConditionsOf, payWorkedWeek } from '@timekeep/domain-time-engine';
import { CompanyEntity } from '@timekeep/server-organisation';
import { fieldsOf, PayRuleEntity, PayRulesQueries, type PayRuleSort } from '@timekeep/server-pay-rules';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { companyZoneOf } from '../core/today';

const KIND = PayRuleKind.ConditionSet;

const toConditionSet = (row: PayRuleEntity): ConditionSet => {
  const fields = fieldsOf<ConditionSetFields>(row);
  return { id: row.id, name: row.name, active: row.active, ...fields, compliance: fields.compliance ?? DEFAULT_COMPLIANCE, otherwiseWorkingDay: fields.otherwiseWorkingDay ?? null, version: row.version };
};

/** The company's condition sets and the templates they may be copied from (ADR 0074). */
@Injectable()
export class ConditionSetsQueries {
  constructor(
    private readonly payRules: PayRulesQueries,
    private readonly dataSource: DataSource,
  ) {}

  page(companyId: string, query: ListQuery & { sort?: PayRuleSort }, active: boolean | undefined): Promise<Page<ConditionSet>> {
    return this.payRules.page(companyId, KIND, query, { active }, toConditionSet);
  }

  async one(companyId: string, id: string): Promise<ConditionSet> {
    return toConditionSet(await this.payRules.one(companyId, KIND, id));
  }

  /**
   * The editor's live worked example: the sample week (SAMPLE_WEEK) paid under the set as it stands,
   * in the company's time zone and with its pay types, by the engine's own rules; or the sentence a
   * save would refuse the set with.
   */
  async preview(companyId: string, form: z.infer<typeof conditionPreviewRequestSchema>): Promise<ConditionPreview> {
    const [company, payTypes] = await Promise.all([
      this.dataSource.getRepository(CompanyEntity).findOneByOrFail({ id: companyId }),
      this.dataSource.getRepository(PayRuleEntity).findBy({ companyId, kind: PayRuleKind.PayType }),
    ]);
    const factored = new Map(payTypes.map((t) => [t.id, { id: t.id, name: t.name, factor: fieldsOf<PayTypeFields>(t).payRateFactor }]));
    const fields: ConditionSetFields = { ...form, conditions: form.conditions.map((c, i) => ({ ...c, id: c.id ?? `row-${i}` })), payGroupIds: [], template: null };
    const conditions = companyConditionsOf(fields, factored);
    if (typeof conditions === 'string') return { problem: conditions, shifts: [] };
    const ordinaryRow = payTypes.find((t) => t.systemCode === 'default:ORD');
    const ordinary = { id: ordinaryRow?.id ?? 'ordinary', name: ordinaryRow?.name ?? 'Ordinary Time' };
    const names = new Map(fields.conditions.map((c) => [c.id, c.name]));
    const shifts = payWorkedWeek(conditions, form.employmentType, companyZoneOf(company), ordinary).map((shift) => ({
      from: shift.from,
      to: shift.to,
      holiday: shift.holiday,
      lines: shift.lines.map((l) => ({ payTypeName: l.payType.name, conditionName: l.conditionId ? (names.get(l.conditionId) ?? null) : null, hours: l.minutes / 60 })),
    }));
    return { problem: null, shifts };
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
