import { MESSAGE_LINKS, MessageKind, WEBHOOK_SUBSCRIPTION_TEXTS } from '@timekeep/contracts';
import { managesWebhooks } from '@timekeep/domain-identity';
import type { Account, MessageDraft } from './message';

/** A subscription the sender disabled (ADR 0080): its receiver's URL as saved, and why. */
export interface DisabledSubscription {
  url: string;
  reason: 'gone' | 'window';
}

const WHY: Record<DisabledSubscription['reason'], string> = {
  gone: WEBHOOK_SUBSCRIPTION_TEXTS.disabledGone,
  window: WEBHOOK_SUBSCRIPTION_TEXTS.disabledWindow,
};

/**
 * A disabled subscription tells each of the company's accounts that keep its webhooks, once: which
 * receiver (by its host alone: a URL's path or query may carry the receiver's token, and a message
 * is mailed and pushed), why, and what brings it back: its events are logged unsent while it is
 * disabled, so a replay after the resume sends everything it missed.
 */
export function webhookDisabledMessages(subscription: DisabledSubscription, accounts: readonly Account[]): MessageDraft[] {
  const draft = {
    kind: MessageKind.WebhookDisabled,
    title: `Webhook subscription to ${new URL(subscription.url).host} disabled`,
    body: `${WHY[subscription.reason]} Fix the receiver, then resume the subscription and replay everything since its first failed delivery.`,
    link: MESSAGE_LINKS.webhooks,
    subject: null,
  };
  return accounts.filter(managesWebhooks).map((a) => ({ recipientId: a.id, ...draft }));
}
