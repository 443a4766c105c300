import type { PunchStatus } from '@timekeep/contracts';
import { wallClockAt } from '@timekeep/domain-time-engine';
import type { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx } from '@timekeep/server-platform';
import { Between, In } from 'typeorm';
import type { CompanyFacts } from '../core/timesheet-inputs';
import { TimesheetDayEntity } from '../core/timesheet-day.entity';
import { PunchEntity } from '../core/punch.entity';

/** The longest shift: punches older than this say nothing about whether someone is in now. */
const WINDOW_SECONDS = 16 * 3600;

export interface PunchState {
  status: PunchStatus;
  /** The last punch of the window (its position and job are what the person is on). */
  last: PunchEntity | null;
}

/** Wall time yyyy-MM-ddTHH:mm of an instant in a zone: the form punches' `local` sorts in. */
export function localMinute(seconds: number, zone: string): string {
  const w = wallClockAt(seconds, zone);
  const minutes = Math.floor(w.seconds / 60);
  return `${w.date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Who is in now (document 2 §4 punch status), for many employees in three queries: In when the
 * punches of the last 16 hours (in the employee's own zone, none in the future) are an odd count;
 * otherwise Leave when today's timesheet day is a leave day; otherwise Out when there were
 * punches, No Punch when none. Leave lights up when leave days reach the timesheet (issue 17).
 */
export async function punchStatesOf(tx: OrmTx, facts: CompanyFacts, employees: readonly EmployeeEntity[], now: Date): Promise<Map<string, PunchState>> {
  const states = new Map<string, PunchState>();
  if (!employees.length) return states;
  const seconds = Math.floor(now.getTime() / 1000);
  const windows = new Map(employees.map((e) => {
    const zone = facts.zoneOf(e.departmentId);
    return [e.id, { from: localMinute(seconds - WINDOW_SECONDS, zone), to: localMinute(seconds, zone) }];
  }));
  const lows = [...windows.values()].map((w) => w.from).sort();
  const highs = [...windows.values()].map((w) => w.to).sort();
  const ids = employees.map((e) => e.id);
  const punches = await tx.manager.find(PunchEntity, { where: { employeeId: In(ids), local: Between(lows[0], highs[highs.length - 1]) }, order: { local: 'ASC' } });
  const todays = [...new Set([...windows.values()].map((w) => w.to.slice(0, 10)))];
  const leaveDays = await tx.manager.find(TimesheetDayEntity, { select: { employeeId: true, date: true }, where: { employeeId: In(ids), date: In(todays), type: 'Leave' } });
  const onLeave = new Set(leaveDays.map((d) => `${d.employeeId} ${d.date}`));
  for (const e of employees) {
    const w = windows.get(e.id) as { from: string; to: string };
    const recent = punches.filter((p) => p.employeeId === e.id && p.local >= w.from && p.local <= w.to);
    const last = recent.at(-1) ?? null;
    const status: PunchStatus = recent.length % 2 === 1 ? 'In' : onLeave.has(`${e.id} ${w.to.slice(0, 10)}`) ? 'Leave' : last ? 'Out' : 'No Punch';
    states.set(e.id, { status, last });
  }
  return states;
}
