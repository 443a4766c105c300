import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Action, EventType, Resource, ROSTER_PUBLISH_TEXTS, type RosterSettingsRequest, sameJson } from '@timekeep/contracts';
import { can } from '@timekeep/domain-identity';
import { StaleForm } from '@timekeep/domain-kernel';
import { RosterError, type RosterSettingsChanged } from '@timekeep/domain-scheduling';
import { ConcurrencyError } from '@timekeep/event-store';
import { mustHave } from '@timekeep/server-people';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { RosterDraftDayEntity } from './roster-publishing.entities';
import { RosterSettingsLookup, rosterSettingsStreamId } from './roster-settings';

export const ROSTER_SETTINGS_CONFLICT = 'The roster settings were changed by someone else. Reload them and try again.';

export class SaveRosterSettingsCommand {
  constructor(
    readonly context: CommandContext,
    /** The settings to change; one left out stays as it is. */
    readonly settings: Omit<RosterSettingsRequest, 'version'>,
    readonly version: number | undefined,
  ) {}
}

/**
 * POST /api/roster/settings (ADR 0075): a company setting, so whoever may change the company's
 * settings. Turning publishing off while drafts wait is refused: they would become invisible
 * changes nobody published.
 */
@CommandHandler(SaveRosterSettingsCommand)
export class SaveRosterSettingsHandler implements ICommandHandler<SaveRosterSettingsCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly settings: RosterSettingsLookup,
  ) {}

  async execute({ context, settings, version }: SaveRosterSettingsCommand): Promise<void> {
    mustHave(context.principal.kind === 'system' || can(context.principal, Resource.Settings, Action.Update));
    const { companyId } = context.principal;
    await this.streams.transaction(async (tx) => {
      const { version: currentVersion, ...current } = await this.settings.of(tx, companyId);
      if (version !== undefined && version !== currentVersion) throw new StaleForm(ROSTER_SETTINGS_CONFLICT);
      const after = { ...current, ...settings };
      if (sameJson(current, after)) return;
      if (current.publishRosters && !after.publishRosters && (await tx.manager.existsBy(RosterDraftDayEntity, { companyId }))) throw new RosterError('invalid', ROSTER_PUBLISH_TEXTS.draftsPending);
      const event: RosterSettingsChanged = { type: EventType.RosterSettingsChanged, v: 1, data: after };
      try {
        await this.streams.append(tx, context, { id: rosterSettingsStreamId(companyId), type: 'rosterSettings', expected: currentVersion === 0 ? 'no_stream' : currentVersion }, [event]);
      } catch (error) {
        if (error instanceof ConcurrencyError) throw new StaleForm(ROSTER_SETTINGS_CONFLICT);
        throw error;
      }
    });
  }
}
