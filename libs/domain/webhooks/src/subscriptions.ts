import { EventType, MAX_WEBHOOK_SUBSCRIPTIONS, WEBHOOK_SUBSCRIPTION_TEXTS, type WebhookEventType, type WebhookSubscriptionInput, type WebhookSubscriptionStatus } from '@timekeep/contracts';
import { Refusal, type RefusalKind } from '@timekeep/domain-kernel';
import { type AddressPolicy, addressProblem, webhookUrlProblem } from './addresses';

/** A webhook subscription's refusals: a bad form (400), one out of reach (404), a stale form (409). */
export class WebhookError extends Refusal {
  constructor(
    readonly code: 'invalid' | 'notFound' | 'conflict',
    message: string,
  ) {
    super(message);
    this.name = 'WebhookError';
  }

  get kind(): RefusalKind {
    return this.code;
  }
}

export const webhookSubscriptionStreamId = (id: string) => `webhook-subscription-${id}`;

type Settings = { subscriptionId: string; url: string; description: string; eventTypes: WebhookEventType[]; departmentIds: string[] };
type Of = { subscriptionId: string };
export type WebhookSubscriptionEvent =
  | { type: typeof EventType.WebhookSubscriptionCreated; v: 1; data: Settings }
  | { type: typeof EventType.WebhookSubscriptionChanged; v: 1; data: Settings }
  | { type: typeof EventType.WebhookSubscriptionPaused; v: 1; data: Of }
  | { type: typeof EventType.WebhookSubscriptionResumed; v: 1; data: Of }
  | { type: typeof EventType.WebhookSubscriptionDisabled; v: 1; data: Of & { reason: 'gone' | 'window'; deliveryId: string } }
  | { type: typeof EventType.WebhookSubscriptionDeleted; v: 1; data: Of }
  | { type: typeof EventType.WebhookSecretRotated; v: 1; data: Of & { previousUntil: string } }
  | { type: typeof EventType.WebhookTestSent; v: 1; data: Of }
  | { type: typeof EventType.WebhookReplayed; v: 1; data: Of & { deliveryId: string | null; since: string | null; count: number } };

export interface WebhookSubscriptionState {
  settings: Omit<Settings, 'subscriptionId'> | null;
  status: WebhookSubscriptionStatus;
  deleted: boolean;
}

export const webhookSubscriptionFold = {
  initial: { settings: null, status: 'active', deleted: false } as WebhookSubscriptionState,
  evolve(state: WebhookSubscriptionState, event: { type: string; data: unknown }): WebhookSubscriptionState {
    const e = event as WebhookSubscriptionEvent;
    switch (e.type) {
      case EventType.WebhookSubscriptionCreated:
      case EventType.WebhookSubscriptionChanged: {
        const { subscriptionId: _, ...settings } = e.data;
        return { ...state, settings };
      }
      case EventType.WebhookSubscriptionPaused:
        return { ...state, status: 'paused' };
      case EventType.WebhookSubscriptionResumed:
        return { ...state, status: 'active' };
      case EventType.WebhookSubscriptionDisabled:
        return { ...state, status: 'disabled' };
      case EventType.WebhookSubscriptionDeleted:
        return { ...state, deleted: true };
      default:
        return state;
    }
  },
};

/** What the handler gathers before a subscription is saved: the host's addresses as DNS answers now, the company's departments, how many subscriptions it has. */
export interface SubscriptionFacts {
  addresses: readonly string[];
  policy: AddressPolicy;
  departmentIds: ReadonlySet<string>;
  subscriptions: number;
}

/** Why a URL whose host resolved to `addresses` may not be saved, or null (ADR 0080): the URL's form, then every address. */
export function receiverProblem(url: string, addresses: readonly string[], policy: AddressPolicy): string | null {
  const problem = webhookUrlProblem(url, policy);
  if (problem) return problem;
  const host = new URL(url).hostname;
  if (!addresses.length) return `${host} has no address: check the URL.`;
  return addresses.map((ip) => addressProblem(host, ip, policy)).find(Boolean) ?? null;
}

function settingsProblem(input: WebhookSubscriptionInput, facts: SubscriptionFacts): string | null {
  const problem = receiverProblem(input.url, facts.addresses, facts.policy);
  if (problem) return problem;
  if (input.departmentIds.some((id) => !facts.departmentIds.has(id))) return WEBHOOK_SUBSCRIPTION_TEXTS.department;
  return null;
}

/** The subscription's settings; one never made (or another company's) or deleted is not found. */
export function aliveSubscription(state: WebhookSubscriptionState): NonNullable<WebhookSubscriptionState['settings']> {
  if (!state.settings || state.deleted) throw new WebhookError('notFound', WEBHOOK_SUBSCRIPTION_TEXTS.notFound);
  return state.settings;
}

