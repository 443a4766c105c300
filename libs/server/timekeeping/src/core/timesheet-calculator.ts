import { Injectable } from '@nestjs/common';
import type { PunchPairDto, TimesheetDayDto } from '@timekeep/contracts';
import { computeWithApprovals } from '@timekeep/domain-timekeeping';
import {
  closedDaysOf,
  contextRange,
  dayOf,
  LeaveRecord,
  PairResult,
  scheduledDay,
  Timesheet,
  TimesheetDay,
  TimesheetInput,
  wallClockAt,
} from '@timekeep/domain-time-engine';
import { EmployeeEntity } from '@timekeep/server-people';
import type { OrmTx } from '@timekeep/server-platform';
import { Between } from 'typeorm';
import { storeExceptionRows } from './exception-rows';
import { PunchEntity } from './punch.entity';
import { storeTimePairs } from './time-pairs';
import { ApprovedLeaves } from '../ports/approved-leaves.port';
import { CompanyFacts, employeeDaysAndPunches, punchedDates, punchWindow, timesheetInputOf } from './timesheet-inputs';
import { StoredPunchPair, StoredTimesheetDay, StoredWorkShift, TimesheetDayEntity } from './timesheet-day.entity';

/** How long a day of a running pay period is trusted before a read recomputes it: time alone changes it (a day becomes Absent, an open shift a Missing Punch). */
export const RUNNING_PERIOD_TTL_SECONDS = 15 * 60;

const punchType = (p: PunchEntity | undefined): PunchPairDto['inPunchType'] => (!p ? null : p.entry === 'AutoPair' ? 'auto-pair' : p.entry === 'Clock' || p.entry === 'Offline' ? 'clock' : 'manual');

function pairDto(pair: PairResult, punches: ReadonlyMap<string, PunchEntity>): StoredPunchPair {
  const inPunch = pair.inPunchId ? punches.get(pair.inPunchId) : undefined;
  const outPunch = pair.outPunchId ? punches.get(pair.outPunchId) : undefined;
  const first = inPunch ?? outPunch;
  return {
    id: (pair.inPunchId ?? pair.outPunchId) as string,
    inPunchId: pair.inPunchId,
    outPunchId: pair.outPunchId,
    ptimeIn: pair.ptimeIn,
    ptimeOut: pair.ptimeOut,
    rawIn: inPunch?.local ?? null,
    rawOut: outPunch?.local ?? null,
    inPunchType: punchType(inPunch),
    outPunchType: punchType(outPunch),
    inException: pair.inException,
    outException: pair.outException,
    inNote: inPunch?.reason ?? null,
    outNote: outPunch?.reason ?? null,
    worktime: pair.worktime,
    // A supervisor's approval (ADR 0028), as the approvals list shows it: not the engine's "paid without waiting".
    approved: !!inPunch?.approved,
    siteId: first?.workPlaceId ?? null,
    positionId: first?.positionId ?? null,
    jobId: first?.jobId ?? null,
    taskId: first?.taskId ?? null,
  };
}

