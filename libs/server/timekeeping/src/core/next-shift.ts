import type { EmployeeScheduleDay } from '@timekeep/contracts';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';

/** A scheduled shift as local wall times, yyyy-MM-ddTHH:mm, and the position it is in (when the section names one). */
export interface ScheduledShift {
  start: string;
  end: string;
  positionId: string | null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day's shift: the date of the day it belongs to, and its local wall times. */
export interface DayShift extends ScheduledShift {
  date: string;
  /** Its section's id on that day (what an offer of it names, ADR 0079). */
  sectionId: string;
}

/** Every shift of the days, as their work sections say: off and closed days have none, a section without times neither. */
export function shiftsOfDays(days: readonly EmployeeScheduleDay[]): DayShift[] {
  const shifts: DayShift[] = [];
  for (const day of days) {
    if (day.isOffDay || day.isClosed) continue;
    const date = dayOf(day.title);
    for (const section of day.workSections) {
      if (!TIME.test(section.startTime) || !TIME.test(section.endTime)) continue;
      const start = `${dateOf(section.startTimeType === 'Previous' ? date - 1 : date)}T${section.startTime}`;
      const end = `${dateOf(section.endTimeType === 'NextDay' ? date + 1 : date)}T${section.endTime}`;
      if (end <= start) continue;
      shifts.push({ date: day.title, sectionId: section.id, start, end, positionId: section.departmentId ?? null });
    }
  }
  return shifts.sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
}

/**
 * The shifts not yet ended at `nowLocal`, earliest start first, at most `limit`: of the days' work
 * sections, those whose end is after now. A shift under way counts until it ends. Off and closed
 * days have no shifts. Pass the days from yesterday on, so last night's shift into today counts.
 */
export function upcomingShifts(days: readonly EmployeeScheduleDay[], nowLocal: string, limit: number): DayShift[] {
  return shiftsOfDays(days)
    .filter((s) => s.end > nowLocal)
    .slice(0, limit);
}

/**
 * The shift the employee is on now or starts next (document 2 §3 nextScheduledStartTime/EndTime):
 * a shift under way stays the "next" until it ends, so a supervisor sees who should be in.
 */
export function nextScheduledShift(days: readonly EmployeeScheduleDay[], nowLocal: string): ScheduledShift | null {
  const next = upcomingShifts(days, nowLocal, 1)[0];
  return next ? { start: next.start, end: next.end, positionId: next.positionId } : null;
}
