import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { decidePayCardDelete } from '@timekeep/domain-timekeeping';
import { CommandContext } from '@timekeep/server-platform';
import { TimesheetWriter } from '../core/timesheet-writer';

/** POST /paycard/deletePayCardDetails: rows of the employee's pay cards, by id. */
export class DeletePayCardDetailsCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly ids: string[],
  ) {}
}

@CommandHandler(DeletePayCardDetailsCommand)
export class DeletePayCardDetailsHandler implements ICommandHandler<DeletePayCardDetailsCommand, void> {
  constructor(private readonly writer: TimesheetWriter) {}

  async execute({ context, employeeId, ids }: DeletePayCardDetailsCommand): Promise<void> {
    await this.writer.write(context, employeeId, undefined, ({ state, employee }) => {
      const events = decidePayCardDelete(state, employee.id, ids);
      return { events, dates: ids.map((id) => state.payCard.get(id)?.fromDate as string), result: null };
    });
  }
}
