import { LATER_SECTION_FIELDS, ScheduleTemplateDto } from '@timekeep/contracts';
import type { ScheduleTemplateFields } from './schedule-template';

/** A template as the catalogue stores it (the pay-rules catalogue keeps every named record of the company). */
interface StoredTemplate {
  id: string;
  name: string;
  active: boolean;
  version: number;
  fields: unknown;
}

/** A template as the spec sends it; templates and sections saved before the later fields read with their defaults. */
export const toScheduleTemplate = (row: StoredTemplate): ScheduleTemplateDto => ({
  autoPunch: false,
  outPunchOnly: false,
  ...(row.fields as ScheduleTemplateFields),
  scheduleRules: (row.fields as ScheduleTemplateFields).scheduleRules.map((rule) => ({ ...rule, workSections: rule.workSections.map((s) => ({ ...LATER_SECTION_FIELDS, ...s })) })),
  id: row.id,
  name: row.name,
  active: row.active,
  scheduleType: 'template',
  version: row.version,
});