export function decideCreateSubscription(subscriptionId: string, input: WebhookSubscriptionInput, facts: SubscriptionFacts): WebhookSubscriptionEvent[] {
  if (facts.subscriptions >= MAX_WEBHOOK_SUBSCRIPTIONS) throw new WebhookError('invalid', WEBHOOK_SUBSCRIPTION_TEXTS.tooMany);
  const problem = settingsProblem(input, facts);
  if (problem) throw new WebhookError('invalid', problem);
  return [{ type: EventType.WebhookSubscriptionCreated, v: 1, data: { subscriptionId, ...input } }];
}

/** A change saves the whole form; the same form again changes nothing (no event). */
export function decideChangeSubscription(state: WebhookSubscriptionState, subscriptionId: string, input: WebhookSubscriptionInput, facts: SubscriptionFacts): WebhookSubscriptionEvent[] {
  const current = aliveSubscription(state);
  const problem = settingsProblem(input, facts);
  if (problem) throw new WebhookError('invalid', problem);
  const same = current.url === input.url && current.description === input.description && sameList(current.eventTypes, input.eventTypes) && sameList(current.departmentIds, input.departmentIds);
  return same ? [] : [{ type: EventType.WebhookSubscriptionChanged, v: 1, data: { subscriptionId, ...input } }];
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function decidePause(state: WebhookSubscriptionState, subscriptionId: string): WebhookSubscriptionEvent[] {
  aliveSubscription(state);
  return state.status === 'paused' ? [] : [{ type: EventType.WebhookSubscriptionPaused, v: 1, data: { subscriptionId } }];
}

/** Resuming a paused or a disabled subscription: sending again (a disabled one's failed deliveries wait for a replay). */
export function decideResume(state: WebhookSubscriptionState, subscriptionId: string): WebhookSubscriptionEvent[] {
  aliveSubscription(state);
  return state.status === 'active' ? [] : [{ type: EventType.WebhookSubscriptionResumed, v: 1, data: { subscriptionId } }];
}

/** The sender's decision after a 410 or a day of failures; a subscription already disabled, paused or deleted meanwhile stays as it is. */
export function decideDisable(state: WebhookSubscriptionState, subscriptionId: string, reason: 'gone' | 'window', deliveryId: string): WebhookSubscriptionEvent[] {
  if (!state.settings || state.deleted || state.status !== 'active') return [];
  return [{ type: EventType.WebhookSubscriptionDisabled, v: 1, data: { subscriptionId, reason, deliveryId } }];
}

export function decideDelete(state: WebhookSubscriptionState, subscriptionId: string): WebhookSubscriptionEvent[] {
  aliveSubscription(state);
  return [{ type: EventType.WebhookSubscriptionDeleted, v: 1, data: { subscriptionId } }];
}

/** A new secret: the previous one signs beside it until `previousUntil`. The secrets themselves never enter an event. */
export function decideRotate(state: WebhookSubscriptionState, subscriptionId: string, previousUntil: Date): WebhookSubscriptionEvent[] {
  aliveSubscription(state);
  return [{ type: EventType.WebhookSecretRotated, v: 1, data: { subscriptionId, previousUntil: previousUntil.toISOString() } }];
}

/** A test event goes only to a subscription that sends. */
export function decideTest(state: WebhookSubscriptionState, subscriptionId: string): WebhookSubscriptionEvent[] {
  aliveSubscription(state);
  if (state.status !== 'active') throw new WebhookError('invalid', WEBHOOK_SUBSCRIPTION_TEXTS.notSending);
  return [{ type: EventType.WebhookTestSent, v: 1, data: { subscriptionId } }];
}

/** Replaying one delivery, or every delivery since a time no further back than `earliest` and not after `now`. */
export function decideReplay(
  state: WebhookSubscriptionState,
  subscriptionId: string,
  what: { deliveryId: string; count: number } | { since: Date; now: Date; earliest: Date; count: number },
): WebhookSubscriptionEvent[] {
  aliveSubscription(state);
  if (state.status !== 'active') throw new WebhookError('invalid', WEBHOOK_SUBSCRIPTION_TEXTS.notSending);
  if ('deliveryId' in what) {
    if (!what.count) throw new WebhookError('notFound', WEBHOOK_SUBSCRIPTION_TEXTS.deliveryNotFound);
    return [{ type: EventType.WebhookReplayed, v: 1, data: { subscriptionId, deliveryId: what.deliveryId, since: null, count: what.count } }];
  }
  if (what.since < what.earliest || what.since > what.now) throw new WebhookError('invalid', WEBHOOK_SUBSCRIPTION_TEXTS.since);
  return [{ type: EventType.WebhookReplayed, v: 1, data: { subscriptionId, deliveryId: null, since: what.since.toISOString(), count: what.count } }];
}
