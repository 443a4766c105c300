import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { Cell, lockSchedules, mayChangeRoster, RosterCells } from './roster-cells';

export class AddOffDayCommand {
  constructor(
    readonly context: CommandContext,
    readonly cell: Cell,
  ) {}
}

/** POST /standardshifts/addOffDay: the off day replaces the day's schedule (document 2 §4). */
@CommandHandler(AddOffDayCommand)
export class AddOffDayHandler implements ICommandHandler<AddOffDayCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly cells: RosterCells,
  ) {}

  async execute({ context, cell }: AddOffDayCommand): Promise<void> {
    mayChangeRoster(context);
    await this.streams.transaction(async (tx) => {
      await lockSchedules(tx, [cell.employeeId]);
      const employee = await this.cells.cellOf(tx, context, cell);
      await this.cells.offDayOn(tx, context, employee, cell, null);
    });
  }
}
