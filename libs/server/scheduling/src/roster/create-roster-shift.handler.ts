import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ShiftInput } from '@timekeep/domain-scheduling';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { ShiftLibrary } from './shift-library';

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
    private readonly library: ShiftLibrary,
  ) {}

  async execute({ context, input }: CreateRosterShiftCommand): Promise<string> {
    return this.streams.transaction((tx) => this.library.add(tx, context, input));
  }
}
