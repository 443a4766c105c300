import { Injectable } from '@nestjs/common';
import { Action, OFF_DAY_SHIFT, Resource, ROSTER_TEXTS, WorkSectionDto } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { StaleForm } from '@timekeep/domain-kernel';
import { PeopleError } from '@timekeep/domain-people';
import { CustomDay, nextSectionId, offDay, RosterError, sectionOfShift, unscheduledDay, withoutSection, withSection } from '@timekeep/domain-scheduling';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeEntity, mustHave } from '@timekeep/server-people';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { DayChange, EmployeeDays } from '../employee-schedules/employee-days';
import { employeeScheduleStreamId, reachableEmployee, resolvedDays } from '../employee-schedules/employee-schedule.stream';
import { RosterShiftEntity } from './roster-shift.entity';

/** A cell of the roster: an employee's date, at the version the grid showed. */
export interface Cell {
  employeeId: string;
  ruleDate: string;
  version?: number;
}

/** What is dropped: a library shift (or the Off Day), or a section taken from another cell. */
export type Dropped = { shiftId: string } | { from: Cell & { workSectionId: string } };

const rosterWrite = { conflictText: ROSTER_TEXTS.changedMeanwhile, overlap: 'scheduleConflict' } as const;

/**
 * The roster's writes (document 2 §4, §5 "Dropping", §7): each becomes the employees' own days
 * through the one writer (EmployeeDays), in one transaction, so a drop and a move are whole or
 * nothing and every change recalculates the timesheet days it touches. A cell sent with the version
 * the grid showed is refused (409) when another change landed first.
 */