/** An engine day as the timesheet shows it, its shifts completed from the schedule they came from. */
function storedDay(input: TimesheetInput, day: TimesheetDay, punches: ReadonlyMap<string, PunchEntity>): StoredTimesheetDay {
  const own = input.customRules?.has(day.day) ?? false;
  const scheduled = scheduledDay(input.schedule, day.day, input.customRules);
  const sections = scheduled.kind === 'working' ? scheduled.rule.workSections : [];
  const workShifts: StoredWorkShift[] = day.workShifts.map((shift) => {
    const section = sections.find((s) => s.id === shift.id);
    return {
      id: shift.id,
      schId: shift.id,
      fromTemplate: !own,
      isScheduled: true,
      isApproved: shift.punchPairs.length > 0 && shift.punchPairs.every((p) => p.approved),
      departmentId: section?.departmentId ?? null,
      jobId: section?.jobId ?? null,
      taskId: section?.taskId ?? null,
      startTime: shift.startTime,
      endTime: shift.endTime,
      startTimeType: shift.startTimeType,
      endTimeType: shift.endTimeType,
      breakTime: shift.breakTime,
      deductTime: shift.deductTime,
      workHours: shift.workHours,
      punchPairs: shift.punchPairs.map((p) => pairDto(p, punches)),
      allowOT: shift.allowOT,
      allowEA: shift.allowEA,
      allowLD: shift.allowLD,
      lunchWorkingThrough: shift.lunchWorkingThrough,
      overrideBreakCalculation: shift.overrideBreakCalculation,
      breakCalculationType: section?.breakCalculationType ?? null,
      breakTriggerTime: section?.breakTriggerTime ?? null,
      breakStartTime: section?.breakStartTime ?? null,
      hasCompletePunchPairs: shift.hasCompletePunchPairs,
      exceptions: shift.exceptions,
      apprvUnschWork: section?.apprvUnschWork === true,
    };
  });
  const leave = (l: TimesheetDay['hourLeaves'][number]) => ({ leaveId: l.leaveId, desc: l.desc, fromTime: null, toTime: null, hours: l.hours });
  return {
    day: day.day,
    type: day.type,
    employeeId: day.employeeId,
    holidayName: day.holidayName,
    ...(day.otherwiseWorkingDay ? { otherwiseWorkingDay: day.otherwiseWorkingDay } : {}),
    ...(day.holidayMovedFrom ? { holidayMovedFrom: day.holidayMovedFrom } : {}),
    payTypeTimes: day.payTypeTimes.map((t) => ({ payTypeId: t.payTypeId, name: t.name, unit: t.unit, value: t.value })),
    workShifts,
    unScheduledPairs: day.unScheduledPairs.map((p) => pairDto(p, punches)),
    leaveRecord: day.leaveRecord ? leave(day.leaveRecord) : null,
    hourLeaves: day.hourLeaves.map(leave),
    ignoredPunches: day.ignoredPunches,
    ...(day.unpairedPairs.length ? { unpairedPairs: day.unpairedPairs } : {}),
    exceptions: day.exceptions,
    isApproved: workShifts.length > 0 && workShifts.every((s) => s.isApproved),
    startTime: workShifts[0]?.startTime ?? null,
    startTimeType: workShifts[0]?.startTimeType ?? null,
    endTime: workShifts.at(-1)?.endTime ?? null,
    endTimeType: workShifts.at(-1)?.endTimeType ?? null,
  };
}

/** The days to store, and until when each may be trusted. */
export function storedDays(input: TimesheetInput, timesheet: Timesheet, punches: readonly PunchEntity[], now: Date): Array<{ day: StoredTimesheetDay; validUntil: Date | null }> {
  const byId = new Map(punches.map((p) => [p.id, p]));
  const today = dayOf(wallClockAt(Math.floor(now.getTime() / 1000), input.zone).date);
  // A period that ended two days ago no longer changes with time; a running one is trusted for a while.
  const settled = dayOf(input.to) + 2 < today;
  const validUntil = settled ? null : new Date(now.getTime() + RUNNING_PERIOD_TTL_SECONDS * 1000);
  return timesheet.days.map((d) => ({ day: storedDay(input, d, byId), validUntil }));
}

/**
 * Computes employees' timesheets with the time engine and stores them (the timesheet read model).
 * Callers hold the locks (timesheet-locks.ts) for the employees they recompute.
 */
@Injectable()
export class TimesheetCalculator {
  constructor(private readonly approvedLeaves: ApprovedLeaves) {}

  /** Recomputes the whole context range of `from`..`to` for one employee and stores every day of it. */
  async recompute(tx: OrmTx, facts: CompanyFacts, employee: EmployeeEntity, from: string, to: string, now: Date): Promise<StoredTimesheetDay[]> {
    const range = contextRange(facts.payGroupOf(employee).fields, from, to);
    const { customDays, punches } = await employeeDaysAndPunches(tx, [employee.id], range.from, range.to);
    const leaves = await this.approvedLeaves.approvedLeavesOf(tx, employee.companyId, [employee.id], range.from, range.to);
    const punchedOn = await punchedDates(tx, facts, [employee], range.from, range.to);
    return this.store(tx, facts, [{ employee, customDays: customDays.get(employee.id) ?? new Map(), punches: punches.get(employee.id) ?? [], leaves: leaves.get(employee.id) ?? [], punchedOn: punchedOn.get(employee.id) }], range, now);
  }

