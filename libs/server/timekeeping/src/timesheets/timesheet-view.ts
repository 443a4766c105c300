import { PayTypeTimeDto, PunchDto, TimesheetDayDto } from '@timekeep/contracts';
import { hoursOf } from '@timekeep/domain-time-engine';
import { PunchEntity } from '../punches/punch.entity';
import { punchesByDay } from './timesheet-calculator';
import { StoredTimesheetDay } from './timesheet-day.entity';

export const punchDto = (p: PunchEntity): PunchDto => ({
  id: p.id,
  employeeId: p.employeeId,
  day: p.day,
  punchTime: p.punchTime,
  dayType: p.dayType,
  reason: p.reason,
  workPlaceId: p.workPlaceId,
  positionId: p.positionId,
  jobId: p.jobId,
  taskId: p.taskId,
  entry: p.entry,
  source: p.source,
  punchPhotoLocal: p.photo,
  punchLocation: p.location,
  local: p.local,
  version: p.version,
});

/** Sums days' pay-type totals: hours summed in minutes then shown to two decimals, units as counts. */
export function totalsOf(days: ReadonlyArray<Pick<TimesheetDayDto, 'payTypeTimes'>>): PayTypeTimeDto[] {
  const sums = new Map<string, PayTypeTimeDto & { minutes: number }>();
  for (const day of days) {
    for (const t of day.payTypeTimes) {
      const sum = sums.get(t.payTypeId) ?? { ...t, value: 0, minutes: 0 };
      if (t.unit === 'hours') sum.minutes += Math.round(t.value * 60);
      else sum.value += t.value;
      sums.set(t.payTypeId, sum);
    }
  }
  return [...sums.values()].map(({ minutes, ...t }) => ({ ...t, value: t.unit === 'hours' ? hoursOf(minutes) : t.value }));
}

/** Attaches each day's punches to its stored computation. */
export function withPunches(days: readonly StoredTimesheetDay[], punches: readonly PunchEntity[]): TimesheetDayDto[] {
  const byDay = punchesByDay(days, punches);
  return days.map((d) => ({ ...d, punches: (byDay.get(d.day) ?? []).map(punchDto) }));
}

