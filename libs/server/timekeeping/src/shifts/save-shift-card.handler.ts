import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { checkShiftCard, ShiftCardForm } from '@timekeep/domain-scheduling';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { CommandContext } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';
import { ShiftDayChange } from './shift-day-change';

/** POST /timesheet/saveShiftCard: a shift of the employee's day, new (create, or no id) or changed. */
export class SaveShiftCardCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly day: string,
    readonly create: boolean,
    readonly shift: ShiftCardForm,
  ) {}
}

@CommandHandler(SaveShiftCardCommand)
export class SaveShiftCardHandler extends ShiftDayChange implements ICommandHandler<SaveShiftCardCommand, void> {
  async execute({ context, employeeId, day, create, shift }: SaveShiftCardCommand): Promise<void> {
    await this.changeDay(context, employeeId, day, (sections, tasksRequired) => {
      checkShiftCard(shift, { tasksRequired });
      const { reason: _reason, ...fields } = shift;
      if (create || !shift.id) return [...sections, { ...fields, id: randomUUID(), isOverridePayGroup: fields.overrideBreakCalculation, skills: [] }];
      const at = sections.findIndex((s) => s.id === shift.id);
      if (at < 0) throw new TimekeepingError('notFound', 'This work shift does not exist.');
      return sections.map((s, i) => (i === at ? { ...s, ...fields, id: s.id, isOverridePayGroup: fields.overrideBreakCalculation } : s));
    });
  }
}
