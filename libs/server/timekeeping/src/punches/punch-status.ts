import type { PunchStatus } from '@timekeep/contracts';
import { dateOf, dayOf, DEFAULT_MAX_SHIFT_HOURS, instantOf, wallClockAt } from '@timekeep/domain-time-engine';
import { presenceOf } from '@timekeep/domain-timekeeping';
import type { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx } from '@timekeep/server-platform';
import { Between, In } from 'typeorm';
import type { CompanyFacts } from '../core/timesheet-inputs';
import { TimesheetDayEntity } from '../core/timesheet-day.entity';
import { PunchEntity } from '../core/punch.entity';
import { TimePairEntity } from '../core/time-pair.entity';

export interface PunchState {
  status: PunchStatus;
  /** Their last kept punch within the longest shift (its position and job are what the person is on). */
  last: PunchEntity | null;
}

/** Wall time yyyy-MM-ddTHH:mm of an instant in a zone: the form punches' `local` sorts in. */
export function localMinute(seconds: number, zone: string): string {
  const w = wallClockAt(seconds, zone);
  const minutes = Math.floor(w.seconds / 60);
  return `${w.date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Who is in at an instant (the domain's presenceOf), for many employees in four queries: each one's
 * punches within their longest shift before it (in their own zone, none later), the pairs the
 * timesheet stored for them (a punch in none is a double read set aside), and today's leave days.
 * The web clock decides its In or Out from this too, so the clock and every board agree.
 */
export async function punchStatesOf(tx: OrmTx, facts: CompanyFacts, employees: readonly EmployeeEntity[], now: Date): Promise<Map<string, PunchState>> {
  const states = new Map<string, PunchState>();
  if (!employees.length) return states;
  const seconds = Math.floor(now.getTime() / 1000);
  const windows = new Map(employees.map((e) => {
    const zone = facts.zoneOf(e.departmentId);
    // A board lists everyone: one whose pay group is gone is read with the default longest shift, not refused.
    const maxShiftHours = facts.payGroups.get(e.payGroupId)?.fields.punchPairCompletionTime ?? DEFAULT_MAX_SHIFT_HOURS;
    // An hour wider than the shift in wall time, for a DST change inside it: presenceOf measures in instants.
    return [e.id, { zone, maxShiftHours, from: localMinute(seconds - (maxShiftHours + 1) * 3600, zone), to: localMinute(seconds, zone) }];
  }));
  const lows = [...windows.values()].map((w) => w.from).sort();
  const highs = [...windows.values()].map((w) => w.to).sort();
  const ids = employees.map((e) => e.id);
  const punches = await tx.manager.find(PunchEntity, { where: { employeeId: In(ids), local: Between(lows[0], highs[highs.length - 1]) }, order: { local: 'DESC', recordedAt: 'DESC' } });
  const days = punches.map((p) => dayOf(p.day)).sort((a, b) => a - b);
  const pairs = days.length
    ? await tx.manager.find(TimePairEntity, { select: { inPunchId: true, outPunchId: true }, where: { employeeId: In([...new Set(punches.map((p) => p.employeeId))]), date: Between(dateOf(days[0] - 1), dateOf(days[days.length - 1] + 1)) } })
    : [];
  const openIn = new Map<string, boolean>();
  for (const pair of pairs) {
    if (pair.inPunchId) openIn.set(pair.inPunchId, !pair.outPunchId);
    if (pair.outPunchId) openIn.set(pair.outPunchId, false);
  }
  const todays = [...new Set([...windows.values()].map((w) => w.to.slice(0, 10)))];
  const leaveDays = await tx.manager.find(TimesheetDayEntity, { select: { employeeId: true, date: true }, where: { employeeId: In(ids), date: In(todays), type: 'Leave' } });
  const onLeave = new Set(leaveDays.map((d) => `${d.employeeId} ${d.date}`));
  const byEmployee = new Map<string, PunchEntity[]>();
  for (const p of punches) {
    const list = byEmployee.get(p.employeeId);
    if (list) list.push(p);
    else byEmployee.set(p.employeeId, [p]);
  }
  for (const e of employees) {
    const w = windows.get(e.id) as NonNullable<ReturnType<typeof windows.get>>;
    const kept = byEmployee.get(e.id)?.find((p) => p.local >= w.from && p.local <= w.to && openIn.has(p.id)) ?? null;
    const at = kept ? instantOf(kept.local, w.zone) : 0;
    const status = presenceOf({ last: kept && { at, openIn: openIn.get(kept.id) === true }, at: seconds, maxShiftHours: w.maxShiftHours, onLeave: onLeave.has(`${e.id} ${w.to.slice(0, 10)}`) });
    states.set(e.id, { status, last: kept && seconds - at <= w.maxShiftHours * 3600 ? kept : null });
  }
  return states;
}
