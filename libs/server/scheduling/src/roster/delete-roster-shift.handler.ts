import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, EventType } from '@timekeep/contracts';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { appendShiftEvent, loadShift, mayChangeShifts } from './roster-shift-stream';

export class DeleteRosterShiftCommand {
  constructor(
    readonly context: CommandContext,
    readonly shiftId: string,
  ) {}
}

/** POST /standardshifts/delBaseshift: the shift leaves the library; the roster keeps the sections dropped from it. */
@CommandHandler(DeleteRosterShiftCommand)
export class DeleteRosterShiftHandler implements ICommandHandler<DeleteRosterShiftCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
  ) {}

  async execute({ context, shiftId }: DeleteRosterShiftCommand): Promise<void> {
    mayChangeShifts(context, Action.Delete);
    await this.streams.transaction(async (tx) => {
      const { version } = await loadShift(this.streams, this.scope, tx, context, shiftId);
      await appendShiftEvent(this.streams, tx, context, shiftId, version, { type: EventType.RosterShiftDeleted, v: 1, data: { shiftId } });
    });
  }
}
