import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { OFF_DAY_SHIFT, WorkSectionDto } from '@timekeep/contracts';
import { nextSectionId, withSection } from '@timekeep/domain-scheduling';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { DayChange } from '../employee-schedules/employee-days';
import { addChange, Cell, Dropped, lockSchedules, mayChangeRoster, RosterCells } from './roster-cells';

export class DropOnRosterCommand {
  constructor(
    readonly context: CommandContext,
    readonly target: Cell,
    readonly dropped: Dropped,
  ) {}
}

/**
 * POST /standardshifts/handleScheduleByShift without delFlag, and /addOffDay with a source: a shift
 * dropped on a cell (moved when taken from another cell: both cells in one transaction).
 */
@CommandHandler(DropOnRosterCommand)
export class DropOnRosterHandler implements ICommandHandler<DropOnRosterCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly cells: RosterCells,
  ) {}

  async execute({ context, target, dropped }: DropOnRosterCommand): Promise<void> {
    mayChangeRoster(context);
    await this.streams.transaction(async (tx) => {
      await lockSchedules(tx, 'from' in dropped ? [target.employeeId, dropped.from.employeeId] : [target.employeeId]);
      const employee = await this.cells.cellOf(tx, context, target);
      const source = 'from' in dropped ? await this.cells.taken(tx, context, dropped.from) : null;
      if (source?.section === 'offDay' || ('shiftId' in dropped && dropped.shiftId === OFF_DAY_SHIFT.id)) {
        await this.cells.offDayOn(tx, context, employee, target, source);
        return;
      }
      const { section, dayOffset } = 'shiftId' in dropped ? await this.cells.librarySection(tx, context, dropped.shiftId) : { section: source?.section as WorkSectionDto, dayOffset: 0 as const };
      const date = dateOf(dayOf(target.ruleDate) + dayOffset);
      // A section moved within its own cell leaves before it lands.
      const sameCell = source && source.employee.id === employee.id && source.change.date === date;
      const current = sameCell && source.change.rule ? source.change.rule : await this.cells.dayOf(tx, employee, date);
      const placed = { ...section, id: nextSectionId(date, [current]) };
      const changes = new Map<string, DayChange[]>([[employee.id, [{ date, rule: withSection(current, date, placed) }]]]);
      if (source) addChange(changes, source.employee.id, source.change);
      await this.cells.write(tx, context, changes, target, source);
    });
  }
}
