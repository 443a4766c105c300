import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { StaleForm } from '@timekeep/domain-kernel';
import { checkShiftCard, ShiftCardForm } from '@timekeep/domain-scheduling';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { ManagementScope } from '@timekeep/server-organisation';
import { PayRuleLookup } from '@timekeep/server-pay-rules';
import { EMPLOYEE_SCHEDULE_CONFLICT, EmployeeDays, ShiftLibrary } from '@timekeep/server-scheduling';
import { randomUUID } from 'node:crypto';
import { ShiftDayChange } from './shift-day-change';

/**
 * POST /timesheet/saveShiftCard: a shift of the employee's day, new (create, or no id) or changed.
 * `customScheduleId`, when sent, is the own schedule the form saw the shift on (its id is the
 * employee's); `saveAsShift` keeps the shift in the roster's shift library too (ADR 0065).
 */
export class SaveShiftCardCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly day: string,
    readonly create: boolean,
    readonly shift: ShiftCardForm,
    readonly customScheduleId: string | null = null,
  ) {}
}

@CommandHandler(SaveShiftCardCommand)
export class SaveShiftCardHandler extends ShiftDayChange implements ICommandHandler<SaveShiftCardCommand, void> {
  constructor(streams: Streams, scope: ManagementScope, payRules: PayRuleLookup, employeeDays: EmployeeDays, private readonly library: ShiftLibrary) {
    super(streams, scope, payRules, employeeDays);
  }

  async execute({ context, employeeId, day, create, shift, customScheduleId }: SaveShiftCardCommand): Promise<void> {
    const { reason: _reason, saveAsShift, ...fields } = shift;
    await this.changeDay(
      context,
      employeeId,
      day,
      (sections, facts) => {
        checkShiftCard(shift, { tasksRequired: facts.tasksRequired });
        if (customScheduleId !== null) {
          // Another employee's schedule is none of this one's; this one's, when the day has since gone back to the template, is a stale form.
          if (customScheduleId !== facts.employee.id) throw new TimekeepingError('notFound', 'This schedule does not exist.');
          if (!facts.day.custom) throw new StaleForm(EMPLOYEE_SCHEDULE_CONFLICT);
        }
        if (create || !shift.id) return [...sections, { ...fields, id: randomUUID(), isOverridePayGroup: fields.overrideBreakCalculation, skills: [] }];
        const at = sections.findIndex((s) => s.id === shift.id);
        if (at < 0) throw new TimekeepingError('notFound', 'This work shift does not exist.');
        return sections.map((s, i) => (i === at ? { ...s, ...fields, id: s.id, isOverridePayGroup: fields.overrideBreakCalculation } : s));
      },
      saveAsShift ? (tx) => this.library.keep(tx, context, fields) : undefined,
    );
  }
}
