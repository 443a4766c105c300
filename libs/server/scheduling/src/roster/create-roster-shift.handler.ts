import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, EventType, ROSTER_DEFAULT_COLOUR } from '@timekeep/contracts';
import { checkShift, ShiftInput } from '@timekeep/domain-scheduling';
import { ManagementScope } from '@timekeep/server-organisation';
import { settingsWithin } from '@timekeep/server-people';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { appendShiftEvent, mayChangeShifts, mustSeePosition } from './roster-shift-stream';

export class CreateRosterShiftCommand {
  constructor(
    readonly context: CommandContext,
    readonly input: ShiftInput,
  ) {}
}

/** POST /standardshifts/newSave: a shift of the library, on a stream of its own; answers its id. */
@CommandHandler(CreateRosterShiftCommand)
export class CreateRosterShiftHandler implements ICommandHandler<CreateRosterShiftCommand, string> {
  constructor(
    private readonly streams: Streams,
    private readonly scope: ManagementScope,
  ) {}

  async execute({ context, input }: CreateRosterShiftCommand): Promise<string> {
    mayChangeShifts(context, Action.Create);
    return this.streams.transaction(async (tx) => {
      const settings = await settingsWithin(tx, context.principal.companyId);
      const fields = checkShift(input, { colorCode: ROSTER_DEFAULT_COLOUR, breakEditable: settings.allowEditBreakTime });
      await mustSeePosition(this.scope, tx, context, fields.departmentId);
      const shiftId = randomUUID();
      await appendShiftEvent(this.streams, tx, context, shiftId, 'no_stream', { type: EventType.RosterShiftSaved, v: 1, data: { shiftId, ...fields } });
      return shiftId;
    });
  }
}
