import { Injectable } from '@nestjs/common';
import { Action, Resource } from '@timekeep/contracts';
import { StaleForm } from '@timekeep/domain-kernel';
import { can, reachesOnlySelf } from '@timekeep/domain-identity';
import { TIMESHEET_TEXTS } from '@timekeep/contracts';
import { approvalsDroppedBy, refusePunchDates, TimesheetEvent, TimesheetStream, timesheetFold, timesheetStreamId } from '@timekeep/domain-timekeeping';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity, mustHave } from '@timekeep/server-people';
import { CommandContext, DateWindows, OrmTx, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '@timekeep/server-scheduling';
import { ConcurrencyError } from '@timekeep/event-store';
import { assertDatesOpen } from '../pay-periods/pay-periods';
import { PunchEntity } from './punch.entity';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { storedPairOf } from './timesheet-view';
import { Between } from 'typeorm';
import { isUuid } from '@timekeep/contracts';
import { withPunches } from './timesheet-view';
import { WorkCodeNames } from './work-code-names';
import { punchWindow } from './timesheet-inputs';
import type { TimesheetDayDto } from '@timekeep/contracts';
import { CompanyFacts } from './timesheet-inputs';
import { lockForEmployeeWrite } from './timesheet-locks';
import { TimesheetCalculator } from './timesheet-calculator';

export interface TimesheetWrite<R> {
  /** The events, the pay dates they touch (checked against closed periods, then recomputed), and the reply's extra. */
  events: TimesheetEvent[];
  dates: string[];
  result: R;
}

/**
 * One write to one employee's timesheet, in one transaction: who may (Timesheet UPDATE, never the
 * Employee role, the employee within the user's scope), the locks, the stale-form check, the
 * decision, the punch dates (the install's window, the hire date), the closed-period guard, the append, then the touched days recomputed so the reply and
 * the next read show them (read-your-writes).
 */
@Injectable()
export class TimesheetWriter {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly calculator: TimesheetCalculator,
    private readonly dateWindows: DateWindows,
  ) {}

  static mayEdit(context: CommandContext): boolean {
    const p = context.principal;
    return p.kind === 'system' || (can(p, Resource.Timesheet, Action.Update) && !reachesOnlySelf(p));
  }

  async write<R>(
    context: CommandContext,
    employeeId: string,
    version: number | undefined,
    decide: (facts: { state: TimesheetStream; employee: EmployeeEntity; companyFacts: CompanyFacts; tx: OrmTx }) => Promise<TimesheetWrite<R>> | TimesheetWrite<R>,
    /**
     * reply false: a job that shows no one the days (the time import) skips reading them back; they are recomputed all the same.
     * ownPunch: the web clock, where employees punch for themselves without the right to edit timesheets (ADR 0044).
     */
    options: { reply: boolean; ownPunch?: boolean } = { reply: true },
  ): Promise<{ result: R; days: TimesheetDayDto[]; version: number }> {
    mustHave(options.ownPunch ? context.principal.kind === 'user' : TimesheetWriter.mayEdit(context));
    try {
      return await this.streams.transaction(async (tx) => {
        const employee = await reachableEmployee(tx, this.scope, context.principal, employeeId);
        mustHave(!options.ownPunch || employee.userId === context.principal.id);
        await lockForEmployeeWrite(tx, employee.companyId, employee.id);
        const stream = await this.streams.load(tx, context, timesheetStreamId(employee.id), timesheetFold);
        if (version !== undefined && version !== stream.version) throw new StaleForm(TIMESHEET_TEXTS.staleTimesheet);
        const companyFacts = await CompanyFacts.load(tx, employee.companyId);
        const { events, dates, result } = await decide({ state: stream.state, employee, companyFacts, tx });
        if (!events.length) return { result, days: [], version: stream.version };
        // Every punch write passes here (forms, group punch, import, clock): none outside the install's dates or before the hire date.
        refusePunchDates(events, employee.hireOn, this.dateWindows.at(context.now));
        await assertDatesOpen(tx, employee.id, dates);
        // A punch changed, deleted or recorded inside an approved pair undoes its approval, in the same append.
        const undone = approvalsDroppedBy(stream.state, employee.id, events);
        const appended = await this.streams.append(tx, context, { id: timesheetStreamId(employee.id), type: 'timesheet', expected: stream.version === 0 ? 'no_stream' : stream.version }, [...events, ...undone]);
        const days = dates.map(dayOf);
        const recomputed = await this.calculator.recompute(tx, companyFacts, employee, dateOf(Math.min(...days) - 1), dateOf(Math.max(...days) + 1), context.now);
        if (!options.reply) return { result, days: [], version: appended.version };
        const window = punchWindow(dateOf(Math.min(...days) - 1), dateOf(Math.max(...days) + 1));
        const punches = await tx.manager.find(PunchEntity, { where: { employeeId: employee.id, local: Between(window.from, window.to) }, order: { local: 'ASC' } });
        const touched = recomputed.filter((d) => dates.includes(d.day));
        return { result, days: withPunches(touched, punches, await WorkCodeNames.forDays(tx, employee.companyId, touched)), version: appended.version };
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(TIMESHEET_TEXTS.staleTimesheet);
      throw error;
    }
  }

  /** A punch of the principal's company (its employee's scope is checked by the write). */
  async findPunch(context: CommandContext, punchId: string): Promise<PunchEntity> {
    const punch = isUuid(punchId) ? await this.streams.transaction((tx) => tx.manager.findOneBy(PunchEntity, { id: punchId, companyId: context.principal.companyId })) : null;
    if (!punch) throw new TimekeepingError('notFound', 'This punch pair does not exist.');
    return punch;
  }

  /** The pair a punch is in, as last computed; a punch in no pair is a pair of its own. */
  async pairOf(tx: OrmTx, punch: PunchEntity): Promise<{ inPunchId: string | null; outPunchId: string | null }> {
    return (await storedPairOf(tx, punch)) ?? { inPunchId: punch.id, outPunchId: null };
  }
}