  /**
   * The engine's input for one employee over the context range of `from`..`to`, read as
   * `recompute` reads it (own days, punches, approved leave, the days closed pay periods froze),
   * for a decision that runs the engine itself (the auto punch, ADR 0060). Callers hold the locks.
   */
  async inputOf(tx: OrmTx, facts: CompanyFacts, employee: EmployeeEntity, from: string, to: string, now: Date): Promise<TimesheetInput> {
    const range = contextRange(facts.payGroupOf(employee).fields, from, to);
    const { customDays, punches } = await employeeDaysAndPunches(tx, [employee.id], range.from, range.to);
    const leaves = await this.approvedLeaves.approvedLeavesOf(tx, employee.companyId, [employee.id], range.from, range.to);
    const window = punchWindow(range.from, range.to);
    const frozen = await frozenDays(tx, [employee.id], window.from.slice(0, 10), window.to.slice(0, 10));
    const punchedOn = (await punchedDates(tx, facts, [employee], range.from, range.to)).get(employee.id);
    const own = { customDays: customDays.get(employee.id) ?? new Map(), punches: punches.get(employee.id) ?? [], leaves: leaves.get(employee.id) ?? [], closed: closedDaysOf(frozen.get(employee.id) ?? []), punchedOn };
    return timesheetInputOf(facts, employee, range.from, range.to, own, Math.floor(now.getTime() / 1000));
  }

  /** Recomputes many employees over one range, with two reads for all their own facts and one write. */
  async recomputeMany(tx: OrmTx, facts: CompanyFacts, employees: readonly EmployeeEntity[], from: string, to: string, now: Date): Promise<number> {
    // The union of the employees' context ranges (their pay groups' whole periods and weeks): no wider.
    const ranges = [...new Set(employees.map((e) => e.payGroupId))].map((id) => contextRange(facts.payGroupOf(employees.find((e) => e.payGroupId === id) as EmployeeEntity).fields, from, to));
    const whole = { from: ranges.reduce((m, r) => (r.from < m ? r.from : m), from), to: ranges.reduce((m, r) => (r.to > m ? r.to : m), to) };
    const ids = employees.map((e) => e.id);
    const { customDays, punches } = await employeeDaysAndPunches(tx, ids, whole.from, whole.to);
    const leaves = employees.length ? await this.approvedLeaves.approvedLeavesOf(tx, employees[0].companyId, ids, whole.from, whole.to) : new Map<string, LeaveRecord[]>();
    const punchedOn = await punchedDates(tx, facts, employees, whole.from, whole.to);
    const days = await this.store(
      tx,
      facts,
      employees.map((employee) => ({ employee, customDays: customDays.get(employee.id) ?? new Map(), punches: punches.get(employee.id) ?? [], leaves: leaves.get(employee.id) ?? [], punchedOn: punchedOn.get(employee.id) })),
      { from, to },
      now,
    );
    return days.length;
  }

