import { REQUIRED_TEXT, ruleCountOf, SCHEDULE_NUMBERS, SCHEDULE_PERIOD_TYPES, SCHEDULE_TEXTS, SchedulePeriodType, ScheduleRuleDto, WorkSectionDto } from '@timekeep/contracts';
import { checkedNumber, PayRuleBody, PayRuleError } from '@timekeep/domain-pay-rules';

export interface ScheduleTemplateFields {
  periodType: SchedulePeriodType;
  periods: number;
  days: number;
  startDate: string;
  scheduleRules: ScheduleRuleDto[];
  /** Absent on templates saved before auto punch: none. */
  autoPunch?: boolean;
  outPunchOnly?: boolean;
}

export type WorkSectionInput = Partial<WorkSectionDto>;
export interface ScheduleRuleInput {
  id?: string | null;
  num: number;
  title?: string | null;
  isOffDay?: boolean;
  isClosed?: boolean;
  workSections?: WorkSectionInput[];
}

export interface ScheduleTemplateInput {
  name: string;
  active: boolean;
  periodType: string;
  periods: number;
  days: number;
  startDate: string;
  scheduleRules: ScheduleRuleInput[];
  autoPunch?: boolean;
  outPunchOnly?: boolean;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY = 24 * 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A section's start and end in minutes from its day's midnight (Previous is negative, NextDay past 1440). */
export function sectionMinutes(section: Pick<WorkSectionDto, 'startTime' | 'startTimeType' | 'endTime' | 'endTimeType'>): { start: number; end: number } {
  return {
    start: minutesOf(section.startTime) - (section.startTimeType === 'Previous' ? DAY : 0),
    end: minutesOf(section.endTime) + (section.endTimeType === 'NextDay' ? DAY : 0),
  };
}

/** Whether a template has a shift crossing midnight, which a pay-on-finish-day employee may not have (document 1 §8). */
export const crossesMidnight = (rules: ReadonlyArray<Pick<ScheduleRuleDto, 'workSections'>>): boolean => rules.some((r) => r.workSections.some((s) => s.endTimeType === 'NextDay' || s.startTimeType === 'Previous'));

/** What the company decides about sections: with task codes on, a section with a job names its task. */
export interface SectionRules {
  tasksRequired: boolean;
}

const NO_RULES: SectionRules = { tasksRequired: false };

/**
 * With task codes on, a section with a job names its task: the one rule for a template's day, an
 * employee's own day and a shift saved from the timesheet (document 2 §5 "Shift (timesheet)").
 */
export function refuseMissingTask(section: Pick<WorkSectionDto, 'jobId' | 'taskId'>, rules: SectionRules): void {
  if (rules.tasksRequired && section.jobId && !section.taskId) throw new PayRuleError('invalid', SCHEDULE_TEXTS.selectTask);
}

const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * A section's own break rule, when it overrides the pay group's (document 1 §5, document 2 §5): the
 * one rule and its texts for a template's section, an employee's own day and the timesheet's
 * shift. Its calculation is required; 'Hours at Work' deducts the break once the hours at work
 * (breakTriggerTime, in hours) pass a number above 0 and at most 24; 'Time of Day' at its start
 * time. Without the override the section keeps none of them.
 */
export function checkBreakRule(input: Pick<WorkSectionInput, 'overrideBreakCalculation' | 'breakCalculationType' | 'breakTriggerTime' | 'breakStartTime'>): Pick<WorkSectionDto, 'breakCalculationType' | 'breakTriggerTime' | 'breakStartTime'> {
  if (input.overrideBreakCalculation !== true) return { breakCalculationType: null, breakTriggerTime: null, breakStartTime: null };
  if (input.breakCalculationType === 'Hours at Work') {
    return { breakCalculationType: 'Hours at Work', breakTriggerTime: checkedNumber(Number(input.breakTriggerTime ?? 0), SCHEDULE_NUMBERS.breakTriggerTime), breakStartTime: null };
  }
  if (input.breakCalculationType === 'Time of Day') {
    const at = input.breakStartTime?.trim() ?? '';
    if (!HHMM.test(at)) throw new PayRuleError('invalid', SCHEDULE_TEXTS.breakStart);
    return { breakCalculationType: 'Time of Day', breakTriggerTime: null, breakStartTime: at };
  }
  throw new PayRuleError('invalid', SCHEDULE_TEXTS.breakCalculation);
}

export function checkSection(input: WorkSectionInput, id: string, rules: SectionRules = NO_RULES): WorkSectionDto {
  const startTime = input.startTime?.trim() ?? '';
  const endTime = input.endTime?.trim() ?? '';
  if (!startTime || !endTime) throw new PayRuleError('invalid', REQUIRED_TEXT);
  if (!HHMM.test(startTime) || !HHMM.test(endTime)) throw new PayRuleError('invalid', 'Times are HH:mm.');
  const section: WorkSectionDto = {
    id: input.id?.trim() || id,
    startTime,
    startTimeType: input.startTimeType === 'Previous' ? 'Previous' : 'Today',
    endTime,
    endTimeType: input.endTimeType === 'NextDay' ? 'NextDay' : 'Today',
    breakTime: 0,
    overrideBreakCalculation: input.overrideBreakCalculation === true,
    breakCalculationType: null,
    breakTriggerTime: null,
    breakStartTime: null,
    allowOT: input.allowOT ?? true,
    allowEA: input.allowEA ?? false,
    allowLD: input.allowLD ?? false,
    lunchWorkingThrough: input.lunchWorkingThrough === true,
    isOverridePayGroup: input.isOverridePayGroup === true,
    departmentId: textOrNull(input.departmentId),
    jobId: textOrNull(input.jobId),
    taskId: textOrNull(input.taskId),
    skills: [...new Set(input.skills ?? [])],
    // A roster section remembers the library shift it came from, for its label and colour.
    ...(input.shiftId ? { shiftId: input.shiftId, labelName: input.labelName ?? null, colorCode: input.colorCode ?? null } : {}),
    // Kept only when set, as the timesheet's shift sets it (ADR 0065).
    ...(input.apprvUnschWork === true ? { apprvUnschWork: true } : {}),
  };
  refuseMissingTask(section, rules);
  if (section.taskId && !section.jobId) throw new PayRuleError('invalid', 'A task belongs to a job: choose the job too.');
  const { start, end } = sectionMinutes(section);
  if (end <= start) throw new PayRuleError('invalid', SCHEDULE_TEXTS.outAfterIn);
  const breakTime = checkedNumber(Number(input.breakTime ?? 0), SCHEDULE_NUMBERS.breakTime);
  if (breakTime >= end - start) throw new PayRuleError('invalid', SCHEDULE_NUMBERS.breakTime.text);
  section.breakTime = breakTime;
  return { ...section, ...checkBreakRule(input) };
}

/**
 * Sections may not overlap (timeclash), on one day or across midnight into the next day; in a
 * template's cycle the last day runs into the first. A day may end at most one section on the
 * next day (nextDay). `day` is each rule's place in the sequence (0, 1, ...).
 */
export function checkClashes(rules: ReadonlyArray<Pick<ScheduleRuleDto, 'workSections'> & { day: number }>, cycleDays: number | null): void {
  const spans: Array<{ start: number; end: number }> = [];
  for (const rule of rules) {
    if (rule.workSections.filter((s) => s.endTimeType === 'NextDay').length > 1) throw new PayRuleError('nextDay', SCHEDULE_TEXTS.nextDay);
    for (const section of rule.workSections) {
      const { start, end } = sectionMinutes(section);
      spans.push({ start: rule.day * DAY + start, end: rule.day * DAY + end });
    }
  }
  // Each span against every other, and in a cycle against every other moved a whole cycle either way.
  const shifts = cycleDays === null ? [0] : [-cycleDays * DAY, 0, cycleDays * DAY];
  for (let i = 0; i < spans.length; i++) {
    for (let j = i + 1; j < spans.length; j++) {
      for (const shift of shifts) {
        if (spans[i].start < spans[j].end + shift && spans[j].start + shift < spans[i].end) throw new PayRuleError('timeclash', SCHEDULE_TEXTS.timeclash);
      }
    }
  }
}

/**
 * Document 1 §4-§5: name, period type and start date required; the cycle has exactly as many day
 * rules as its period type says (rules not sent are empty working days); sections are checked one
 * by one, then against each other. Off and closed days hold no sections. A new template is active.
 */
export function checkScheduleTemplate(input: ScheduleTemplateInput, isNew: boolean, rules: SectionRules = NO_RULES): PayRuleBody<ScheduleTemplateFields> {
  const name = input.name.trim();
  if (!name) throw new PayRuleError('invalid', REQUIRED_TEXT);
  const periodType = SCHEDULE_PERIOD_TYPES.find((t) => t === input.periodType);
  if (!periodType) throw new PayRuleError('invalid', REQUIRED_TEXT);
  const startDate = input.startDate.trim();
  if (!DATE.test(startDate) || Number.isNaN(Date.parse(`${startDate}T00:00:00Z`))) throw new PayRuleError('invalid', REQUIRED_TEXT);
  const custom = periodType === 'Custom';
  const periods = custom ? checkedNumber(input.periods, SCHEDULE_NUMBERS.periods) : periodType === 'Fortnightly' ? 2 : 1;
  const days = custom ? checkedNumber(input.days, SCHEDULE_NUMBERS.days) : periodType === 'Daily' ? 1 : 7;
  const count = ruleCountOf(periodType, periods, days);

  const given = new Map(input.scheduleRules.map((r) => [r.num, r]));
  const scheduleRules: ScheduleRuleDto[] = Array.from({ length: count }, (_, i) => {
    const num = i + 1;
    const rule = given.get(num);
    const isOffDay = rule?.isOffDay === true;
    const isClosed = rule?.isClosed === true;
    const sections = rule?.workSections ?? [];
    if ((isOffDay || isClosed) && sections.length) throw new PayRuleError('invalid', SCHEDULE_TEXTS.offDay);
    const id = rule?.id && !rule.id.startsWith('schedule_rule_') ? rule.id : `day-${num}`;
    return {
      id,
      num,
      title: rule?.title?.trim() || `Day ${num}`,
      isOffDay,
      isClosed,
      workSections: sections
        .map((s, n) => checkSection(s, `${id}-section-${n + 1}`, rules))
        .sort((a, b) => sectionMinutes(a).start - sectionMinutes(b).start),
    };
  });
  checkClashes(scheduleRules.map((r) => ({ ...r, day: r.num - 1 })), scheduleRules.length);
  // Out punch only is a kind of auto punch.
  const autoPunch = input.autoPunch === true;
  const outPunchOnly = autoPunch && input.outPunchOnly === true;
  return { name, active: isNew ? true : input.active, systemCode: null, fields: { periodType, periods, days, startDate, scheduleRules, autoPunch, outPunchOnly } };
}

/** One day of an employee's own schedule (document 1 "Employee schedule"): off, or its sections, checked as a template day is. */
export function checkDayRule(input: Omit<ScheduleRuleInput, 'num'>, date: string, rules: SectionRules = NO_RULES): Pick<ScheduleRuleDto, 'title' | 'isOffDay' | 'isClosed' | 'workSections'> {
  if (!DATE.test(date)) throw new PayRuleError('invalid', 'Invalid date.');
  const isOffDay = input.isOffDay === true;
  const isClosed = input.isClosed === true;
  const sections = input.workSections ?? [];
  if ((isOffDay || isClosed) && sections.length) throw new PayRuleError('invalid', SCHEDULE_TEXTS.offDay);
  const workSections = sections.map((s, n) => checkSection(s, `${date}-section-${n + 1}`, rules)).sort((a, b) => sectionMinutes(a).start - sectionMinutes(b).start);
  return { title: date, isOffDay, isClosed, workSections };
}
