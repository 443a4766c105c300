import { ruleCountOf, SCHEDULE_TEXTS, SchedulePeriodType, ScheduleRuleDto, WorkSectionDto } from '@timekeep/contracts';

/** Unsaved rules carry this prefix; the server gives them ids (document 1 §4). */
const NEW_RULE = 'schedule_rule_';
let nextId = 0;
export const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}-${(nextId++).toString(36)}`;

/** The cycle's rules for a period type: kept where they exist, new empty days added, extra days dropped. */
export function resizeRules(rules: readonly ScheduleRuleDto[], periodType: SchedulePeriodType, periods: number, days: number): ScheduleRuleDto[] {
  return Array.from({ length: ruleCountOf(periodType, periods, days) }, (_, i) => rules[i] ?? { id: newId(NEW_RULE), num: i + 1, title: `Day ${i + 1}`, isOffDay: false, isClosed: false, workSections: [] });
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A section's length in minutes, its previous-day start and next-day end counted. */
export function sectionLength(s: Pick<WorkSectionDto, 'startTime' | 'startTimeType' | 'endTime' | 'endTimeType'>): number {
  return minutes(s.endTime) + (s.endTimeType === 'NextDay' ? 1440 : 0) - (minutes(s.startTime) - (s.startTimeType === 'Previous' ? 1440 : 0));
}

/** Scheduled hours of a day, breaks taken off, to 2 decimals. */
export const ruleHours = (rule: Pick<ScheduleRuleDto, 'workSections'>) => Math.round((rule.workSections.reduce((n, s) => n + sectionLength(s) - s.breakTime, 0) / 60) * 100) / 100;

/** Copy From (document 1 §4): the other day's sections (with new ids) and off-day flag. */
export function copyRule<T extends Pick<ScheduleRuleDto, 'isOffDay' | 'workSections'>>(target: T, source: Pick<ScheduleRuleDto, 'isOffDay' | 'workSections'>): T {
  return { ...target, isOffDay: source.isOffDay, workSections: source.workSections.map((s) => ({ ...s, id: newId('section_') })) };
}

export const sortedSections = (sections: readonly WorkSectionDto[]) =>
  [...sections].sort((a, b) => minutes(a.startTime) - (a.startTimeType === 'Previous' ? 1440 : 0) - (minutes(b.startTime) - (b.startTimeType === 'Previous' ? 1440 : 0)));

/** The rules as the save takes them: a new rule without its placeholder id, and without the grid's display key (the server refuses fields it does not know). */
export const rulesToSend = (rules: ReadonlyArray<ScheduleRuleDto & { key?: string }>) => rules.map(({ key: _key, ...r }) => ({ ...r, id: r.id.startsWith(NEW_RULE) ? undefined : r.id }));

/** Document 1 §5: why a day cannot take a new section, or null when it can. */
export function newSectionRefusal(day: Pick<ScheduleRuleDto, 'isOffDay' | 'workSections'>, multiShift: boolean): string | null {
  if (day.isOffDay) return SCHEDULE_TEXTS.offDay;
  if (!multiShift && day.workSections.length) return `The multi-shift feature has not been activated. Please contact support at ${window.location.host}.`;
  return null;
}
