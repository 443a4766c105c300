import type { EmployeeScheduleDay } from '@timekeep/contracts';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';

/** A scheduled shift as local wall times, yyyy-MM-ddTHH:mm, and the position it is in (when the section names one). */
export interface ScheduledShift {
  start: string;
  end: string;
  positionId: string | null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The shifts not yet ended at `nowLocal`, earliest start first, at most `limit`: of the days' work
 * sections, those whose end is after now. A shift under way counts until it ends. Off and closed
 * days have no shifts. Pass the days from yesterday on, so last night's shift into today counts.
 */
export function upcomingShifts(days: readonly EmployeeScheduleDay[], nowLocal: string, limit: number): ScheduledShift[] {
  const shifts: ScheduledShift[] = [];
  for (const day of days) {
    if (day.isOffDay || day.isClosed) continue;
    const date = dayOf(day.title);
    for (const section of day.workSections) {
      if (!TIME.test(section.startTime) || !TIME.test(section.endTime)) continue;
      const start = `${dateOf(section.startTimeType === 'Previous' ? date - 1 : date)}T${section.startTime}`;
      const end = `${dateOf(section.endTimeType === 'NextDay' ? date + 1 : date)}T${section.endTime}`;
      if (end <= nowLocal || end <= start) continue;
      shifts.push({ start, end, positionId: section.departmentId ?? null });
    }
  }
  return shifts.sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end)).slice(0, limit);
}

/**
 * The shift the employee is on now or starts next (document 2 §3 nextScheduledStartTime/EndTime):
 * a shift under way stays the "next" until it ends, so a supervisor sees who should be in.
 */
export function nextScheduledShift(days: readonly EmployeeScheduleDay[], nowLocal: string): ScheduledShift | null {
  return upcomingShifts(days, nowLocal, 1)[0] ?? null;
}
