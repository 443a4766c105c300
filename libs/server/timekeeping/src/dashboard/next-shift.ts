import type { EmployeeScheduleDay } from '@timekeep/contracts';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';

/** A scheduled shift as local wall times, yyyy-MM-ddTHH:mm. */
export interface ScheduledShift {
  start: string;
  end: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The shift the employee is on now or starts next (document 2 §3 nextScheduledStartTime/EndTime):
 * of the days' work sections, the earliest-starting one that has not ended by `nowLocal`. A shift
 * under way stays the "next" until it ends, so a supervisor sees who should be in. Off and closed
 * days have no shifts. Pass the days from yesterday on, so last night's shift into today counts.
 */
export function nextScheduledShift(days: readonly EmployeeScheduleDay[], nowLocal: string): ScheduledShift | null {
  let next: ScheduledShift | null = null;
  for (const day of days) {
    if (day.isOffDay || day.isClosed) continue;
    const date = dayOf(day.title);
    for (const section of day.workSections) {
      if (!TIME.test(section.startTime) || !TIME.test(section.endTime)) continue;
      const start = `${dateOf(section.startTimeType === 'Previous' ? date - 1 : date)}T${section.startTime}`;
      const end = `${dateOf(section.endTimeType === 'NextDay' ? date + 1 : date)}T${section.endTime}`;
      if (end <= nowLocal || end <= start) continue;
      if (!next || start < next.start) next = { start, end };
    }
  }
  return next;
}
