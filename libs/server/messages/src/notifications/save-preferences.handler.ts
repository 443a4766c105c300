import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { TopicChoice } from '@timekeep/contracts';
import { checkChoices } from '@timekeep/domain-messages';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { recipientOf } from '../messages.queries';

/**
 * POST /api/notifications/preferences (ADR 0070): the person's own choices for the kinds of news
 * they receive; a kind they cannot receive is refused and nothing is saved. Not an event: how a
 * person likes to be told is neither a fact of the business nor pay-affecting (as a read mark).
 */
export class SavePreferencesCommand {
  constructor(
    readonly context: CommandContext,
    readonly topics: readonly TopicChoice[],
  ) {}
}

@CommandHandler(SavePreferencesCommand)
export class SavePreferencesHandler implements ICommandHandler<SavePreferencesCommand, void> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, topics }: SavePreferencesCommand): Promise<void> {
    const account = recipientOf(context.principal);
    checkChoices(context.principal, topics);
    await this.streams.transaction(async (tx) => {
      for (const t of topics) {
        await tx.sql.query(
          `INSERT INTO notification_preference (account_id, company_id, topic, app, email, push, updated_at) VALUES ($1, $2, $3, $4, $5, $6, now())
           ON CONFLICT (account_id, topic) DO UPDATE SET app = EXCLUDED.app, email = EXCLUDED.email, push = EXCLUDED.push, updated_at = now()`,
          [account, context.principal.companyId, t.topic, t.app, t.email, t.push],
        );
      }
    });
  }
}
