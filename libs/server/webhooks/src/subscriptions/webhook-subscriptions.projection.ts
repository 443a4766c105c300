import { EventType } from '@timekeep/contracts';
import type { WebhookSubscriptionEvent } from '@timekeep/domain-webhooks';
import type { Projection, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';
import { WebhookSubscriptionEntity } from '../webhook.entities';

/** Inline: a subscription saved, paused or disabled is what the fan-out reads from the next event on. */
export class WebhookSubscriptionsProjection implements Projection<OrmTx> {
  readonly name = 'webhook-subscriptions';
  readonly version = 1;
  readonly tables = ['webhook_subscription'] as const;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    const repo = tx.manager.getRepository(WebhookSubscriptionEntity);
    for (const event of events) {
      const e = event as unknown as WebhookSubscriptionEvent & RecordedEvent;
      const version = event.streamPosition;
      switch (e.type) {
        case EventType.WebhookSubscriptionCreated: {
          const { subscriptionId, ...settings } = e.data;
          await repo.insert({ id: subscriptionId, companyId: event.companyId, ...settings, status: 'active', disabledReason: null, createdAt: event.recordedAt, version });
          break;
        }
        case EventType.WebhookSubscriptionChanged: {
          const { subscriptionId, ...settings } = e.data;
          await repo.update({ id: subscriptionId, companyId: event.companyId }, { ...settings, version });
          break;
        }
        case EventType.WebhookSubscriptionPaused:
          await repo.update({ id: e.data.subscriptionId, companyId: event.companyId }, { status: 'paused', version });
          break;
        case EventType.WebhookSubscriptionResumed:
          await repo.update({ id: e.data.subscriptionId, companyId: event.companyId }, { status: 'active', disabledReason: null, version });
          break;
        case EventType.WebhookSubscriptionDisabled:
          await repo.update({ id: e.data.subscriptionId, companyId: event.companyId }, { status: 'disabled', disabledReason: e.data.reason, version });
          break;
        case EventType.WebhookSubscriptionDeleted:
          await repo.delete({ id: e.data.subscriptionId, companyId: event.companyId });
          break;
        case EventType.WebhookSecretRotated:
        case EventType.WebhookTestSent:
        case EventType.WebhookReplayed:
          await repo.update({ id: e.data.subscriptionId, companyId: event.companyId }, { version });
          break;
      }
    }
  }
}
