import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { decideKioskContents, KioskContentsFields, kioskContentsFold } from '@timekeep/domain-settings';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { KIOSK_CONFLICT, kioskContentsStreamId, mayChangeKiosk } from './kiosk-streams';

export class SaveKioskContentsCommand {
  constructor(
    readonly context: CommandContext,
    readonly input: KioskContentsFields,
    /** The version the form was loaded at (0 before the first save). */
    readonly version: number | undefined,
  ) {}
}

/** POST /kiosk-contents: both cards' labels and items, as one change. */
@CommandHandler(SaveKioskContentsCommand)
export class SaveKioskContentsHandler implements ICommandHandler<SaveKioskContentsCommand> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, input, version }: SaveKioskContentsCommand): Promise<void> {
    mayChangeKiosk(context);
    const stream = { id: kioskContentsStreamId(context.principal.companyId), type: 'kiosk-contents', fold: kioskContentsFold, version, conflict: KIOSK_CONFLICT };
    await this.streams.handle(context, stream, (state) => decideKioskContents(state, input));
  }
}
