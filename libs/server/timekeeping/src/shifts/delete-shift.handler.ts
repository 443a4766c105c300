import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { CommandContext } from '@timekeep/server-platform';
import { ShiftDayChange } from './shift-day-change';

/** POST /timesheet/deleteCustomSchedule: a shift of the employee's day, by its id. */
export class DeleteShiftCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly day: string,
    readonly schId: string,
  ) {}
}

@CommandHandler(DeleteShiftCommand)
export class DeleteShiftHandler extends ShiftDayChange implements ICommandHandler<DeleteShiftCommand, void> {
  async execute({ context, employeeId, day, schId }: DeleteShiftCommand): Promise<void> {
    await this.changeDay(context, employeeId, day, (sections) => {
      if (!sections.some((s) => s.id === schId)) throw new TimekeepingError('notFound', 'This work shift does not exist.');
      return sections.filter((s) => s.id !== schId);
    });
  }
}
