import { REQUIRED_TEXT, ROSTER_TEXTS, SCHEDULE_NUMBERS, WorkSectionDto } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';
import { checkedNumber, PayRuleError } from '@timekeep/domain-pay-rules';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import type { CustomDay } from './employee-schedule';
import { sectionMinutes } from './schedule-template';

/**
 * A roster refusal (document 2 §8 "Roster"). `scheduleConflict` answers 200 with success false
 * (the console shows its text as a warning); the rest are malformed forms (400).
 */
export class RosterError extends Refusal {
  constructor(
    readonly code: 'scheduleConflict' | 'invalid',
    message: string = code,
    /** What the answer carries besides (the employee a batch conflicts on). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'RosterError';
  }

  get kind(): RefusalKind {
    return this.code === 'invalid' ? 'invalid' : 'code';
  }

  override get reply(): Record<string, unknown> {
    return { success: false, ...this.extra };
  }

  override get answer(): string {
    return this.code === 'invalid' ? this.message : this.code;
  }
}

/** A library shift's own fields (document 2 §3 "Roster work section (shift)"). */
export interface ShiftFields {
  labelName: string;
  colorCode: string;
  departmentId: string | null;
  startTime: string;
  startTimeType: 'Previous' | 'Today' | 'NextDay';
  endTime: string;
  endTimeType: 'Today' | 'NextDay';
  /** Minutes. */
  breakTime: number;
}

export type ShiftInput = { [K in keyof ShiftFields]?: ShiftFields[K] | null | undefined };

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const COLOUR = /^#[0-9a-fA-F]{6}$/;
const DAY = 24 * 60;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A shift's span in minutes from its day's midnight (a start on the next day counts a day on). */
export function shiftMinutes(shift: Pick<ShiftFields, 'startTime' | 'startTimeType' | 'endTime' | 'endTimeType'>): { start: number; end: number } {
  const startDay = shift.startTimeType === 'Previous' ? -1 : shift.startTimeType === 'NextDay' ? 1 : 0;
  return { start: minutesOf(shift.startTime) + startDay * DAY, end: minutesOf(shift.endTime) + (shift.endTimeType === 'NextDay' ? DAY : 0) };
}

/**
 * Document 2 §5 "Roster shift create": position, start and end required; the end later than the
 * start with the day flags ('End Time must be later than Start Time!'); the break whole minutes
 * and shorter than the shift; a colour as #rrggbb (the primary colour by default).
 */
export function checkShift(input: ShiftInput, defaults: { colorCode: string; breakEditable: boolean }): ShiftFields {
  const startTime = input.startTime?.trim() ?? '';
  const endTime = input.endTime?.trim() ?? '';
  if (!input.departmentId || !startTime || !endTime) throw new RosterError('invalid', REQUIRED_TEXT);
  if (!HHMM.test(startTime) || !HHMM.test(endTime)) throw new RosterError('invalid', 'Times are HH:mm.');
  const startTimeType = input.startTimeType === 'Previous' || input.startTimeType === 'NextDay' ? input.startTimeType : 'Today';
  const endTimeType = input.endTimeType === 'NextDay' ? 'NextDay' : 'Today';
  // A shift starts on its day or the day before; one starting the next day ends then too.
  if (startTimeType === 'NextDay' && endTimeType !== 'NextDay') throw new RosterError('invalid', ROSTER_TEXTS.endAfterStart);
  const { start, end } = shiftMinutes({ startTime, startTimeType, endTime, endTimeType });
  if (end <= start) throw new RosterError('invalid', ROSTER_TEXTS.endAfterStart);
  const colorCode = input.colorCode?.trim() || defaults.colorCode;
  if (!COLOUR.test(colorCode)) throw new RosterError('invalid', 'Choose a colour as #rrggbb.');
  let breakTime = 0;
  if (defaults.breakEditable) {
    try {
      breakTime = checkedNumber(Number(input.breakTime ?? 0), SCHEDULE_NUMBERS.breakTime);
    } catch (error) {
      if (error instanceof PayRuleError) throw new RosterError('invalid', error.message);
      throw error;
    }
    if (breakTime >= end - start) throw new RosterError('invalid', SCHEDULE_NUMBERS.breakTime.text);
  }
  return { labelName: input.labelName?.trim() ?? '', colorCode, departmentId: input.departmentId, startTime, startTimeType, endTime, endTimeType, breakTime };
}

/** Hours worked in a section or shift: its span less its break, to the minute. */
export function workedHours(span: Pick<ShiftFields, 'startTime' | 'startTimeType' | 'endTime' | 'endTimeType'> & { breakTime: number }): number {
  const { start, end } = shiftMinutes(span);
  return Math.max(0, end - start - span.breakTime) / 60;
}

/**
 * The section a shift makes on a day. A shift starting the next day is a section of the next day
 * (the schedule's sections start on their day or the day before): `dayOffset` says which.
 */
export function sectionOfShift(shift: ShiftFields & { id: string }, sectionId: string): { section: WorkSectionDto; dayOffset: 0 | 1 } {
  const nextDay = shift.startTimeType === 'NextDay';
  return {
    dayOffset: nextDay ? 1 : 0,
    section: {
      id: sectionId,
      startTime: shift.startTime,
      startTimeType: nextDay ? 'Today' : shift.startTimeType === 'Previous' ? 'Previous' : 'Today',
      endTime: shift.endTime,
      endTimeType: nextDay ? 'Today' : shift.endTimeType,
      breakTime: shift.breakTime,
      overrideBreakCalculation: false,
      breakCalculationType: null,
      breakTriggerTime: null,
      breakStartTime: null,
      allowOT: true,
      allowEA: false,
      allowLD: false,
      lunchWorkingThrough: false,
      isOverridePayGroup: false,
      departmentId: shift.departmentId,
      jobId: null,
      taskId: null,
      skills: [],
      shiftId: shift.id,
      labelName: shift.labelName || null,
      colorCode: shift.colorCode,
    },
  };
}

/**
 * Document 2 §5 "Dropping": a section overlaps another when its start or end lies within it, or it
 * encloses it. Sections touching end to start do not overlap.
 */
export function overlaps(a: Pick<WorkSectionDto, 'startTime' | 'startTimeType' | 'endTime' | 'endTimeType'>, b: Pick<WorkSectionDto, 'startTime' | 'startTimeType' | 'endTime' | 'endTimeType'>, dayApart = 0): boolean {
  const x = sectionMinutes(a);
  const y = sectionMinutes(b);
  const yStart = y.start + dayApart * DAY;
  const yEnd = y.end + dayApart * DAY;
  return x.start < yEnd && yStart < x.end;
}

/** The day with the section added, in start order; refused when it overlaps one already there. */
export function withSection(day: Pick<CustomDay, 'workSections'>, date: string, section: WorkSectionDto): CustomDay {
  if (day.workSections.some((s) => overlaps(s, section))) throw new RosterError('scheduleConflict');
  const workSections = [...day.workSections, section].sort((a, b) => sectionMinutes(a).start - sectionMinutes(b).start);
  return { title: date, isOffDay: false, isClosed: false, workSections };
}

/** The day without one section. */
export function withoutSection(day: Pick<CustomDay, 'isOffDay' | 'workSections'>, date: string, sectionId: string): CustomDay {
  return { title: date, isOffDay: day.isOffDay, isClosed: false, workSections: day.workSections.filter((s) => s.id !== sectionId) };
}

/** Document 2 §4: an off day replaces the day's schedule; removing it leaves the day unscheduled. */
export const offDay = (date: string): CustomDay => ({ title: date, isOffDay: true, isClosed: false, workSections: [] });
export const unscheduledDay = (date: string): CustomDay => ({ title: date, isOffDay: false, isClosed: false, workSections: [] });

/** A section id no other on the day has: the date and a counter past the highest in use. */
export function nextSectionId(date: string, days: ReadonlyArray<Pick<CustomDay, 'workSections'>>): string {
  const used = new Set(days.flatMap((d) => d.workSections.map((s) => s.id)));
  for (let n = 1; ; n++) {
    const id = `${date}-roster-${n}`;
    if (!used.has(id)) return id;
  }
}

export const COPY_MAX_DAYS = 31;

/**
 * Copy Roster (document 2 §5): the paste window is as long as the source range and may not
 * overlap it (docs/decisions/0034-roster.md reads the spec's window that way); at most 31 days.
 * Answers each source date with its paste date.
 */
export function copyPlan(fromDate: string, endDate: string, beginDate: string): Array<{ from: string; to: string }> {
  const start = dayOf(fromDate);
  const end = dayOf(endDate);
  const begin = dayOf(beginDate);
  if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(begin) || end < start) throw new RosterError('invalid', REQUIRED_TEXT);
  const length = end - start + 1;
  if (length > COPY_MAX_DAYS) throw new RosterError('invalid', ROSTER_TEXTS.copyTooLong);
  if (begin <= end && begin + length - 1 >= start) throw new RosterError('invalid', ROSTER_TEXTS.copyOverlaps);
  return Array.from({ length }, (_, i) => ({ from: dateOf(start + i), to: dateOf(begin + i) }));
}
