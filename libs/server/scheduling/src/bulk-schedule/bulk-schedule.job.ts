import { Injectable } from '@nestjs/common';
import { BulkScheduleResult, BulkScheduleSkip, JobKind } from '@timekeep/contracts';
import { Refusal, StaleForm } from '@timekeep/domain-kernel';
import { PeopleError } from '@timekeep/domain-people';
import { bulkConflicts, bulkScheduledDay, CustomDay } from '@timekeep/domain-scheduling';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { ManagementScope } from '@timekeep/server-organisation';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeEntity } from '@timekeep/server-people';
import { CommandContext, JobContext, JobHandler, requesterContext, Streams } from '@timekeep/server-platform';
import { In } from 'typeorm';
import { EmployeeDays } from '../employee-schedules/employee-days';
import { reachableEmployee } from '../employee-schedules/employee-schedule.stream';
import { DaysAround, daysAround, TemplateCache } from './bulk-schedule.queries';

/** Employees between two progress writes. */
export const BULK_SCHEDULE_BATCH = 25;
/** Tries of one employee whose days someone else changed meanwhile (each re-reads them). */
const TRIES = 3;

type Outcome = 'scheduled' | BulkScheduleSkip;

/**
 * The bulk schedule in the worker: each employee's day on the date, in a transaction of its own
 * through EmployeeDays.write (the one writer of employees' days: overlaps with the days either
 * side, pay on finish day, the closed-period guard, the timesheet's recalculation). An employee
 * whose day came to clash since the request, whose period closed, or who is out of the
 * requester's reach now, is left as they are and reported.
 *
 * Safe to run again: the day's shifts have ids of their date and start (bulkSectionId), so a
 * second delivery finds them already there, the day it would write is the day stored, and the
 * writer appends nothing; those employees count as scheduled.
 */
@Injectable()
export class BulkScheduleJob implements JobHandler<typeof JobKind.BulkSchedule, BulkScheduleResult> {
  readonly kind = JobKind.BulkSchedule;

  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly payRules: PayRuleLookup,
    private readonly days: EmployeeDays,
  ) {}

  async run(job: JobContext<typeof JobKind.BulkSchedule>): Promise<BulkScheduleResult> {
    const { employeeIds, requester, date, day } = job.payload;
    const context = requesterContext(job, requester);
    const people = await this.streams.transaction((tx) => tx.manager.findBy(EmployeeEntity, { id: In(employeeIds), companyId: job.companyId }));
    const names = new Map(people.map((e) => [e.id, `${e.firstName} ${e.lastName}`]));
    const result: BulkScheduleResult = { employees: employeeIds.length, scheduled: [], skipped: [] };
    await job.progress(0, employeeIds.length);
    for (let i = 0; i < employeeIds.length; i += BULK_SCHEDULE_BATCH) {
      for (const employeeId of employeeIds.slice(i, i + BULK_SCHEDULE_BATCH)) {
        const outcome = await this.schedule(context, employeeId, date, day);
        const name = names.get(employeeId) ?? '';
        if (outcome === 'scheduled') result.scheduled.push({ employeeId, name });
        else result.skipped.push({ employeeId, name, reason: outcome });
      }
      await job.progress(Math.min(i + BULK_SCHEDULE_BATCH, employeeIds.length), employeeIds.length);
    }
    return result;
  }

  private async schedule(context: CommandContext, employeeId: string, date: string, addition: CustomDay): Promise<Outcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.streams.transaction(async (tx) => {
          const employee = await reachableEmployee(tx, this.scope, context.principal, employeeId);
          // The template read in this transaction, not kept across the run: a template saved meanwhile is the one the day builds on.
          const around = (await daysAround(tx, new TemplateCache(this.payRules), [employee], date)).get(employee.id) as DaysAround;
          if (bulkConflicts(date, addition, around).length) return 'conflict';
          await this.days.write(tx, context, employee, [{ date, rule: bulkScheduledDay(date, around.day, addition) }]);
          return 'scheduled';
        });
      } catch (error) {
        if (error instanceof StaleForm && attempt < TRIES) continue;
        if (error instanceof TimekeepingError && error.code === 'closedPeriod') return 'closedPeriod';
        if (error instanceof PeopleError && (error.code === 'timeclash' || error.code === 'nextDay')) return 'conflict';
        if (error instanceof PeopleError && error.code === 'payOnFinishDayConflicts') return 'payOnFinishDay';
        // Out of the requester's reach since the request (moved, or their scope changed).
        if (error instanceof Refusal && (error.kind === 'notFound' || error.kind === 'forbidden')) return 'notFound';
        throw error;
      }
    }
  }
}
