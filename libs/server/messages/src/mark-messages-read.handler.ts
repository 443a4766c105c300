import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { INBOX_TEXTS } from '@timekeep/contracts';
import { MessageError } from '@timekeep/domain-messages';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { recipientOf } from './messages.queries';

/**
 * POST /api/messages/read (the ids named) and /api/messages/read-all (every unread one): the
 * reader's own messages only. A named message that is not theirs (another person's, another
 * company's, or none) is answered as not found and nothing is marked. A read mark is the reader's
 * view of their inbox, not a fact of the business: no event (ADR 0063).
 */
export class MarkMessagesReadCommand {
  constructor(
    readonly context: CommandContext,
    readonly ids: readonly string[] | 'all',
  ) {}
}

@CommandHandler(MarkMessagesReadCommand)
export class MarkMessagesReadHandler implements ICommandHandler<MarkMessagesReadCommand, number> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, ids }: MarkMessagesReadCommand): Promise<number> {
    const recipient = recipientOf(context.principal);
    const companyId = context.principal.companyId;
    return this.streams.transaction(async (tx) => {
      if (ids === 'all') {
        return (await tx.sql.query(`UPDATE message SET read_at = now() WHERE recipient_id = $1 AND company_id = $2 AND read_at IS NULL`, [recipient, companyId])).rowCount ?? 0;
      }
      const named = [...new Set(ids)];
      const own = await tx.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM message WHERE id = ANY($3::uuid[]) AND recipient_id = $1 AND company_id = $2`, [recipient, companyId, named]);
      if (own.rows[0].n !== named.length) throw new MessageError('notFound', INBOX_TEXTS.notFound);
      return (await tx.sql.query(`UPDATE message SET read_at = now() WHERE id = ANY($3::uuid[]) AND recipient_id = $1 AND company_id = $2 AND read_at IS NULL`, [recipient, companyId, named])).rowCount ?? 0;
    });
  }
}
