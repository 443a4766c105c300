import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PeopleError } from '@timekeep/domain-people';
import { withoutSection } from '@timekeep/domain-scheduling';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { Cell, lockSchedules, mayChangeRoster, RosterCells, rosterWrite } from './roster-cells';

export class RemoveRosterSectionCommand {
  constructor(
    readonly context: CommandContext,
    readonly cell: Cell,
    readonly workSectionId: string,
  ) {}
}

/** POST /standardshifts/handleScheduleByShift with delFlag: one section taken off a day. */
@CommandHandler(RemoveRosterSectionCommand)
export class RemoveRosterSectionHandler implements ICommandHandler<RemoveRosterSectionCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly cells: RosterCells,
  ) {}

  async execute({ context, cell, workSectionId }: RemoveRosterSectionCommand): Promise<void> {
    mayChangeRoster(context);
    await this.streams.transaction(async (tx) => {
      await lockSchedules(tx, [cell.employeeId]);
      const employee = await this.cells.cellOf(tx, context, cell);
      const current = await this.cells.dayOf(tx, employee, cell.ruleDate);
      if (!current.workSections.some((s) => s.id === workSectionId)) throw new PeopleError('notFound', 'This shift is no longer on the roster.');
      await this.cells.writeDays(tx, context, employee, [{ date: cell.ruleDate, rule: withoutSection(current, cell.ruleDate, workSectionId) }], { ...rosterWrite, version: cell.version });
    });
  }
}
