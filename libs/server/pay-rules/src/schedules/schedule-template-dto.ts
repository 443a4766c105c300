import type { ScheduleTemplateDto } from '@timekeep/contracts';
import type { ScheduleTemplateFields } from '@timekeep/domain-pay-rules';
import type { PayRuleEntity } from '../catalogue/pay-rule.entity';

export const toScheduleTemplate = (row: PayRuleEntity): ScheduleTemplateDto => ({
  ...(row.fields as unknown as ScheduleTemplateFields),
  id: row.id,
  name: row.name,
  active: row.active,
  scheduleType: 'template',
  version: row.version,
});