  private async store(
    tx: OrmTx,
    facts: CompanyFacts,
    work: Array<{ employee: EmployeeEntity; customDays: TimesheetInputCustomDays; punches: PunchEntity[]; leaves: LeaveRecord[]; punchedOn?: ReadonlySet<string> }>,
    range: { from: string; to: string },
    now: Date,
  ): Promise<StoredTimesheetDay[]> {
    const rows: Array<Omit<TimesheetDayEntity, 'data' | 'frozenBy'> & { data: StoredTimesheetDay }> = [];
    const all: StoredTimesheetDay[] = [];
    const nowSeconds = Math.floor(now.getTime() / 1000);
    // Every frozen day whose punches the engine reads: the context ranges' punch windows.
    const spans = work.map((w) => contextRange(facts.payGroupOf(w.employee).fields, range.from, range.to)).map((r) => punchWindow(r.from, r.to));
    const window = { from: spans.reduce((m, w) => (w.from < m ? w.from : m), range.from).slice(0, 10), to: spans.reduce((m, w) => (w.to > m ? w.to : m), range.to).slice(0, 10) };
    const frozen = await frozenDays(tx, work.map((w) => w.employee.id), window.from, window.to);
    for (const { employee, customDays, punches, leaves, punchedOn } of work) {
      const closed = closedDaysOf(frozen.get(employee.id) ?? []);
      const { input, timesheet } = computeWithApprovals(timesheetInputOf(facts, employee, range.from, range.to, { customDays, punches, leaves, closed, punchedOn }, nowSeconds));
      for (const { day, validUntil } of storedDays(input, timesheet, punches, now)) {
        // A closed period's day stays as it was paid; the days around it are computed with it as context.
        if (closed?.dates.has(day.day)) continue;
        rows.push({ employeeId: employee.id, date: day.day, companyId: employee.companyId, type: day.type, data: day, stale: false, validUntil, computedAt: now });
        all.push(day);
      }
    }
    for (let i = 0; i < rows.length; i += 1000) {
      await tx.manager.upsert(TimesheetDayEntity, rows.slice(i, i + 1000) as never, ['employeeId', 'date']);
    }
    await storeExceptionRows(tx, rows);
    await storeTimePairs(tx, rows);
    return all;
  }

  /** The stored days of `from`..`to`, recomputing first when any is missing, stale or no longer trusted. */
  async fresh(tx: OrmTx, facts: () => Promise<CompanyFacts>, employee: EmployeeEntity, from: string, to: string, now: Date, lock: () => Promise<void>): Promise<TimesheetDayEntity[]> {
    const read = () => tx.manager.find(TimesheetDayEntity, { where: { employeeId: employee.id, date: Between(from, to) }, order: { date: 'ASC' } });
    const length = dayOf(to) - dayOf(from) + 1;
    const trusted = (days: TimesheetDayEntity[]) => days.length === length && days.every((d) => d.frozenBy !== null || (!d.stale && (!d.validUntil || d.validUntil > now)));
    const stored = await read();
    if (trusted(stored)) return stored;
    // Under the locks, so no change can commit between reading the inputs and storing the days unmarked.
    await lock();
    if (trusted(await read())) return read();
    await this.recompute(tx, await facts(), employee, from, to, now);
    return read();
  }
}

/** The employees' days of `from`..`to` that a closed pay period froze, by employee. */
async function frozenDays(tx: OrmTx, employeeIds: readonly string[], from: string, to: string): Promise<Map<string, StoredTimesheetDay[]>> {
  const { rows } = await tx.sql.query<{ employeeId: string; data: StoredTimesheetDay }>(
    `SELECT employee_id AS "employeeId", data FROM timesheet_day WHERE employee_id = ANY($1::uuid[]) AND date BETWEEN $2 AND $3 AND frozen_by IS NOT NULL`,
    [employeeIds, from, to],
  );
  const byEmployee = new Map<string, StoredTimesheetDay[]>();
  for (const row of rows) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), row.data]);
  return byEmployee;
}

type TimesheetInputCustomDays = Parameters<typeof timesheetInputOf>[4]['customDays'];

/** The punches of each day: where the engine placed them, else their recorded pay date. */
export function punchesByDay(days: readonly StoredTimesheetDay[], punches: readonly PunchEntity[]): Map<string, PunchEntity[]> {
  const placed = new Map<string, string>();
  for (const day of days) {
    const pairs = [...day.workShifts.flatMap((s) => s.punchPairs), ...day.unScheduledPairs];
    for (const pair of pairs) for (const id of [pair.inPunchId, pair.outPunchId]) if (id) placed.set(id, day.day);
    for (const ignored of day.ignoredPunches) placed.set(ignored.punchId, day.day);
  }
  const byDay = new Map<string, PunchEntity[]>();
  for (const punch of [...punches].sort((a, b) => a.local.localeCompare(b.local))) {
    const date = placed.get(punch.id) ?? punch.day;
    byDay.set(date, [...(byDay.get(date) ?? []), punch]);
  }
  return byDay;
}

export type { TimesheetDayDto };
