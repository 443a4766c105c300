import { Injectable } from '@nestjs/common';
import { Action, OFF_DAY_SHIFT, Resource, ROSTER_TEXTS, WorkSectionDto } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { StaleForm } from '@timekeep/domain-kernel';
import { PeopleError } from '@timekeep/domain-people';
import { CustomDay, offDay, RosterError, sectionOfShift, unscheduledDay, withoutSection } from '@timekeep/domain-scheduling';
import { brokenBy, dateOf, dayOf, type PlacedWarning } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeEntity, mustHave } from '@timekeep/server-people';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { DayChange, EmployeeDays, WriteOptions } from '../employee-schedules/employee-days';
import { draftedDays, employeeScheduleStreamId, reachableEmployee, resolvedDays } from '../employee-schedules/employee-schedule.stream';
import { RosterSettingsLookup } from '../roster-publishing/roster-settings';
import { RosterShiftEntity } from './roster-shift.entity';
import { ShiftChecks } from './shift-checks';

/** A cell of the roster: an employee's date, at the version the grid showed. */
export interface Cell {
  employeeId: string;
  ruleDate: string;
  version?: number;
}

/** What is dropped: a library shift (or the Off Day), or a section taken from another cell. */
export type Dropped = { shiftId: string } | { from: Cell & { workSectionId: string } };

/** The section (or off day) taken from a cell, and that cell without it. */
export interface Taken {
  employee: EmployeeEntity;
  cell: Cell;
  section: WorkSectionDto | 'offDay';
  change: DayChange;
}

export const rosterWrite = { conflictText: ROSTER_TEXTS.changedMeanwhile, overlap: 'scheduleConflict' } as const;

export const mayChangeRoster = (context: CommandContext) => mustHave(context.principal.kind === 'system' || can(context.principal, Resource.Roster, Action.Update));

/**
 * What the roster's writes (document 2 §4, §5 "Dropping", §7) share: each becomes the employees'
 * own days through the one writer (EmployeeDays), in one transaction, so a drop and a move are
 * whole or nothing and every change recalculates the timesheet days it touches. A cell sent with
 * the version the grid showed is refused (409) when another change landed first.
 */
