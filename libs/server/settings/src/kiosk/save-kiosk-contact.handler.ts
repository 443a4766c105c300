import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { decideSaveKioskContact, KioskContactFields, kioskContactFold } from '@timekeep/domain-settings';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { KIOSK_CONFLICT, kioskContactStreamId, mayChangeKiosk } from './kiosk-streams';

export class SaveKioskContactCommand {
  constructor(
    readonly context: CommandContext,
    readonly contact: KioskContactFields & { id?: string; version?: number },
  ) {}
}

/** POST /kiosk/contact/save: a new contact (no id) or a stored one at the version its form loaded. */
@CommandHandler(SaveKioskContactCommand)
export class SaveKioskContactHandler implements ICommandHandler<SaveKioskContactCommand, { id: string }> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, contact }: SaveKioskContactCommand): Promise<{ id: string }> {
    mayChangeKiosk(context);
    const { id: given, version, ...fields } = contact;
    const id = given ?? randomUUID();
    const stream = { id: kioskContactStreamId(id), type: 'kiosk-contact', fold: kioskContactFold, version: given ? version : undefined, conflict: KIOSK_CONFLICT };
    // The stream is read within the principal's company: another company's contact reads as unknown (404).
    await this.streams.handle(context, stream, (state) => decideSaveKioskContact(state, id, !given, fields));
    return { id };
  }
}
