import type { WebhookDeliveryStatus } from '@timekeep/contracts';

/** What a delivery's status is called and coloured, in the log and the subscriptions' list. */
export const DELIVERY_STATUS: Record<WebhookDeliveryStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting', color: 'blue' },
  delivered: { label: 'Delivered', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};