@Injectable()
export class RosterCells {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly payRules: PayRuleLookup,
    private readonly days: EmployeeDays,
    private readonly shiftChecks: ShiftChecks,
    private readonly settings: RosterSettingsLookup,
  ) {}

  /**
   * The employee's days as the planner sees them: where the company publishes rosters, her drafts
   * over what is published (ADR 0075); else what is published.
   */
  async daysOf(tx: OrmTx, employee: EmployeeEntity, from: string, to: string) {
    return ((await this.settings.publishes(tx, employee.companyId)) ? draftedDays : resolvedDays)(tx, this.payRules, employee, from, to);
  }

  /**
   * An employee's days written as the roster writes them: drafts where the company publishes rosters
   * (ADR 0075), unless the caller says (a trade between employees changes published days, ADR 0079).
   */
  async writeDays(tx: OrmTx, context: CommandContext, employee: EmployeeEntity, days: readonly DayChange[], options: WriteOptions): Promise<boolean> {
    return this.days.write(tx, context, employee, days, { ...options, draft: options.draft ?? (await this.settings.publishes(tx, employee.companyId)) });
  }

  /** The off day on the target cell (and the source cell without what was taken from it). */
  async offDayOn(tx: OrmTx, context: CommandContext, employee: EmployeeEntity, target: Cell, source: Taken | null): Promise<void> {
    const changes = new Map<string, DayChange[]>([[employee.id, [{ date: target.ruleDate, rule: offDay(target.ruleDate) }]]]);
    if (source) addChange(changes, source.employee.id, source.change);
    await this.write(tx, context, changes, target, source);
  }

  /** Each employee's changes in one write, checked against the version their cell showed. */
  async write(tx: OrmTx, context: CommandContext, changes: Map<string, DayChange[]>, target: Cell, source: Taken | null): Promise<void> {
    for (const [employeeId, days] of changes) {
      const version = employeeId === target.employeeId ? target.version : source?.cell.version;
      const employee = employeeId === source?.employee.id ? source.employee : await reachableEmployee(tx, this.scope, context.principal, employeeId);
      await this.writeChecked(tx, context, employee, days, { ...rosterWrite, version });
    }
  }

  /**
   * One employee's days through the writer, refused when they break a rule her condition set blocks
   * (ADR 0074) or put a shift on a time she cannot work where the employer blocks that (ADR 0077): the sentence, after `who` when several people are written at once. The transaction
   * rolls back; rules that warn show on the grid.
   */
  async writeChecked(tx: OrmTx, context: CommandContext, employee: EmployeeEntity, days: readonly DayChange[], options: WriteOptions, who?: string): Promise<void> {
    const checks = (await this.shiftChecks.of(tx, employee.companyId, [employee.id])).get(employee.id);
    // Nothing of hers blocks: the write needs no reading of the days around it.
    if (!checks?.blocks) {
      await this.writeDays(tx, context, employee, days, options);
      return;
    }
    const around = { dates: days.map((d) => d.date), reach: checks.reach };
    const before = await this.warningsAround(tx, employee, around);
    if (!(await this.writeDays(tx, context, employee, days, options))) return;
    const broken = brokenBy(before, await this.warningsAround(tx, employee, around));
    if (broken) throw new RosterError('invalid', who ? `${who}: ${broken.text}` : broken.text);
  }

  /** The compliance warnings on an employee's shifts within her checks' reach of these dates (ADR 0074). */
  private async warningsAround(tx: OrmTx, employee: EmployeeEntity, { dates, reach }: { dates: readonly string[]; reach: number }): Promise<PlacedWarning[]> {
    const days = dates.map(dayOf);
    const { days: around } = await this.daysOf(tx, employee, dateOf(Math.min(...days) - reach), dateOf(Math.max(...days) + reach));
    const sections = around.flatMap((d) => d.workSections.map((section) => ({ employeeId: employee.id, date: d.title, section })));
    const paid = await this.shiftChecks.priced(tx, employee.companyId, sections);
    return paid.flatMap((p, i) => p.warnings.map((warning) => ({ date: sections[i].date, startTime: sections[i].section.startTime, warning })));
  }

  /**
   * The cell's employee, if the principal may reach them, checked against the version the grid
   * showed before anything is read from it (under the schedule's lock, lockSchedules): of two
   * drops on one cell the later is always the 409 the grid reloads on, never a stale overlap.
   */
  async cellOf(tx: OrmTx, context: CommandContext, cell: Cell): Promise<EmployeeEntity> {
    const employee = await reachableEmployee(tx, this.scope, context.principal, cell.employeeId);
    if (cell.version !== undefined && cell.version !== (await this.streams.version(tx, employee.companyId, employeeScheduleStreamId(employee.id)))) {
      throw new StaleForm(ROSTER_TEXTS.changedMeanwhile);
    }
    return employee;
  }

  /** The section (or off day) taken from a cell, and that cell without it. */
  async taken(tx: OrmTx, context: CommandContext, from: Cell & { workSectionId: string }): Promise<Taken> {
    const employee = await this.cellOf(tx, context, from);
    const current = await this.dayOf(tx, employee, from.ruleDate);
    if (from.workSectionId === OFF_DAY_SHIFT.id) {
      if (!current.isOffDay) throw new PeopleError('notFound', 'This off day is no longer on the roster.');
      return { employee, cell: from, section: 'offDay', change: { date: from.ruleDate, rule: unscheduledDay(from.ruleDate) } };
    }
    const section = current.workSections.find((s) => s.id === from.workSectionId);
    if (!section) throw new PeopleError('notFound', 'This shift is no longer on the roster.');
    return { employee, cell: from, section, change: { date: from.ruleDate, rule: withoutSection(current, from.ruleDate, section.id) } };
  }

  async librarySection(tx: OrmTx, context: CommandContext, shiftId: string) {
    const shift = /^[0-9a-f-]{36}$/i.test(shiftId) ? await tx.manager.findOneBy(RosterShiftEntity, { id: shiftId, companyId: context.principal.companyId }) : null;
    if (!shift) throw new PeopleError('notFound', 'This shift does not exist.');
    return sectionOfShift({ ...shift, id: shift.id }, 'new');
  }

  /** The employee's day as the roster shows it: their own (or the draft of it), or the template's. */
  async dayOf(tx: OrmTx, employee: EmployeeEntity, date: string): Promise<CustomDay> {
    const { days } = await this.daysOf(tx, employee, date, date);
    const { title, isOffDay, workSections } = days[0];
    return { title, isOffDay, isClosed: false, workSections };
  }
}

/**
 * The roster's writes to these employees' schedules one at a time, from before the version check
 * until commit: without it a drop could pass the check, then read the day another drop had just
 * committed, and answer an overlap instead of the conflict. Taken in id order (a move holds two),
 * and before the timesheet locks the append takes, so they never wait on each other in a circle.
 */
export async function lockSchedules(tx: OrmTx, employeeIds: string[]): Promise<void> {
  for (const id of [...new Set(employeeIds)].sort()) await tx.sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tk-roster-schedule:${id}`]);
}

export function addChange(changes: Map<string, DayChange[]>, employeeId: string, change: DayChange): void {
  const list = changes.get(employeeId) ?? [];
  // A move within one day is the target's change alone: the section leaves and lands on the same date.
  if (list.some((c) => c.date === change.date)) return;
  changes.set(employeeId, [...list, change]);
}
