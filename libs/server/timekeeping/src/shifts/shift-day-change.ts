import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { WorkSectionDto } from '@timekeep/contracts';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { dayOf } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import { mustHave } from '@timekeep/server-people';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { employeeScheduleStreamId, reachableEmployee, resolvedDays, SaveEmployeeScheduleCommand } from '@timekeep/server-scheduling';
import { assertDatesOpen } from '../pay-periods/pay-periods';
import { CompanyFacts } from '../core/timesheet-inputs';
import { TimesheetWriter } from '../core/timesheet-writer';

/**
 * A shift on the timesheet is a section of the employee's own schedule day: saving or deleting one
 * saves the day through the employee schedule (its checks and clash codes), whose change marks the
 * timesheet's days stale in the same transaction; the next read recomputes them.
 */
@Injectable()
export abstract class ShiftDayChange {
  constructor(
    protected readonly commands: CommandBus,
    protected readonly streams: Streams,
    protected readonly scope: ManagementScope,
    protected readonly payRules: PayRuleLookup,
  ) {}

  protected async changeDay(context: CommandContext, employeeId: string, day: string, change: (sections: WorkSectionDto[], tasksRequired: boolean) => WorkSectionDto[]): Promise<void> {
    mustHave(TimesheetWriter.mayEdit(context));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(dayOf(day))) throw new TimekeepingError('invalid', `${day} is not a date (yyyy-MM-dd).`);
    // The day is read here and saved by the employee schedule at the version read, so a change in between is a conflict, not lost.
    const { sections, version } = await this.streams.transaction(async (tx) => {
      const employee = await reachableEmployee(tx, this.scope, context.principal, employeeId);
      const facts = await CompanyFacts.load(tx, employee.companyId);
      await assertDatesOpen(tx, employee.id, [day]);
      const { days } = await resolvedDays(tx, this.payRules, employee, day, day);
      const version = await this.streams.version(tx, employee.companyId, employeeScheduleStreamId(employee.id));
      return { sections: change(days[0]?.workSections ?? [], facts.settings.isTaskCodeEnabled), version };
    });
    await this.commands.execute(new SaveEmployeeScheduleCommand(context, employeeId, [{ title: day, isOffDay: false, isClosed: false, workSections: sections }], version));
  }
}
