import { LATER_SECTION_FIELDS, ScheduleTemplateDto } from '@timekeep/contracts';
import type { ScheduleTemplateFields } from '@timekeep/domain-pay-rules';
import type { PayRuleEntity } from '../catalogue/pay-rule.entity';

/** A template as the spec sends it; templates and sections saved before the later fields read with their defaults. */
export const toScheduleTemplate = (row: PayRuleEntity): ScheduleTemplateDto => ({
  autoPunch: false,
  outPunchOnly: false,
  ...(row.fields as unknown as ScheduleTemplateFields),
  scheduleRules: (row.fields as unknown as ScheduleTemplateFields).scheduleRules.map((rule) => ({ ...rule, workSections: rule.workSections.map((s) => ({ ...LATER_SECTION_FIELDS, ...s })) })),
  id: row.id,
  name: row.name,
  active: row.active,
  scheduleType: 'template',
  version: row.version,
});
