import type { LATER_SECTION_FIELDS, WorkSectionDto } from '@timekeep/contracts';
import { dateOf, dayOf } from './calendar-days';
import { instantOf } from './zone-time';

/** The work section fields a schedule may leave out: a section without them uses the pay group's break rule and takes its meal. */
type OptionalSectionFields = 'overrideBreakCalculation' | 'breakCalculationType' | 'breakTriggerTime' | 'breakStartTime' | 'lunchWorkingThrough' | keyof typeof LATER_SECTION_FIELDS;

/** Document 1 §3 "Work section": times are HH:mm relative to the pay date; the break in minutes. */
export type WorkSection = Omit<WorkSectionDto, OptionalSectionFields> & Partial<Pick<WorkSectionDto, OptionalSectionFields>>;

/** Document 1 §3 "Schedule rule": one day of the cycle. `num` counts from 1. */
export interface ScheduleRule {
  num: number;
  isOffDay: boolean;
  isClosed: boolean;
  workSections: WorkSection[];
}

export type SchedulePeriodType = 'Weekly' | 'Fortnightly' | 'Daily' | 'Custom';

export interface ScheduleTemplate {
  periodType: SchedulePeriodType;
  /** Custom only; Weekly is 1 x 7, Fortnightly 2 x 7, Daily 1 x 1 (spec §3). */
  periods: number;
  days: number;
  startDate: string;
  rules: ScheduleRule[];
}

/** What a pay date is scheduled as. */
export type ScheduledDay = { kind: 'unscheduled' } | { kind: 'off' | 'closed' } | { kind: 'working'; rule: ScheduleRule };

export function cycleLength(template: Pick<ScheduleTemplate, 'periodType' | 'periods' | 'days'>): number {
  switch (template.periodType) {
    case 'Weekly':
      return 7;
    case 'Fortnightly':
      return 14;
    case 'Daily':
      return 1;
    case 'Custom':
      return Math.max(1, template.periods) * Math.max(1, template.days);
  }
}

/**
 * The rule of a pay date (docs/time-rules.md "Schedules"): an employee's custom rule for the date
 * replaces the template's; otherwise the template's cycle, counted from its start date, gives
 * the day. Before the start date, or without a template, the day is unscheduled.
 */
export function scheduledDay(template: ScheduleTemplate | null, date: string, custom: ReadonlyMap<string, ScheduleRule> = new Map()): ScheduledDay {
  const rule = custom.get(date) ?? ruleOfTemplate(template, date);
  if (!rule) return { kind: 'unscheduled' };
  if (rule.isClosed) return { kind: 'closed' };
  if (rule.isOffDay || !rule.workSections.length) return { kind: 'off' };
  return { kind: 'working', rule };
}

function ruleOfTemplate(template: ScheduleTemplate | null, date: string): ScheduleRule | undefined {
  if (!template) return undefined;
  const offset = dayOf(date) - dayOf(template.startDate);
  if (offset < 0) return undefined;
  const num = (offset % cycleLength(template)) + 1;
  return template.rules.find((r) => r.num === num);
}

/** A work section on a pay date as instants (seconds), in the employee's zone. */
export interface SectionInterval {
  section: WorkSection;
  /** The pay date the section belongs to. */
  date: string;
  start: number;
  end: number;
}

/** Previous starts the day before the pay date; NextDay ends the day after (spec §3). */
export function sectionInterval(section: WorkSection, date: string, zone: string): SectionInterval {
  const day = dayOf(date);
  const startDate = dateOf(section.startTimeType === 'Previous' ? day - 1 : day);
  const endDate = dateOf(section.endTimeType === 'NextDay' ? day + 1 : day);
  return { section, date, start: instantOf(`${startDate}T${section.startTime}`, zone), end: instantOf(`${endDate}T${section.endTime}`, zone) };
}

/** Scheduled minutes of a section, its break taken off: the true length across a DST change. */
export function scheduledMinutes(interval: SectionInterval): number {
  return Math.max(0, Math.round((interval.end - interval.start) / 60) - interval.section.breakTime);
}
