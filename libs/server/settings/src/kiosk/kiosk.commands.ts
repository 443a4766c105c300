import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { Action, Resource } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { NotAllowed, StaleForm } from '@timekeep/domain-kernel';
import {
  decideDeleteKioskContact,
  decideKioskContents,
  decideSaveKioskContact,
  KioskContactFields,
  kioskContactFold,
  KioskContentsFields,
  kioskContentsFold,
  KioskRuleError,
} from '@timekeep/domain-settings';
import { ConcurrencyError } from '@timekeep/event-store';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { KioskContactEntity } from './kiosk.entities';

export const kioskContentsStreamId = (companyId: string) => `kiosk-contents-${companyId}`;
export const kioskContactStreamId = (id: string) => `kiosk-contact-${id}`;
const CONFLICT = 'The kiosk settings were changed by someone else. Reload them and try again.';

/** Kiosk settings are company settings: changing them takes the settings' update right. */
function mayChangeKiosk(context: CommandContext): void {
  if (context.principal.kind !== 'system' && !can(context.principal, Resource.Settings, Action.Update)) throw new NotAllowed();
}

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
    const stream = { id: kioskContentsStreamId(context.principal.companyId), type: 'kiosk-contents', fold: kioskContentsFold, version, conflict: CONFLICT };
    await this.streams.handle(context, stream, (state) => decideKioskContents(state, input));
  }
}

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
    const stream = { id: kioskContactStreamId(id), type: 'kiosk-contact', fold: kioskContactFold, version: given ? version : undefined, conflict: CONFLICT };
    // The stream is read within the principal's company: another company's contact reads as unknown (404).
    await this.streams.handle(context, stream, (state) => decideSaveKioskContact(state, id, !given, fields));
    return { id };
  }
}

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
      if (error instanceof ConcurrencyError) throw new StaleForm(CONFLICT);
      throw error;
    }
  }
}
