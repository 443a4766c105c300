import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PeopleError } from '@timekeep/domain-people';
import { unscheduledDay } from '@timekeep/domain-scheduling';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { Cell, lockSchedules, mayChangeRoster, RosterCells, rosterWrite } from './roster-cells';

export class RemoveOffDayCommand {
  constructor(
    readonly context: CommandContext,
    readonly cell: Cell,
  ) {}
}

/**
 * POST /standardshifts/delOffDay: an off day put on the roster is taken off, and the day is the
 * template's again; the template's own off day becomes a day without a schedule.
 */
@CommandHandler(RemoveOffDayCommand)
export class RemoveOffDayHandler implements ICommandHandler<RemoveOffDayCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly cells: RosterCells,
  ) {}

  async execute({ context, cell }: RemoveOffDayCommand): Promise<void> {
    mayChangeRoster(context);
    await this.streams.transaction(async (tx) => {
      await lockSchedules(tx, [cell.employeeId]);
      const employee = await this.cells.cellOf(tx, context, cell);
      const { days } = await this.cells.daysOf(tx, employee, cell.ruleDate, cell.ruleDate);
      if (!days[0].isOffDay) throw new PeopleError('notFound', 'This day is not an off day.');
      const rule = days[0].custom ? null : unscheduledDay(cell.ruleDate);
      await this.cells.writeDays(tx, context, employee, [{ date: cell.ruleDate, rule }], { ...rosterWrite, version: cell.version });
    });
  }
}
