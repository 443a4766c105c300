import { BULK_SCHEDULE_TEXTS, BulkShift, sameJson, WorkSectionDto } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';
import { PayRuleError } from '@timekeep/domain-pay-rules';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import type { CustomDay } from './employee-schedule';
import { overlaps } from './roster';
import { checkClashes, checkDayRule, SectionRules, sectionMinutes } from './schedule-template';

/**
 * A bulk schedule refusal (document 3 "Bulk tools", schedule): a malformed day (400 with its
 * text), or employees paid on the finish day given an overnight shift (200, the text as the
 * message: the console shows a message from verify as an error).
 */
export class BulkScheduleError extends Refusal {
  constructor(
    readonly code: 'invalid' | 'payOnFinishDay',
    message: string,
  ) {
    super(message);
    this.name = 'BulkScheduleError';
  }

  get kind(): RefusalKind {
    return this.code === 'invalid' ? 'invalid' : 'code';
  }
}

/** What the company decides about the bulk shift's fields (document 3 §3): a break only where breaks may be edited, a position only with position codes. */
export interface BulkDayRules extends SectionRules {
  breakEditable: boolean;
  positions: boolean;
}

export interface BulkDayInput {
  ruleDay: string;
  isOffDay: boolean;
  workSections: readonly BulkShift[];
}

/**
 * The id a bulk shift gets on its day: the date and its start. Two sections of a day cannot start
 * together without overlapping, so the id is unique on the day; and the same request gives the
 * same ids, which is how a second delivery (or the same request again) finds its shifts already
 * there rather than in the way.
 */
export function bulkSectionId(date: string, shift: Pick<BulkShift, 'startTime' | 'startTimeType'>): string {
  return `${date}-bulk-${shift.startTimeType === 'Previous' ? 'prev-' : ''}${shift.startTime.trim().replace(':', '')}`;
}

/**
 * The day a bulk schedule gives (document 3 §3 "Schedule request", §5): off, or its shifts, each
 * checked as an employee's day is (checkDayRule: Sch In and Sch Out required, 'Sch Out must be
 * later than Sch In!', the break shorter than the shift), and not overlapping one another.
 */
export function checkBulkDay(input: BulkDayInput, rules: BulkDayRules): CustomDay {
  const date = input.ruleDay;
  if (!input.isOffDay && !input.workSections.length) throw new BulkScheduleError('invalid', BULK_SCHEDULE_TEXTS.noShift);
  try {
    const day = checkDayRule(
      {
        isOffDay: input.isOffDay,
        workSections: input.workSections.map((s) => ({
          id: bulkSectionId(date, s),
          startTime: s.startTime,
          startTimeType: s.startTimeType,
          endTime: s.endTime,
          endTimeType: s.endTimeType,
          breakTime: rules.breakEditable ? s.breakTime : 0,
          departmentId: rules.positions ? s.departmentId : null,
        })),
      },
      date,
      rules,
    );
    checkClashes([{ workSections: day.workSections, day: 0 }], null);
    return day;
  } catch (error) {
    if (error instanceof PayRuleError) throw new BulkScheduleError('invalid', error.message);
    throw error;
  }
}

/** A section already on the day that the bulk day brings again, unchanged (an earlier delivery's). */
const alreadyThere = (section: WorkSectionDto, addition: Pick<CustomDay, 'workSections'>) => addition.workSections.some((a) => a.id === section.id && sameJson(a, section));

/**
 * An employee's day with the bulk day applied: an off day replaces it (as the roster's off-day
 * drop does); shifts are added to what the day has (its own day, or its template's), in start
 * order, and make it a working day. Shifts already there from the same request are not added twice.
 */
export function bulkScheduledDay(date: string, existing: Pick<CustomDay, 'workSections'>, addition: CustomDay): CustomDay {
  if (addition.isOffDay) return { title: date, isOffDay: true, isClosed: false, workSections: [] };
  const kept = existing.workSections.filter((s) => !alreadyThere(s, addition));
  const workSections = [...kept, ...addition.workSections].sort((a, b) => sectionMinutes(a).start - sectionMinutes(b).start);
  return { title: date, isOffDay: false, isClosed: false, workSections };
}

/** A conflict row without its employee (document 3 §3 "Conflict row"). */
export interface BulkClash {
  shiftDate: string;
  shiftStart: string;
  shiftEnd: string;
  conflictDate: string;
  conflictStart: string;
  conflictEnd: string;
  prevConflict: boolean;
}

const DAY = 24 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' of a minute counted from the midnight starting `date` (negative: the day before). */
export function stampOf(date: string, minute: number): string {
  const days = Math.floor(minute / DAY);
  const rest = minute - days * DAY;
  return `${dateOf(dayOf(date) + days)} ${pad(Math.floor(rest / 60))}:${pad(rest % 60)}`;
}

const span = (date: string, section: WorkSectionDto) => {
  const { start, end } = sectionMinutes(section);
  return { start: stampOf(date, start), end: stampOf(date, end) };
};

/**
 * Where the bulk day's shifts overlap the employee's schedule (document 2 §5 "Dropping"'s overlap
 * rule): the day's own sections, the day before's running over midnight (prevConflict), and the
 * day after's (a shift of ours running into its morning, or one of its starting the evening
 * before). An off day replaces the day and clashes with nothing.
 */
export function bulkConflicts(
  date: string,
  addition: CustomDay,
  around: { previous: Pick<CustomDay, 'workSections'>; day: Pick<CustomDay, 'workSections'>; next: Pick<CustomDay, 'workSections'> },
): BulkClash[] {
  if (addition.isOffDay) return [];
  const previousDate = dateOf(dayOf(date) - 1);
  const nextDate = dateOf(dayOf(date) + 1);
  const neighbours = [
    { conflictDate: previousDate, dayApart: -1, sections: around.previous.workSections },
    { conflictDate: date, dayApart: 0, sections: around.day.workSections.filter((s) => !alreadyThere(s, addition)) },
    { conflictDate: nextDate, dayApart: 1, sections: around.next.workSections },
  ];
  const clashes: BulkClash[] = [];
  for (const shift of addition.workSections) {
    const ours = span(date, shift);
    for (const { conflictDate, dayApart, sections } of neighbours) {
      for (const other of sections.filter((s) => overlaps(shift, s, dayApart))) {
        const theirs = span(conflictDate, other);
        clashes.push({ shiftDate: date, shiftStart: ours.start, shiftEnd: ours.end, conflictDate, conflictStart: theirs.start, conflictEnd: theirs.end, prevConflict: dayApart === -1 });
      }
    }
  }
  return clashes;
}
