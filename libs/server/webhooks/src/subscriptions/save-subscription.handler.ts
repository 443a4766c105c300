import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WEBHOOK_SUBSCRIPTION_TEXTS, type WebhookSubscriptionInput } from '@timekeep/contracts';
import { aliveSubscription, decideChangeSubscription, decideCreateSubscription, webhookSubscriptionFold, webhookSubscriptionStreamId } from '@timekeep/domain-webhooks';
import { StaleForm } from '@timekeep/domain-kernel';
import { ConcurrencyError } from '@timekeep/event-store';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { randomUUID } from 'node:crypto';
import { WebhookSubscriptionEntity } from '../webhook.entities';
import { ReceiverAddresses } from './receiver-addresses';
import { departmentsAmong, mustManageWebhooks } from './webhook-access';
import { WebhookSecrets } from './webhook-secrets';

export class CreateWebhookSubscriptionCommand {
  constructor(
    readonly context: CommandContext,
    readonly input: WebhookSubscriptionInput,
  ) {}
}

export class ChangeWebhookSubscriptionCommand {
  constructor(
    readonly context: CommandContext,
    readonly id: string,
    readonly input: WebhookSubscriptionInput,
    readonly version: number,
  ) {}
}

const stream = (id: string) => ({ id: webhookSubscriptionStreamId(id), type: 'webhook-subscription', fold: webhookSubscriptionFold, conflict: WEBHOOK_SUBSCRIPTION_TEXTS.conflict });

/**
 * POST /api/webhooks/subscriptions (ADR 0080): a receiver checked (its URL, and every address its
 * host resolves to now), its secret made and sealed in the same transaction; the secret is answered
 * this once.
 */
@CommandHandler(CreateWebhookSubscriptionCommand)
export class CreateWebhookSubscriptionHandler implements ICommandHandler<CreateWebhookSubscriptionCommand, { id: string; secret: string }> {
  constructor(
    private readonly streams: Streams,
    private readonly secrets: WebhookSecrets,
    private readonly addresses: ReceiverAddresses,
  ) {}

  async execute({ context, input }: CreateWebhookSubscriptionCommand): Promise<{ id: string; secret: string }> {
    mustManageWebhooks(context.principal);
    const { companyId } = context.principal;
    const id = randomUUID();
    // DNS answers before the transaction: no connection waits on a resolver.
    const addresses = await this.addresses.of(input.url);
    let secret = '';
    await this.streams.handle(context, stream(id), async (_state, tx) => {
      const facts = { addresses, policy: this.addresses.policy, departmentIds: await departmentsAmong(tx, companyId, input.departmentIds), subscriptions: await tx.manager.countBy(WebhookSubscriptionEntity, { companyId }) };
      const events = decideCreateSubscription(id, input, facts);
      secret = await this.secrets.issue(tx.manager, companyId, id);
      return events;
    });
    return { id, secret };
  }
}

/** PUT /api/webhooks/subscriptions/{id}: the whole form at the version it was loaded at; checked as a new one is. */
@CommandHandler(ChangeWebhookSubscriptionCommand)
export class ChangeWebhookSubscriptionHandler implements ICommandHandler<ChangeWebhookSubscriptionCommand, void> {
  constructor(
    private readonly streams: Streams,
    private readonly addresses: ReceiverAddresses,
  ) {}

  async execute({ context, id, input, version }: ChangeWebhookSubscriptionCommand): Promise<void> {
    mustManageWebhooks(context.principal);
    const { companyId } = context.principal;
    const addresses = await this.addresses.of(input.url);
    try {
      await this.streams.transaction(async (tx) => {
        const current = await this.streams.load(tx, context, webhookSubscriptionStreamId(id), webhookSubscriptionFold);
        // Another company's subscription, or none, is not found before any form is checked against it.
        aliveSubscription(current.state);
        if (current.version !== version) throw new StaleForm(WEBHOOK_SUBSCRIPTION_TEXTS.conflict);
        const facts = { addresses, policy: this.addresses.policy, departmentIds: await departmentsAmong(tx, companyId, input.departmentIds), subscriptions: 0 };
        const events = decideChangeSubscription(current.state, id, input, facts);
        if (events.length) await this.streams.append(tx, context, { id: webhookSubscriptionStreamId(id), type: 'webhook-subscription', expected: version }, events);
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(WEBHOOK_SUBSCRIPTION_TEXTS.conflict);
      throw error;
    }
  }
}
