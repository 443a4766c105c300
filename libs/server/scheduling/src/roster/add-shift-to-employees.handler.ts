import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { OFF_DAY_SHIFT } from '@timekeep/contracts';
import { nextSectionId, offDay, RosterError, withSection } from '@timekeep/domain-scheduling';
import { dateOf, dayOf } from '@timekeep/domain-time-engine';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { reachableEmployee } from '../employee-schedules/employee-schedule.stream';
import { mayChangeRoster, RosterCells, rosterWrite } from './roster-cells';

export class AddShiftToEmployeesCommand {
  constructor(
    readonly context: CommandContext,
    readonly shiftId: string,
    readonly employeeIds: string[],
    readonly date: string,
  ) {}
}

/**
 * POST /standardshifts/batchScheduleRule (document 2 "Add shift to employees"): the shift on the
 * date for each employee, all or none: one conflict refuses the batch, naming the employee.
 */
@CommandHandler(AddShiftToEmployeesCommand)
export class AddShiftToEmployeesHandler implements ICommandHandler<AddShiftToEmployeesCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
    private readonly cells: RosterCells,
  ) {}

  async execute({ context, shiftId, employeeIds, date }: AddShiftToEmployeesCommand): Promise<void> {
    mayChangeRoster(context);
    await this.streams.transaction(async (tx) => {
      const library = shiftId === OFF_DAY_SHIFT.id ? null : await this.cells.librarySection(tx, context, shiftId);
      for (const employeeId of [...new Set(employeeIds)]) {
        const employee = await reachableEmployee(tx, this.scope, context.principal, employeeId);
        const name = `${employee.firstName} ${employee.lastName}`;
        try {
          if (!library) {
            await this.cells.writeChecked(tx, context, employee, [{ date, rule: offDay(date) }], rosterWrite, name);
            continue;
          }
          const day = dateOf(dayOf(date) + library.dayOffset);
          const current = await this.cells.dayOf(tx, employee, day);
          await this.cells.writeChecked(tx, context, employee, [{ date: day, rule: withSection(current, day, { ...library.section, id: nextSectionId(day, [current]) }) }], rosterWrite, name);
        } catch (error) {
          if (error instanceof RosterError && error.code === 'scheduleConflict') throw new RosterError('scheduleConflict', undefined, { employeeName: name });
          throw error;
        }
      }
    });
  }
}
