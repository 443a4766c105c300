import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { PayGroupFields } from '@timekeep/contracts';
import type { HolidayFields } from '@timekeep/domain-pay-rules';
import { dateOf, dayOf, instantOf, payPeriodOf, wallClockAt } from '@timekeep/domain-time-engine';
import { CompanyEntity, companyStateOf } from '@timekeep/server-organisation';
import { fieldsOf, PayRuleEntity } from '@timekeep/server-pay-rules';
import { CommandContext } from '@timekeep/server-platform';
import { EmployeeScheduleDayEntity, SaveEmployeeScheduleCommand } from '@timekeep/server-scheduling';
import { RecordClockPunchesCommand } from '@timekeep/server-timekeeping';
import { DEMO_EMPLOYEE_LOGIN_AS_EMPLOYEE, DEMO_EMPLOYEES, DEMO_PAY_GROUPS, DEMO_SCHEDULES } from './demo-employees';
import { DEMO_STRUCTURE } from './demo-people';

/** Who punches: the seed's own knowledge of each employee's template, pay group and position. */
export interface DemoWorker {
  id: string;
  scheduleId: string;
  payGroupId: string;
  positionId: string;
  /** Mere, the demo Employee login: her first timesheet shows a missing out and a double read. */
  featured?: boolean;
  /** The driver who does a Saturday night run; the picker who comes in on a Sunday. */
  nightRun?: boolean;
  sundayStocktake?: boolean;
}

export interface CustomShiftDay {
  title: string;
  isOffDay: boolean;
  isClosed: boolean;
  workSections: Array<{ startTime: string; endTime: string; startTimeType: 'Today'; endTimeType: 'Today' | 'NextDay'; breakTime: number }>;
}

export interface WorkerPlan {
  /** Clock reads, yyyy-MM-ddTHH:mm wall times in time order (a double read is two equal ones). */
  reads: Array<{ local: string; jobId: string | null }>;
  /** Days the supervisor rostered differently from the template: extended shifts and the night run. */
  customDays: CustomShiftDay[];
}

/** Every punch's pay date lies in the two fortnights ending with the current pay period. */
export const DEMO_PUNCH_DAYS = 28;
/** A missing out is only missing once the pay group's longest shift (16 hours by default) has run out. */
const LONGEST_SHIFT_MINUTES = 16 * 60;

