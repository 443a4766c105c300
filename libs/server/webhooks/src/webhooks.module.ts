import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ManageWebhookSubscriptionHandler, ReplayWebhookDeliveriesHandler, RotateWebhookSecretHandler } from './subscriptions/manage-subscription.handler';
import { ReceiverAddresses } from './subscriptions/receiver-addresses';
import { ChangeWebhookSubscriptionHandler, CreateWebhookSubscriptionHandler } from './subscriptions/save-subscription.handler';
import { WebhookSecrets } from './subscriptions/webhook-secrets';
import { WebhooksController } from './subscriptions/webhooks.controller';
import { WebhooksQueries } from './subscriptions/webhooks.queries';

/** Webhooks to integrators (ADR 0080): the company's subscriptions kept here; the fan-out and the sender run in the worker (webhooks.parts.ts). */
@Module({
  imports: [CqrsModule],
  controllers: [WebhooksController],
  providers: [
    WebhookSecrets,
    ReceiverAddresses,
    WebhooksQueries,
    CreateWebhookSubscriptionHandler,
    ChangeWebhookSubscriptionHandler,
    ManageWebhookSubscriptionHandler,
    RotateWebhookSecretHandler,
    ReplayWebhookDeliveriesHandler,
  ],
})
export class WebhooksModule {}
