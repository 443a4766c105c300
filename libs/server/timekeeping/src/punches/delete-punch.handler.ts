import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { decideDeletePunch, knownPunch, wallTimeOf } from '@timekeep/domain-timekeeping';
import { CommandContext } from '@timekeep/server-platform';
import { TimesheetWriter } from '../core/timesheet-writer';
import { PunchWriteResult } from './punch-writes';

/** POST /timesheet/deleteSinglePunch (punchId, day, employeeId). */
export class DeletePunchCommand {
  constructor(
    readonly context: CommandContext,
    readonly employeeId: string,
    readonly punchId: string,
    readonly reason: string | null,
    readonly version?: number,
  ) {}
}

@CommandHandler(DeletePunchCommand)
export class DeletePunchHandler implements ICommandHandler<DeletePunchCommand, PunchWriteResult> {
  constructor(private readonly writer: TimesheetWriter) {}

  async execute({ context, employeeId, punchId, reason, version }: DeletePunchCommand): Promise<PunchWriteResult> {
    const { days, version: after } = await this.writer.write(context, employeeId, version, ({ state, employee }) => {
      const punch = knownPunch(state, punchId);
      return { events: decideDeletePunch(state, employee.id, punchId, reason), dates: [punch.day, wallTimeOf(punch).slice(0, 10)], result: null };
    });
    return { punchIds: [punchId], days, version: after };
  }
}
