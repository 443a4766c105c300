import { Injectable } from '@nestjs/common';
import { EventType, sameJson } from '@timekeep/contracts';
import { PayRuleError } from '@timekeep/domain-pay-rules';
import { PeopleError } from '@timekeep/domain-people';
import { checkClashes, crossesMidnight, CustomDay, decideDrafts, EmployeeScheduleChanged, RosterDrafted, RosterError, type RosterPublished, type RosterTraded } from '@timekeep/domain-scheduling';
import { StaleForm } from '@timekeep/domain-kernel';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { ConcurrencyError } from '@timekeep/event-store';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { EmployeeScheduleDayEntity } from './employee-schedule-day.entity';
import { draftedDays, employeeScheduleStreamId, resolvedDays, type ScheduleReads } from './employee-schedule.stream';
import { RosterDraftDayEntity } from '../roster-publishing/roster-publishing.entities';
import { ClosedDays } from '../ports/closed-days.port';
import { TimekeepingError } from '@timekeep/domain-timekeeping';

export const EMPLOYEE_SCHEDULE_CONFLICT = 'This schedule was changed by someone else. Reload it and try again.';

export interface DayChange {
  date: string;
  /** Null gives the date back to the template. */
  rule: CustomDay | null;
}

export interface WriteOptions {
  /** The stream version the form was loaded at: an older one is a 409 with `conflictText`. */
  version?: number;
  conflictText?: string;
  /** How an overlap is answered: the schedule screens' timeclash, or the roster's schedule conflict. */
  overlap?: 'timeclash' | 'scheduleConflict';
  /**
   * The roster planner's change where the company publishes rosters (ADR 0075): checked against
   * the days as the planner sees them (drafts over published) and written as drafts
   * (`scheduling.roster-drafted`), which neither the timesheet nor the employee reads until published.
   */
  draft?: boolean;
  /** Appended after the day's event in the same append (a publish's `scheduling.roster-published`, a trade's `scheduling.roster-traded`). */
  also?: ReadonlyArray<RosterPublished | RosterTraded>;
  /** Templates read once for the many employees a caller writes in one transaction. */
  reads?: ScheduleReads;
}

/**
 * The one way an employee's own days are written, whoever writes them (the Employee schedule
 * screen, the roster, the bulk schedule, the schedule import): inside the caller's transaction,
 * checked with the day either side for overlaps (timeclash) and for a pay-on-finish-day employee's
 * overnight shift, then one `people.employee-schedule-changed` on the employee's stream. Days that
 * would not change are left out, so writing the same days again appends nothing. The days are
 * already checked one by one (checkDayRule) by the caller. Timekeeping's staleness projection
 * refuses a day in a closed pay period and recalculates the timesheet days. A draft (`options.draft`)
 * is checked alike and appended as `scheduling.roster-drafted` on the same stream, so a grid's
 * version check covers drafts and published days together.
 */
@Injectable()
export class EmployeeDays {
  constructor(
    private readonly streams: Streams,
    private readonly payRules: PayRuleLookup,
    private readonly closedDays: ClosedDays,
  ) {}

  /** Whether anything was appended. */
  async write(tx: OrmTx, context: CommandContext, employee: EmployeeEntity, changes: readonly DayChange[], options: WriteOptions = {}): Promise<boolean> {
    // Only the stream's version is needed (the days are read from their read models): never its whole history.
    const version = await this.streams.version(tx, employee.companyId, employeeScheduleStreamId(employee.id));
    if (options.version !== undefined && options.version !== version) throw new StaleForm(options.conflictText ?? EMPLOYEE_SCHEDULE_CONFLICT);
    const dates = changes.map((c) => c.date);
    const published = new Map<string, CustomDay | null>(
      (await tx.manager.findBy(EmployeeScheduleDayEntity, { employeeId: employee.id, date: In(dates) })).map((d) => [d.date, d.rule]),
    );
    const drafts = options.draft ? new Map((await tx.manager.findBy(RosterDraftDayEntity, { employeeId: employee.id, date: In(dates) })).map((d) => [d.date, d.rule])) : new Map<string, CustomDay | null>();
    const current = (date: string) => (drafts.has(date) ? (drafts.get(date) ?? null) : (published.get(date) ?? null));
    const changed = changes.filter((c) => !sameJson(current(c.date), c.rule));
    if (!changed.length) return false;
    // A published day in a closed period is refused by timekeeping's guard as it is written; a draft
    // is not written there, so it is refused here, before it waits for a publish that could not go through.
    if (options.draft && (await this.closedDays.closedDatesOf(tx, employee.id, changed.map((c) => c.date))).length) throw new TimekeepingError('closedPeriod');
    const problem = await this.payRules.sectionsProblem(tx, employee.companyId, changed.flatMap((c) => c.rule?.workSections ?? []));
    if (problem) throw new PeopleError('invalid', problem);
    if (crossesMidnight(changed.flatMap((c) => c.rule ?? [])) && (await this.payRules.paysOnFinishDay(tx, employee.companyId, employee.record.paygroupId))) {
      // Answered as the template save answers it (document 1 §8 "as for templates"): naming the employee.
      throw new PeopleError('payOnFinishDayConflicts', undefined, { employee: `${employee.firstName} ${employee.lastName}` });
    }
    // The changed days among their neighbours, a day either side.
    const changedDays = changed.map((c) => dayOf(c.date));
    const from = Math.min(...changedDays) - 1;
    const to = Math.max(...changedDays) + 1;
    const { days: around, templateDays } = await (options.draft ? draftedDays : resolvedDays)(tx, this.payRules, employee, dateOf(from), dateOf(to), options.reads);
    // Each date as it will be: the changed day, the template's day given back, or as it is.
    const byDate = new Map(changed.map((c) => [c.date, c.rule ?? templateDays.find((d) => d.title === c.date)]));
    try {
      checkClashes(
        around.map((d) => ({ workSections: (byDate.get(d.title) ?? d).workSections, day: dayOf(d.title) - from })),
        null,
      );
    } catch (error) {
      if (!(error instanceof PayRuleError)) throw error;
      if (options.overlap === 'scheduleConflict' && error.code === 'timeclash') throw new RosterError('scheduleConflict');
      throw new PeopleError(error.code === 'timeclash' || error.code === 'nextDay' ? error.code : 'invalid', error.message);
    }
    const event: EmployeeScheduleChanged | RosterDrafted = options.draft
      ? { type: EventType.RosterDrafted, v: 1, data: { employeeId: employee.id, ...decideDrafts(changed, published) } }
      : { type: EventType.EmployeeScheduleChanged, v: 1, data: { employeeId: employee.id, days: changed } };
    try {
      await this.streams.append(tx, context, { id: employeeScheduleStreamId(employee.id), type: 'employeeSchedule', expected: version === 0 ? 'no_stream' : version }, [event, ...(options.also ?? [])]);
    } catch (error) {
      // Another write of this employee's days committed since they were read: never a silent overwrite.
      if (error instanceof ConcurrencyError) throw new StaleForm(options.conflictText ?? EMPLOYEE_SCHEDULE_CONFLICT);
      throw error;
    }
    return true;
  }
}