/** mulberry32 seeded from a string: the same employee and date always draw the same numbers. */
function randomFor(key: string): () => number {
  let h = 1779033703 ^ key.length;
  for (let i = 0; i < key.length; i++) {
    h = Math.imul(h ^ key.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, '0');
/** The wall time `minutes` after midnight of `date` (past 24:00 it is on the next day). */
const wallAt = (date: string, minutes: number) => `${dateOf(dayOf(date) + Math.floor(minutes / 1440))}T${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}`;

/** The template's day for a date (Weekly and Fortnightly cycles from the template's start date). */
function templateDay(scheduleId: string, date: string) {
  const template = DEMO_SCHEDULES.find((s) => s.id === scheduleId)?.input;
  if (!template) return null;
  const cycle = template.periodType === 'Fortnightly' ? 14 : template.periodType === 'Daily' ? 1 : template.periods * template.days;
  const offset = dayOf(date) - dayOf(template.startDate);
  if (offset < 0) return null;
  const rule = template.scheduleRules.find((r) => r.num === (offset % cycle) + 1);
  return rule && !rule.isOffDay && rule.workSections?.length ? rule.workSections : null;
}

const isoWeekday = (date: string) => ((((dayOf(date) + 3) % 7) + 7) % 7) + 1; // 1970-01-01 was a Thursday

/** The first and last pay dates of the two fortnights ending with the pay group's current period. */
export function demoPunchRange(payGroup: Pick<PayGroupFields, 'period' | 'startTime' | 'startDayOfMonth'>, today: string): { from: string; to: string } {
  const current = payPeriodOf(payGroup, today);
  return { from: dateOf(dayOf(current.end) - (DEMO_PUNCH_DAYS - 1)), to: current.end };
}

/**
 * Two fortnights of clock reads for each worker, up to `now` and never after it: mostly on time, some
 * late arrivals, extended (overtime) days rostered on the employee's schedule, a Saturday night run,
 * a Sunday stocktake (the one unscheduled day), and Mere's missing out and double read on her last
 * two finished days. Pure and deterministic: the same workers, date and time give the same plan.
 */
export function planDemoPunches(workers: readonly DemoWorker[], now: number, zone: string, holidays: ReadonlySet<string>): Map<string, WorkerPlan> {
  const today = wallClockAt(now, zone).date;
  const nowLocal = wallAt(today, Math.floor(wallClockAt(now, zone).seconds / 60));
  const ago = (local: string) => (now - instantOf(local, zone)) / 60;
  const plans = new Map<string, WorkerPlan>();
  for (const worker of workers) {
    const payGroup = DEMO_PAY_GROUPS.find((g) => g.id === worker.payGroupId);
    if (!payGroup) continue;
    const { from } = demoPunchRange(payGroup.fields, today);
    const position = DEMO_STRUCTURE.find((d) => d.id === worker.positionId);
    const jobs: string[] = position && 'jobIds' in position ? [...position.jobIds] : [];
    const job = jobs.length ? jobs[between(randomFor(worker.id), 0, jobs.length - 1)] : null;
    const warehouse = worker.scheduleId === DEMO_SCHEDULES[1].id;
    const reads: WorkerPlan['reads'] = [];
    const customDays: CustomShiftDay[] = [];
    const read = (local: string) => reads.push({ local, jobId: job });

    // Mere's finished days, latest first: the last one lacks its out, the one before has a double read.
    const finished: string[] = [];
    for (let day = dayOf(today); day >= dayOf(from) && worker.featured && finished.length < 2; day--) {
      const date = dateOf(day);
      const sections = templateDay(worker.scheduleId, date);
      if (sections && !holidays.has(date) && ago(wallAt(date, minutesOf(sections[0].startTime ?? '00:00'))) > LONGEST_SHIFT_MINUTES + 60) finished.push(date);
    }
    const [missingOut, doubleRead] = finished;

    // The night run is the latest Saturday whose run has ended; the stocktake the latest Sunday it is over by.
    const lastWeekday = (weekday: number, endsAfter: number) => {
      for (let day = dayOf(today); day >= dayOf(from); day--) if (isoWeekday(dateOf(day)) === weekday && ago(wallAt(dateOf(day), endsAfter)) >= 0) return dateOf(day);
      return null;
    };
    const nightRun = worker.nightRun ? lastWeekday(6, 24 * 60 + 6 * 60 + 45) : null;
    const stocktake = worker.sundayStocktake ? lastWeekday(7, 12 * 60 + 15) : null;

    for (let day = dayOf(from); day <= dayOf(today); day++) {
      const date = dateOf(day);
      const random = randomFor(`${worker.id}:${date}`);
      if (holidays.has(date)) continue;
      if (date === stocktake) {
        read(wallAt(date, 8 * 60 - between(random, 0, 6)));
        read(wallAt(date, 12 * 60 + between(random, 0, 8)));
        continue;
      }
      let sections = templateDay(worker.scheduleId, date);
      if (!sections) continue;
      if (date === nightRun) {
        const section = { startTime: '22:00', endTime: '06:30', startTimeType: 'Today' as const, endTimeType: 'NextDay' as const, breakTime: 30 };
        customDays.push({ title: date, isOffDay: false, isClosed: false, workSections: [section] });
        read(wallAt(date, 22 * 60 - between(random, 3, 10)));
        read(wallAt(date, 24 * 60 + 6 * 60 + 30 + between(random, 0, 8)));
        continue;
      }
      // About one warehouse week in three has a rostered long Thursday (until 16:30): overtime once the week passes 40 hours.
      const weekRandom = randomFor(`${worker.id}:week:${dateOf(day - isoWeekday(date) + 1)}`);
      if (warehouse && isoWeekday(date) === 4 && weekRandom() < 0.35 && !worker.featured) {
        const extended = { startTime: sections[0].startTime ?? '06:00', endTime: '16:30', startTimeType: 'Today' as const, endTimeType: 'Today' as const, breakTime: 30 };
        customDays.push({ title: date, isOffDay: false, isClosed: false, workSections: [extended] });
        sections = [extended];
      }
      for (const section of sections) {
        const start = minutesOf(section.startTime ?? '00:00');
        const end = minutesOf(section.endTime ?? '00:00') + (section.endTimeType === 'NextDay' ? 1440 : 0);
        const late = date !== doubleRead && date !== missingOut && random() < 0.08;
        const inAt = wallAt(date, late ? start + between(random, 9, 35) : start - between(random, 1, 12));
        read(inAt);
        if (date === doubleRead || (!worker.featured && random() < 0.02)) read(inAt);
        if (date === missingOut || (!worker.featured && date !== today && random() < 0.01 && ago(inAt) > LONGEST_SHIFT_MINUTES)) continue;
        read(wallAt(date, end + between(random, 0, 9)));
      }
    }
    plans.set(worker.id, { reads: reads.filter((r) => r.local <= nowLocal).sort((a, b) => a.local.localeCompare(b.local)), customDays: customDays.filter((d) => d.title <= today) });
  }
  return plans;
}

/** The demo company's workers: the fifty employees as the seed hires them, and Mere. */
export function demoWorkers(mereEmployeeId: string | null): DemoWorker[] {
  const workers: DemoWorker[] = DEMO_EMPLOYEES.map((e) => ({
    id: e.id,
    scheduleId: e.input.scheduleId as string,
    payGroupId: e.input.paygroupId as string,
    positionId: e.input.departmentId as string,
  }));
  // The first Auckland driver does the night run, the first picker the Sunday stocktake.
  const driver = workers.find((w) => w.positionId === DEMO_STRUCTURE[3].id);
  const picker = workers.find((w) => w.positionId === DEMO_STRUCTURE[4].id);
  if (driver) driver.nightRun = true;
  if (picker) picker.sundayStocktake = true;
  if (mereEmployeeId) {
    const { employee } = DEMO_EMPLOYEE_LOGIN_AS_EMPLOYEE;
    workers.unshift({ id: mereEmployeeId, scheduleId: employee.scheduleId, payGroupId: employee.paygroupId, positionId: employee.departmentId, featured: true });
  }
  return workers;
}

/**
 * Records the plan through the command bus as a time clock would (source kiosk: every read kept,
 * double reads included), with the rostered days saved on the employee schedule first.
 * Idempotent and topping up: an employee gets only the reads after their latest punch, so a
 * second run adds nothing and a run days later brings the demo up to date.
 */
export async function seedDemoPunches(app: INestApplicationContext, companyId: string, mereEmployeeId: string | null, now = new Date()): Promise<{ punches: number; employees: number }> {
  const data = app.get(DataSource);
  const commands = app.get(CommandBus);
  const company = await data.getRepository(CompanyEntity).findOneByOrFail({ id: companyId });
  const holidays = new Set((await data.getRepository(PayRuleEntity).findBy({ companyId, kind: 'holiday' })).map((r) => fieldsOf<HolidayFields>(r).date));
  // The company's zone, as the timesheet reads it (no demo department has a zone of its own).
  const zone = companyStateOf(company).detail.timeZoneId || company.timeZone;
  const plans = planDemoPunches(demoWorkers(mereEmployeeId), Math.floor(now.getTime() / 1000), zone, holidays);
  const latest = new Map<string, string>(
    (await data.query('SELECT employee_id AS id, max(local) AS local FROM punch WHERE company_id = $1 GROUP BY employee_id', [companyId])).map((r: { id: string; local: string }) => [r.id, r.local]),
  );
  // A period someone closed on the demo stays as it was: reads that fall in it are not added.
  const closed = (await data.query(
    `SELECT e.id, p.from_date::text AS "from", p.to_date::text AS "to" FROM pay_period p JOIN employee e ON e.pay_group_id = p.pay_group_id WHERE p.company_id = $1 AND p.closed`,
    [companyId],
  )) as Array<{ id: string; from: string; to: string }>;
  const isClosed = (employeeId: string, date: string) => closed.some((c) => c.id === employeeId && date >= c.from && date <= c.to);
  const context = (source: CommandContext['source']): CommandContext => ({ principal: { kind: 'system', id: 'seed', companyId, roles: [] }, source, correlationId: randomUUID(), causationId: null, now });

  let punches = 0;
  let employees = 0;
  const seedOne = async (employeeId: string, plan: WorkerPlan) => {
    const after = latest.get(employeeId);
    const reads = plan.reads.filter((r) => (!after || r.local > after) && !isClosed(employeeId, r.local.slice(0, 10)));
    if (!reads.length) return;
    const own = new Set((await data.getRepository(EmployeeScheduleDayEntity).findBy({ employeeId })).map((d) => d.date));
    const days = plan.customDays.filter((d) => !own.has(d.title) && (!after || d.title >= after.slice(0, 10)) && !isClosed(employeeId, d.title));
    if (days.length) await commands.execute(new SaveEmployeeScheduleCommand(context('system'), employeeId, days));
    // Two reads alone are taken as an in and an out, which must run forwards: a lone double read goes one by one.
    const batches = reads.length === 2 && reads[0].local === reads[1].local ? reads.map((r) => [r]) : [reads];
    for (const batch of batches) await commands.execute(new RecordClockPunchesCommand(context('kiosk'), employeeId, batch));
    punches += reads.length;
    employees++;
  };
  // A few employees at once: each write holds only its own employee's lock.
  const entries = [...plans];
  for (let i = 0; i < entries.length; i += 6) await Promise.all(entries.slice(i, i + 6).map(([id, plan]) => seedOne(id, plan)));
  return { punches, employees };
}
