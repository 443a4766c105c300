import {
  type ListQuery,
  messageReplySchema,
  type Page,
  webhookDeliveryPageSchema,
  webhookSecretReplySchema,
  type WebhookSubscriptionDto,
  type WebhookSubscriptionInput,
  webhookSubscriptionSchema,
} from '@timekeep/contracts';
import { z } from 'zod';
import { request } from '../../api/http';
import { listPath } from '../../api/list';

/** Webhooks (issue 34 §1, ADR 0080): the company's subscriptions and each one's delivery log. */
export const keys = {
  all: ['webhooks'],
  subscriptions: ['webhooks', 'subscriptions'],
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
} as const;

const base = '/api/webhooks/subscriptions';

/** A company has at most 20 subscriptions: the server answers them all, the table pages them here like every other list. */
async function subscriptionPage(query: ListQuery): Promise<Page<WebhookSubscriptionDto>> {
  const all = await request(z.array(webhookSubscriptionSchema), base);
  const search = query.search?.trim().toLowerCase();
  const found = search ? all.filter((s) => s.url.toLowerCase().includes(search) || s.description.toLowerCase().includes(search)) : all;
  const start = (query.page - 1) * query.pageSize;
  return { items: found.slice(start, start + query.pageSize), total: found.length, page: query.page, pageSize: query.pageSize };
}

export const subscriptionList = { queryKey: keys.subscriptions, fetchPage: subscriptionPage };

export const deliveryList = (subscriptionId: string) => ({
  queryKey: keys.deliveries(subscriptionId),
  fetchPage: (q: ListQuery) => request(webhookDeliveryPageSchema, listPath(`${base}/${subscriptionId}/deliveries`, { page: q.page, pageSize: q.pageSize, search: q.search })),
});

export const createSubscription = (input: WebhookSubscriptionInput) => request(webhookSecretReplySchema, base, { method: 'POST', body: input });
export const changeSubscription = (id: string, input: WebhookSubscriptionInput & { version: number }) => request(messageReplySchema, `${base}/${id}`, { method: 'PUT', body: input });
export const deleteSubscription = (id: string) => request(messageReplySchema, `${base}/${id}`, { method: 'DELETE' });
export const actOn = (id: string, action: 'pause' | 'resume' | 'test') => request(messageReplySchema, `${base}/${id}/${action}`, { method: 'POST', body: {} });
export const rotateSecret = (id: string) => request(webhookSecretReplySchema, `${base}/${id}/rotate-secret`, { method: 'POST', body: {} });
export const replayDelivery = (id: string, deliveryId: string) => request(messageReplySchema, `${base}/${id}/deliveries/${deliveryId}/replay`, { method: 'POST', body: {} });
export const replaySince = (id: string, since: string) => request(messageReplySchema, `${base}/${id}/replay`, { method: 'POST', body: { since } });
