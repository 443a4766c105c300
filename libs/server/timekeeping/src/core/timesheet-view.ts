import { PayTypeTimeDto, PunchDto, TimesheetDayDto } from '@timekeep/contracts';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import type { OrmTx } from '@timekeep/server-platform';
import { Between } from 'typeorm';
import { TimesheetDayEntity } from './timesheet-day.entity';
import { hoursOf } from '@timekeep/domain-time-engine';
import { PunchEntity } from './punch.entity';
import { punchesByDay } from './timesheet-calculator';
import { StoredPunchPair, StoredTimesheetDay } from './timesheet-day.entity';
import { WorkCodeNames } from './work-code-names';

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
  fileName: p.fileName,
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

/**
 * A stored day as a reply shows it: its punches attached, its pairs' work codes named, each shift's
 * own schedule (the employee's, for a day of their own), without what is kept only for a close
 * (its unpaired pairs).
 */
export function withPunches(days: readonly StoredTimesheetDay[], punches: readonly PunchEntity[], names: WorkCodeNames): TimesheetDayDto[] {
  const byDay = punchesByDay(days, punches);
  return days.map(({ unpairedPairs: _held, ...d }) => ({
    ...d,
    workShifts: d.workShifts.map((s) => ({ ...s, punchPairs: s.punchPairs.map((p) => names.pairOf(p)), apprvUnschWork: s.apprvUnschWork === true, customScheduleId: s.fromTemplate ? null : d.employeeId })),
    unScheduledPairs: d.unScheduledPairs.map((p) => names.pairOf(p)),
    punches: (byDay.get(d.day) ?? []).map(punchDto),
  }));
}

/** The pair a punch is in, as the stored days of its pay date and the days either side last computed it. */
export async function storedPairOf(tx: OrmTx, punch: Pick<PunchEntity, 'id' | 'employeeId' | 'day'>): Promise<StoredPunchPair | null> {
  const days = await tx.manager.findBy(TimesheetDayEntity, { employeeId: punch.employeeId, date: Between(dateOf(dayOf(punch.day) - 1), dateOf(dayOf(punch.day) + 1)) });
  for (const day of days) {
    for (const pair of [...day.data.workShifts.flatMap((s) => s.punchPairs), ...day.data.unScheduledPairs]) {
      if (pair.inPunchId === punch.id || pair.outPunchId === punch.id) return pair;
    }
  }
  return null;
}
