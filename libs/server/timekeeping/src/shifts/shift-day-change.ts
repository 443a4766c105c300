import { Injectable } from '@nestjs/common';
import { Action, EmployeeScheduleDay, Resource, WorkSectionDto } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { checkDayRule } from '@timekeep/domain-scheduling';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { dayOf } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import { EmployeeEntity, mustHave } from '@timekeep/server-people';
import { CommandContext, OrmTx, Streams } from '@timekeep/server-platform';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EmployeeDays, reachableEmployee, resolvedDays } from '@timekeep/server-scheduling';
import { assertDatesOpen } from '../pay-periods/pay-periods';
import { CompanyFacts } from '../core/timesheet-inputs';
import { TimesheetWriter } from '../core/timesheet-writer';

/** What a change of the day is decided from: the day as it is (the template's, or the employee's own) and the company's task rule. */
export interface ShiftDayFacts {
  employee: EmployeeEntity;
  day: EmployeeScheduleDay;
  tasksRequired: boolean;
}

/**
 * A shift on the timesheet is a section of the employee's own schedule day: saving or deleting one
 * writes the day through the one writer of employees' days (its checks, clash codes and version),
 * whose change marks the timesheet's days stale, all in one transaction with anything the save
 * does beside it (a Shift kept in the roster's library, ADR 0065).
 */
@Injectable()
export abstract class ShiftDayChange {
  constructor(
    protected readonly streams: Streams,
    protected readonly scope: ManagementScope,
    protected readonly payRules: PayRuleLookup,
    protected readonly employeeDays: EmployeeDays,
  ) {}

  protected async changeDay(
    context: CommandContext,
    employeeId: string,
    date: string,
    change: (sections: WorkSectionDto[], facts: ShiftDayFacts) => WorkSectionDto[],
    beside?: (tx: OrmTx) => Promise<unknown>,
  ): Promise<void> {
    // Editing the timesheet, and the employee's schedule that the shift is a day of.
    mustHave(TimesheetWriter.mayEdit(context));
    mustHave(context.principal.kind === 'system' || can(context.principal, Resource.Schedule, Action.Update));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(dayOf(date))) throw new TimekeepingError('invalid', `${date} is not a date (yyyy-MM-dd).`);
    await this.streams.transaction(async (tx) => {
      const employee = await reachableEmployee(tx, this.scope, context.principal, employeeId);
      const facts = await CompanyFacts.load(tx, employee.companyId);
      await assertDatesOpen(tx, employee.id, [date]);
      const { days } = await resolvedDays(tx, this.payRules, employee, date, date);
      const day = days[0] ?? { title: date, isOffDay: false, isClosed: false, workSections: [], custom: false };
      const tasksRequired = facts.settings.isTaskCodeEnabled;
      const workSections = change(day.workSections, { employee, day, tasksRequired });
      const rule = checkDayRule({ title: date, isOffDay: false, isClosed: false, workSections }, date, { tasksRequired });
      await this.employeeDays.write(tx, context, employee, [{ date, rule }]);
      await beside?.(tx);
    });
  }
}
