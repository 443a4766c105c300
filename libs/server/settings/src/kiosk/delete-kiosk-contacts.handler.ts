import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { In } from 'typeorm';
import { StaleForm } from '@timekeep/domain-kernel';
import { decideDeleteKioskContact, kioskContactFold, KioskRuleError } from '@timekeep/domain-settings';
import { ConcurrencyError } from '@timekeep/event-store';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { KioskContactEntity } from './kiosk.entities';
import { KIOSK_CONFLICT, kioskContactStreamId, mayChangeKiosk } from './kiosk-streams';

export class DeleteKioskContactsCommand {
  constructor(
    readonly context: CommandContext,
    readonly ids: string[],
  ) {}
}

/** POST /kiosk/contact/delete: every contact asked for, or none when one is out of reach. */
@CommandHandler(DeleteKioskContactsCommand)
export class DeleteKioskContactsHandler implements ICommandHandler<DeleteKioskContactsCommand> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, ids }: DeleteKioskContactsCommand): Promise<void> {
    mayChangeKiosk(context);
    const unique = [...new Set(ids)];
    try {
      await this.streams.transaction(async (tx) => {
        const found = await tx.manager.countBy(KioskContactEntity, { id: In(unique), companyId: context.principal.companyId });
        if (found !== unique.length) throw new KioskRuleError('notFound', 'This contact does not exist.');
        for (const id of unique) {
          const { state, version } = await this.streams.load(tx, context, kioskContactStreamId(id), kioskContactFold);
          const events = decideDeleteKioskContact(state, id);
          if (events.length) await this.streams.append(tx, context, { id: kioskContactStreamId(id), type: 'kiosk-contact', expected: version }, events);
        }
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(KIOSK_CONFLICT);
      throw error;
    }
  }
}