@Injectable()
export class RosterCommands {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly payRules: PayRuleLookup,
    private readonly days: EmployeeDays,
  ) {}

  /** POST /standardshifts/handleScheduleByShift without delFlag: a shift dropped on a cell (moved when taken from another). */
  async drop(context: CommandContext, target: Cell, dropped: Dropped): Promise<void> {
    mustHave(allowed(context));
    await this.streams.transaction(async (tx) => {
      await lockSchedules(tx, 'from' in dropped ? [target.employeeId, dropped.from.employeeId] : [target.employeeId]);
      const employee = await this.cellOf(tx, context, target);
      const source = 'from' in dropped ? await this.taken(tx, context, dropped.from) : null;
      if (source?.section === 'offDay' || ('shiftId' in dropped && dropped.shiftId === OFF_DAY_SHIFT.id)) {
        await this.offDayOn(tx, context, employee, target, source);
        return;
      }
      const { section, dayOffset } = 'shiftId' in dropped ? await this.librarySection(tx, context, dropped.shiftId) : { section: source?.section as WorkSectionDto, dayOffset: 0 as const };
      const date = dateOf(dayOf(target.ruleDate) + dayOffset);
      // A section moved within its own cell leaves before it lands.
      const sameCell = source && source.employee.id === employee.id && source.change.date === date;
      const current = sameCell && source.change.rule ? source.change.rule : await this.dayOf(tx, employee, date);
      const placed = { ...section, id: nextSectionId(date, [current]) };
      const changes = new Map<string, DayChange[]>([[employee.id, [{ date, rule: withSection(current, date, placed) }]]]);
      if (source) addChange(changes, source.employee.id, source.change);
      await this.write(tx, context, changes, target, source);
    });
  }

  /** POST /standardshifts/handleScheduleByShift with delFlag: one section taken off a day. */
  async remove(context: CommandContext, cell: Cell, workSectionId: string): Promise<void> {
    mustHave(allowed(context));
    await this.streams.transaction(async (tx) => {
      await lockSchedules(tx, [cell.employeeId]);
      const employee = await this.cellOf(tx, context, cell);
      const current = await this.dayOf(tx, employee, cell.ruleDate);
      if (!current.workSections.some((s) => s.id === workSectionId)) throw new PeopleError('notFound', 'This shift is no longer on the roster.');
      await this.days.write(tx, context, employee, [{ date: cell.ruleDate, rule: withoutSection(current, cell.ruleDate, workSectionId) }], { ...rosterWrite, version: cell.version });
    });
  }

  /** POST /standardshifts/addOffDay: the off day replaces the day's schedule (document 2 §4). */
  async addOffDay(context: CommandContext, cell: Cell): Promise<void> {
    mustHave(allowed(context));
    await this.streams.transaction(async (tx) => {
      await lockSchedules(tx, [cell.employeeId]);
      const employee = await this.cellOf(tx, context, cell);
      await this.offDayOn(tx, context, employee, cell, null);
    });
  }

  /**
   * POST /standardshifts/delOffDay: an off day put on the roster is taken off, and the day is the
   * template's again; the template's own off day becomes a day without a schedule.
   */
  async removeOffDay(context: CommandContext, cell: Cell): Promise<void> {
    mustHave(allowed(context));
    await this.streams.transaction(async (tx) => {
      await lockSchedules(tx, [cell.employeeId]);
      const employee = await this.cellOf(tx, context, cell);
      const { days } = await resolvedDays(tx, this.payRules, employee, cell.ruleDate, cell.ruleDate);
      if (!days[0].isOffDay) throw new PeopleError('notFound', 'This day is not an off day.');
      const rule = days[0].custom ? null : unscheduledDay(cell.ruleDate);
      await this.days.write(tx, context, employee, [{ date: cell.ruleDate, rule }], { ...rosterWrite, version: cell.version });
    });
  }

  /**
   * POST /standardshifts/batchScheduleRule (document 2 "Add shift to employees"): the shift on the
   * date for each employee, all or none: one conflict refuses the batch, naming the employee.
   */
  async addToEmployees(context: CommandContext, shiftId: string, employeeIds: string[], date: string): Promise<void> {
    mustHave(allowed(context));
    await this.streams.transaction(async (tx) => {
      const library = shiftId === OFF_DAY_SHIFT.id ? null : await this.librarySection(tx, context, shiftId);
      for (const employeeId of [...new Set(employeeIds)]) {
        const employee = await reachableEmployee(tx, this.scope, context.principal, employeeId);
        try {
          if (!library) {
            await this.days.write(tx, context, employee, [{ date, rule: offDay(date) }], rosterWrite);
            continue;
          }
          const day = dateOf(dayOf(date) + library.dayOffset);
          const current = await this.dayOf(tx, employee, day);
          await this.days.write(tx, context, employee, [{ date: day, rule: withSection(current, day, { ...library.section, id: nextSectionId(day, [current]) }) }], rosterWrite);
        } catch (error) {
          if (error instanceof RosterError && error.code === 'scheduleConflict') throw new RosterError('scheduleConflict', undefined, { employeeName: `${employee.firstName} ${employee.lastName}` });
          throw error;
        }
      }
    });
  }

  private async offDayOn(tx: OrmTx, context: CommandContext, employee: EmployeeEntity, target: Cell, source: Taken | null): Promise<void> {
    const changes = new Map<string, DayChange[]>([[employee.id, [{ date: target.ruleDate, rule: offDay(target.ruleDate) }]]]);
    if (source) addChange(changes, source.employee.id, source.change);
    await this.write(tx, context, changes, target, source);
  }

  /** Each employee's changes in one write, checked against the version their cell showed. */
  private async write(tx: OrmTx, context: CommandContext, changes: Map<string, DayChange[]>, target: Cell, source: Taken | null): Promise<void> {
    for (const [employeeId, days] of changes) {
      const version = employeeId === target.employeeId ? target.version : source?.cell.version;
      const employee = employeeId === source?.employee.id ? source.employee : await reachableEmployee(tx, this.scope, context.principal, employeeId);
      await this.days.write(tx, context, employee, days, { ...rosterWrite, version });
    }
  }

  /**
   * The cell's employee, if the principal may reach them, checked against the version the grid
   * showed before anything is read from it (under the schedule's lock, lockSchedules): of two
   * drops on one cell the later is always the 409 the grid reloads on, never a stale overlap.
   */
  private async cellOf(tx: OrmTx, context: CommandContext, cell: Cell): Promise<EmployeeEntity> {
    const employee = await reachableEmployee(tx, this.scope, context.principal, cell.employeeId);
    if (cell.version !== undefined && cell.version !== (await this.streams.version(tx, employee.companyId, employeeScheduleStreamId(employee.id)))) {
      throw new StaleForm(ROSTER_TEXTS.changedMeanwhile);
    }
    return employee;
  }

  /** The section (or off day) taken from a cell, and that cell without it. */
  private async taken(tx: OrmTx, context: CommandContext, from: Cell & { workSectionId: string }): Promise<Taken> {
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

  private async librarySection(tx: OrmTx, context: CommandContext, shiftId: string) {
    const shift = /^[0-9a-f-]{36}$/i.test(shiftId) ? await tx.manager.findOneBy(RosterShiftEntity, { id: shiftId, companyId: context.principal.companyId }) : null;
    if (!shift) throw new PeopleError('notFound', 'This shift does not exist.');
    return sectionOfShift({ ...shift, id: shift.id }, 'new');
  }

  /** The employee's day as the roster shows it: their own, or the template's. */
  private async dayOf(tx: OrmTx, employee: EmployeeEntity, date: string): Promise<CustomDay> {
    const { days } = await resolvedDays(tx, this.payRules, employee, date, date);
    const { title, isOffDay, workSections } = days[0];
    return { title, isOffDay, isClosed: false, workSections };
  }
}

interface Taken {
  employee: EmployeeEntity;
  cell: Cell;
  section: WorkSectionDto | 'offDay';
  change: DayChange;
}

/**
 * The roster's writes to these employees' schedules one at a time, from before the version check
 * until commit: without it a drop could pass the check, then read the day another drop had just
 * committed, and answer an overlap instead of the conflict. Taken in id order (a move holds two),
 * and before the timesheet locks the append takes, so they never wait on each other in a circle.
 */
async function lockSchedules(tx: OrmTx, employeeIds: string[]): Promise<void> {
  for (const id of [...new Set(employeeIds)].sort()) await tx.sql.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tk-roster-schedule:${id}`]);
}

function addChange(changes: Map<string, DayChange[]>, employeeId: string, change: DayChange): void {
  const list = changes.get(employeeId) ?? [];
  // A move within one day is the target's change alone: the section leaves and lands on the same date.
  if (list.some((c) => c.date === change.date)) return;
  changes.set(employeeId, [...list, change]);
}

const allowed = (context: CommandContext) => context.principal.kind === 'system' || can(context.principal, Resource.Roster, Action.Update);
