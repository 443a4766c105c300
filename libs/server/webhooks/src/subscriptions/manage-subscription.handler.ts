import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WEBHOOK_REPLAY_DAYS, WEBHOOK_SECRET_OVERLAP_HOURS, WEBHOOK_SUBSCRIPTION_TEXTS } from '@timekeep/contracts';
import { decideDelete, decidePause, decideReplay, decideResume, decideRotate, decideTest, webhookSubscriptionFold, webhookSubscriptionStreamId } from '@timekeep/domain-webhooks';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { mustManageWebhooks } from './webhook-access';
import { WebhookSecrets } from './webhook-secrets';

export type WebhookAction = 'pause' | 'resume' | 'delete' | 'test';

export class ManageWebhookSubscriptionCommand {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly action: WebhookAction,
  ) {}
}

export class RotateWebhookSecretCommand {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
  ) {}
}

/** One delivery again (`deliveryId`), or every delivery made since a time. */
export class ReplayWebhookDeliveriesCommand {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly what: { deliveryId: string } | { since: Date },
  ) {}
}

const stream = (id: string) => ({ id: webhookSubscriptionStreamId(id), type: 'webhook-subscription', fold: webhookSubscriptionFold, conflict: WEBHOOK_SUBSCRIPTION_TEXTS.conflict });

/**
 * Pause (events are kept and sent on resume), resume (a disabled one too), delete (its secret,
 * deliveries and their log go with it), and a test event (sent through the same fan-out and
 * sender as every event, to this subscription only).
 */
@CommandHandler(ManageWebhookSubscriptionCommand)
export class ManageWebhookSubscriptionHandler implements ICommandHandler<ManageWebhookSubscriptionCommand, void> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, id, action }: ManageWebhookSubscriptionCommand): Promise<void> {
    mustManageWebhooks(context.principal);
    const { companyId } = context.principal;
    await this.streams.handle(context, stream(id), async (state, tx) => {
      if (action === 'pause') return decidePause(state, id);
      if (action === 'resume') return decideResume(state, id);
      if (action === 'test') return decideTest(state, id);
      const events = decideDelete(state, id);
      await tx.sql.query(`DELETE FROM webhook_attempt WHERE company_id = $1 AND delivery_id IN (SELECT id FROM webhook_delivery WHERE subscription_id = $2 AND company_id = $1)`, [companyId, id]);
      await tx.sql.query(`DELETE FROM webhook_delivery WHERE subscription_id = $1 AND company_id = $2`, [id, companyId]);
      await tx.sql.query(`DELETE FROM webhook_secret WHERE subscription_id = $1 AND company_id = $2`, [id, companyId]);
      return events;
    });
  }
}

/** A new signing secret, answered this once; the old one signs beside it for a day (WEBHOOK_SECRET_OVERLAP_HOURS). */
@CommandHandler(RotateWebhookSecretCommand)
export class RotateWebhookSecretHandler implements ICommandHandler<RotateWebhookSecretCommand, string> {
  constructor(
    private readonly streams: Streams,
    private readonly secrets: WebhookSecrets,
  ) {}

  async execute({ context, id }: RotateWebhookSecretCommand): Promise<string> {
    mustManageWebhooks(context.principal);
    const previousUntil = new Date(context.now.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * 3_600_000);
    let secret = '';
    await this.streams.handle(context, stream(id), async (state, tx) => {
      const events = decideRotate(state, id, previousUntil);
      secret = await this.secrets.rotate(tx.manager, context.principal.companyId, id, previousUntil);
      return events;
    });
    return secret;
  }
}

/**
 * "Replay this delivery" and "replay everything since" (ADR 0080): the deliveries sent or given up
 * are due again, under their own ids (a receiver that de-duplicates on `webhook-id` sees the same
 * message), in their order, with a new day of tries. Answers how many.
 */
@CommandHandler(ReplayWebhookDeliveriesCommand)
export class ReplayWebhookDeliveriesHandler implements ICommandHandler<ReplayWebhookDeliveriesCommand, number> {
  constructor(private readonly streams: Streams) {}

  async execute({ context, id, what }: ReplayWebhookDeliveriesCommand): Promise<number> {
    mustManageWebhooks(context.principal);
    const { companyId } = context.principal;
    let count = 0;
    await this.streams.handle(context, stream(id), async (state, tx) => {
      // A refusal below rolls this back with the rest of the transaction.
      const again = `UPDATE webhook_delivery SET status = 'pending', tries = 0, first_tried_at = NULL, next_attempt_at = now(), claimed_until = NULL
                      WHERE company_id = $1 AND subscription_id = $2 AND status <> 'pending'`;
      if ('deliveryId' in what) {
        count = (await tx.sql.query(`${again} AND id = $3`, [companyId, id, what.deliveryId])).rowCount ?? 0;
        // A delivery still pending is already going: replaying it is no error, and changes nothing.
        if (!count) count = (await tx.sql.query(`SELECT 1 FROM webhook_delivery WHERE company_id = $1 AND subscription_id = $2 AND id = $3`, [companyId, id, what.deliveryId])).rowCount ?? 0;
        return decideReplay(state, id, { deliveryId: what.deliveryId, count });
      }
      const earliest = new Date(context.now.getTime() - WEBHOOK_REPLAY_DAYS * 86_400_000);
      count = (await tx.sql.query(`${again} AND created_at >= $3`, [companyId, id, what.since])).rowCount ?? 0;
      return decideReplay(state, id, { since: what.since, now: context.now, earliest, count });
    });
    return count;
  }
}
