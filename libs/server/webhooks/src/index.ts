export { WEBHOOKS } from './webhooks.parts';
export { WebhookSweep } from './delivery/webhook-sweep';
