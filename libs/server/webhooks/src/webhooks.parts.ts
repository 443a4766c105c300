import type { ContextParts } from '@timekeep/server-platform';
import { WebhookFanOutProcessor } from './delivery/webhook-fan-out.processor';
import { WebhookSweep } from './delivery/webhook-sweep';
import { Webhooks1765000000000 } from './migrations/1765000000000-webhooks';
import { WebhookDeliveryAge1765000200000 } from './migrations/1765000200000-webhook-delivery-age';
import { ReceiverAddresses } from './subscriptions/receiver-addresses';
import { WebhookSecrets } from './subscriptions/webhook-secrets';
import { WebhookSubscriptionsProjection } from './subscriptions/webhook-subscriptions.projection';
import { WebhookAttemptEntity, WebhookDeliveryEntity, WebhookSecretEntity, WebhookSubscriptionEntity } from './webhook.entities';
import { WebhooksModule } from './webhooks.module';

/** The subscriptions (api), the fan-out of events to them (a processor) and the sender (a worker's sweep). */
export const WEBHOOKS: ContextParts = {
  module: WebhooksModule,
  entities: [WebhookSubscriptionEntity, WebhookSecretEntity, WebhookDeliveryEntity, WebhookAttemptEntity],
  migrations: [Webhooks1765000000000, WebhookDeliveryAge1765000200000],
  inlineProjections: [new WebhookSubscriptionsProjection()],
  asyncProcessors: () => [new WebhookFanOutProcessor()],
  jobProviders: [WebhookSweep, WebhookSecrets, ReceiverAddresses],
};
