import type { WebhookDeliveryStatus } from '@timekeep/contracts';

/** What a delivery's status is called and coloured, in the log and the subscriptions' list. */
export const DELIVERY_STATUS: Record<WebhookDeliveryStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting', color: 'blue' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** The worker tries a new delivery within seconds: a list with one waiting is read again soon, otherwise now and then (new events). */
export const refreshWhileWaiting = (waiting: boolean) => (waiting ? 3_000 : 30_000);
