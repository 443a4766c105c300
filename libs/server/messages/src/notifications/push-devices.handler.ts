import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NOTIFICATION_TEXTS, type PushSubscriptionInput } from '@timekeep/contracts';
import { MessageError } from '@timekeep/domain-messages';
import { AppConfig, CommandContext, Streams } from '@timekeep/server-platform';
import { isPushService } from '../delivery/push-services';
import { recipientOf } from '../messages.queries';

/**
 * POST /api/notifications/push-subscriptions (ADR 0070): this browser receives its owner's push.
 * The endpoint must be a push service the server sends to (never an address of the caller's
 * choosing). One device is one subscription: a browser subscribing again, or one now signed in as
 * someone else, keeps one row, its current owner's.
 */
export class SubscribePushCommand {
  constructor(
    readonly context: CommandContext,
    readonly subscription: PushSubscriptionInput,
  ) {}
}

/** POST /api/notifications/push-subscriptions/remove: this browser stops receiving push (its owner's own only). */
export class UnsubscribePushCommand {
  constructor(
    readonly context: CommandContext,
    readonly endpoint: string,
  ) {}
}

@CommandHandler(SubscribePushCommand)
export class SubscribePushHandler implements ICommandHandler<SubscribePushCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly config: AppConfig,
  ) {}

  async execute({ context, subscription }: SubscribePushCommand): Promise<void> {
    const account = recipientOf(context.principal);
    if (!this.config.push.vapid) throw new MessageError('invalid', NOTIFICATION_TEXTS.pushUnavailable);
    if (!isPushService(subscription.endpoint, this.config.push.serviceOrigins)) throw new MessageError('invalid', NOTIFICATION_TEXTS.pushServiceRefused);
    await this.streams.transaction(async (tx) => {
      await tx.sql.query(
        `INSERT INTO push_subscription (id, company_id, account_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (endpoint) DO UPDATE SET company_id = EXCLUDED.company_id, account_id = EXCLUDED.account_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, created_at = now()`,
        [randomUUID(), context.principal.companyId, account, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth],
      );
    });
  }
}

@CommandHandler(UnsubscribePushCommand)
export class UnsubscribePushHandler implements ICommandHandler<UnsubscribePushCommand, void> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, endpoint }: UnsubscribePushCommand): Promise<void> {
    const account = recipientOf(context.principal);
    await this.streams.transaction(async (tx) => {
      const { rows } = await tx.sql.query<{ id: string }>(`DELETE FROM push_subscription WHERE endpoint = $1 AND account_id = $2 AND company_id = $3 RETURNING id::text`, [endpoint, account, context.principal.companyId]);
      if (rows[0]) await tx.sql.query(`UPDATE notification_delivery SET status = 'dropped', last_error = 'the device stopped receiving push', done_at = now() WHERE subscription_id = $1 AND status = 'pending'`, [rows[0].id]);
    });
  }
}
