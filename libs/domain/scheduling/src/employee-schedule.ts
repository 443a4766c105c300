import { type CustomDay, EmployeeScheduleDay, EventType, LATER_SECTION_FIELDS, ruleCountOf, ScheduleTemplateDto, type WorkSectionDto } from '@timekeep/contracts';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';

/** Declared in the contracts, where a queued bulk schedule's payload carries one (JobPayloads). */
export type { CustomDay };

export interface EmployeeScheduleChanged {
  type: typeof EventType.EmployeeScheduleChanged;
  v: 1;
  /** A null rule gives the date back to the template. */
  data: { employeeId: string; days: Array<{ date: string; rule: CustomDay | null }> };
}

/** Days saved before sections had a position, job, task and skills read with none (most have them all: those are kept as they are). */
const LATER_KEYS = Object.keys(LATER_SECTION_FIELDS);
const withLaterFields = (s: WorkSectionDto): WorkSectionDto => (LATER_KEYS.every((key) => key in s) ? s : { ...LATER_SECTION_FIELDS, ...s });

const EMPTY: CustomDay = { title: '', isOffDay: false, isClosed: false, workSections: [] };

/**
 * The employee's days from `from` to `to`: their own day where they have one, otherwise the
 * template's day of the cycle counted from its start date; before the start, or without a
 * template, an empty day.
 */
export function employeeScheduleDays(template: Pick<ScheduleTemplateDto, 'periodType' | 'periods' | 'days' | 'startDate' | 'scheduleRules'> | null, custom: ReadonlyMap<string, CustomDay>, from: string, to: string): EmployeeScheduleDay[] {
  const days: EmployeeScheduleDay[] = [];
  for (let day = dayOf(from); day <= dayOf(to); day++) {
    const date = dateOf(day);
    const own = custom.get(date);
    if (own) {
      days.push({ ...own, workSections: own.workSections.map(withLaterFields), title: date, custom: true });
      continue;
    }
    const offset = template ? day - dayOf(template.startDate) : -1;
    const rule = template && offset >= 0 ? template.scheduleRules.find((r) => r.num === (offset % ruleCountOf(template.periodType, template.periods, template.days)) + 1) : undefined;
    days.push({ ...(rule ?? EMPTY), title: date, custom: false });
  }
  return days;
}
