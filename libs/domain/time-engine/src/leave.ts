import type { ConversionMode } from '@timekeep/contracts';
import { dateOf, dayOf } from './calendar-days';
import { instantOf } from './zone-time';

/** How a leave request says how long each day is (document 2 §3 "leave"). */
export type LeaveLength =
  | { kind: 'bySchedule' }
  | { kind: 'hoursPerDay'; hours: number }
  | { kind: 'timeRange'; startTime: string; endTime: string; endNextDay: boolean }
  | { kind: 'days'; days: number }
  /** The minutes of each date as an approval took them: paid as taken, whatever changes after. */
  | { kind: 'fixed'; minutes: ReadonlyMap<string, number> };

/** What the engine knows of each day the leave covers. */
export interface LeaveDayFacts {
  date: string;
  holiday: boolean;
  /** A scheduled working day. */
  scheduled: boolean;
  scheduledMinutes: number;
}

/** The pay group's leave fields (document 3 §3). */
export interface LeaveRules {
  skipHoliday: boolean;
  skipUnscheduleDay: boolean;
  /** convertUnit: hours in a day of leave taken in days (pay type ctDay). */
  hoursPerDay: number;
  zone: string;
}

/**
 * The minutes of leave on each day from `from` to `to` (docs/time-rules.md "Leave"): days on a
 * holiday or not scheduled are skipped when the pay group says so; each remaining day is as long
 * as its schedule, a number of hours (0 to 24), a time range (its true length, across midnight
 * with the next-day flag), or a day converted at the pay group's hours a day.
 */
export function leaveMinutes(length: LeaveLength, from: string, to: string, facts: ReadonlyMap<string, LeaveDayFacts>, rules: LeaveRules): Array<{ date: string; minutes: number }> {
  const days: Array<{ date: string; minutes: number }> = [];
  for (let day = dayOf(from); day <= dayOf(to); day++) {
    const date = dateOf(day);
    const fact = facts.get(date) ?? { date, holiday: false, scheduled: false, scheduledMinutes: 0 };
    // Fixed minutes were decided, skips included, when the leave was approved.
    if (length.kind !== 'fixed' && rules.skipHoliday && fact.holiday) continue;
    if (length.kind !== 'fixed' && rules.skipUnscheduleDay && !fact.scheduled) continue;
    const minutes = minutesOf(length, fact, rules);
    if (minutes > 0) days.push({ date, minutes });
  }
  return days;
}

function minutesOf(length: LeaveLength, fact: LeaveDayFacts, rules: LeaveRules): number {
  switch (length.kind) {
    case 'bySchedule':
      return fact.scheduledMinutes;
    case 'hoursPerDay':
      return Math.round(Math.min(24, Math.max(0, length.hours)) * 60);
    case 'days':
      return Math.round(Math.min(1, Math.max(0, length.days)) * rules.hoursPerDay * 60);
    case 'fixed':
      return length.minutes.get(fact.date) ?? 0;
    case 'timeRange': {
      const endDate = length.endNextDay ? dateOf(dayOf(fact.date) + 1) : fact.date;
      const seconds = instantOf(`${endDate}T${length.endTime}`, rules.zone) - instantOf(`${fact.date}T${length.startTime}`, rules.zone);
      return Math.max(0, Math.round(seconds / 60));
    }
  }
}

/** How a leave pay type turns a day into hours (document 2 §4 conversion mode). */
export interface DayConversion {
  mode: ConversionMode;
  /** Hours a day, for ctDay. */
  ctDay: number;
}

/**
 * Hours in a day of leave taken in days (docs/time-rules.md "Leave"): the pay type's own hours
 * a day (ctDay), a fifth of the employee's weekly standard hours (byStandardHour), or otherwise
 * the pay group's convertUnit.
 */
export function leaveDayHours(conversion: DayConversion | undefined, standardHours: number | null, convertUnit: number): number {
  if (conversion?.mode === 'ctDay' && conversion.ctDay > 0) return conversion.ctDay;
  if (conversion?.mode === 'byStandardHour' && standardHours) return standardHours / 5;
  return convertUnit;
}

/** autoLeave: a scheduled working day with no punches is paid as leave of its scheduled minutes. */
export function autoLeave(enabled: boolean, fact: LeaveDayFacts, punched: boolean): number {
  return enabled && fact.scheduled && !fact.holiday && !punched ? fact.scheduledMinutes : 0;
}
