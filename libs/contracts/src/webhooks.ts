import { z } from 'zod';
import { pageSchema } from './api';
import { textTooLong } from './limits';
/**
 * Webhooks (issue 34 §1, ADR 0080): the event types an integrator subscribes to, named for them
 * rather than for our streams, and the sentences a subscription's URL is refused with.
 */
export const WEBHOOK_EVENT_TYPES = [
  'punch.recorded',
  'punch.changed',
  'punch.deleted',
  'timesheet.day-approved',
  'pay-period.closed',
  'pay-period.reopened',
  'pay-period.exported',
  'leave.requested',
  'leave.decided',
  'roster.published',
  'shift.swapped',
  'employee.created',
  'employee.changed',
  'employee.status-changed',
  'sync.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The longest URL a subscription takes: more is no receiver's address. */
export const MAX_WEBHOOK_URL_LENGTH = 2000;

export const WEBHOOK_TEXTS = {
  url: 'Enter the receiver’s URL, such as https://example.com/timekeep.',
  tooLong: `A webhook URL is at most ${MAX_WEBHOOK_URL_LENGTH} characters.`,
  https: 'A webhook URL starts with https://.',
  credentials: 'Put no user name or password in the URL: the signature proves the sender.',
  privateAddress: (host: string) => `${host} is a private or local address: webhooks are sent only to public addresses.`,
} as const;

/** A subscription's description, and the most departments a filter names. */
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200;
export const MAX_WEBHOOK_FILTER_DEPARTMENTS = 100;
/** A company's subscriptions: more is no integration but a misuse. */
export const MAX_WEBHOOK_SUBSCRIPTIONS = 20;
/** How long a rotated secret still signs beside the new one, so a receiver can change over without losing a delivery. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;
/** The furthest back "replay everything since" reaches: deliveries are kept for 30 days. */
export const WEBHOOK_REPLAY_DAYS = 30;

/** The event a subscription's "Send test event" sends it, and only it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_SUBSCRIPTION_TEXTS = {
  eventTypes: 'Choose at least one event to send.',
  sameEventType: 'Each event once.',
  sameDepartment: 'Each department once.',
  department: 'A department of the filter is not one of the company’s.',
  tooMany: `A company has at most ${MAX_WEBHOOK_SUBSCRIPTIONS} webhook subscriptions.`,
  conflict: 'The subscription was changed by someone else. Reload it and try again.',
  notFound: 'There is no such webhook subscription.',
  deliveryNotFound: 'There is no such delivery.',
  notSending: 'The subscription is not sending: resume it first.',
  since: `Replay from a time within the last ${WEBHOOK_REPLAY_DAYS} days, not in the future.`,
  saved: 'The subscription is saved.',
  created: 'The subscription is created. Copy its signing secret now: it is not shown again.',
  rotated: `A new signing secret is made. Copy it now: the old one still signs beside it for ${WEBHOOK_SECRET_OVERLAP_HOURS} hours.`,
  paused: 'The subscription is paused. Events are kept and sent when it resumes.',
  resumed: 'The subscription is sending again.',
  deleted: 'The subscription is deleted.',
  testSent: 'A test event is on its way.',
  replayed: (count: number) => (count === 1 ? 'One delivery will be sent again.' : `${count} deliveries will be sent again.`),
  disabledGone: 'The receiver answered 410 Gone.',
  disabledWindow: 'Every try failed for 24 hours.',
} as const;

const eventType = z.enum(WEBHOOK_EVENT_TYPES, { errorMap: () => ({ message: 'Choose events from the list.' }) });

/** POST /api/webhooks/subscriptions and PUT …/{id}: the receiver, the events it takes, and the departments whose employees' events it takes (none: all). */
export const webhookSubscriptionInputSchema = z
  .object({
    url: z.string().trim().min(1, WEBHOOK_TEXTS.url).max(MAX_WEBHOOK_URL_LENGTH, WEBHOOK_TEXTS.tooLong),
    description: z.string().trim().max(MAX_WEBHOOK_DESCRIPTION_LENGTH, textTooLong('A description', MAX_WEBHOOK_DESCRIPTION_LENGTH)).default(''),
    eventTypes: z
      .array(eventType)
      .min(1, WEBHOOK_SUBSCRIPTION_TEXTS.eventTypes)
      .max(WEBHOOK_EVENT_TYPES.length)
      .refine((t) => new Set(t).size === t.length, WEBHOOK_SUBSCRIPTION_TEXTS.sameEventType),
    departmentIds: z
      .array(z.string().uuid(WEBHOOK_SUBSCRIPTION_TEXTS.department))
      .max(MAX_WEBHOOK_FILTER_DEPARTMENTS)
      .refine((d) => new Set(d).size === d.length, WEBHOOK_SUBSCRIPTION_TEXTS.sameDepartment)
      .default([]),
  })
  .strict();
export type WebhookSubscriptionInput = z.infer<typeof webhookSubscriptionInputSchema>;
export const webhookSubscriptionChangeSchema = webhookSubscriptionInputSchema.extend({ version: z.number().int().min(0) }).strict();

/** POST …/{id}/replay: every delivery of the subscription since a time. */
export const webhookReplaySchema = z.object({ since: z.string().datetime({ offset: true, message: WEBHOOK_SUBSCRIPTION_TEXTS.since }) }).strict();

export const WEBHOOK_SUBSCRIPTION_STATUSES = ['active', 'paused', 'disabled'] as const;
export type WebhookSubscriptionStatus = (typeof WEBHOOK_SUBSCRIPTION_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** What the console calls each event type: the integrator's name beside it. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'punch.recorded': 'Punch recorded',
  'punch.changed': 'Punch changed',
  'punch.deleted': 'Punch deleted',
  'timesheet.day-approved': 'Timesheet day approved',
  'pay-period.closed': 'Pay period closed',
  'pay-period.reopened': 'Pay period reopened',
  'pay-period.exported': 'Pay period exported',
  'leave.requested': 'Leave requested',
  'leave.decided': 'Leave decided',
  'roster.published': 'Roster published',
  'shift.swapped': 'Shift swapped',
  'employee.created': 'Employee created',
  'employee.changed': 'Employee changed',
  'employee.status-changed': 'Employee status changed',
  'sync.failed': 'Sync failed',
};

/** GET /api/webhooks/subscriptions (and …/{id}): a subscription as its admins see it; its secret never. */
export const webhookSubscriptionSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  departmentIds: z.array(z.string()),
  status: z.enum(WEBHOOK_SUBSCRIPTION_STATUSES),
  /** Why the product disabled it (a 410, a day of failures); null unless disabled. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
  /** Until when the previous secret still signs beside the current one; null: one secret. */
  previousSecretUntil: z.string().nullable(),
  /** Deliveries waiting to be sent, and the last one's outcome. */
  pending: z.number(),
  lastDeliveryAt: z.string().nullable(),
  lastDeliveryStatus: z.enum(WEBHOOK_DELIVERY_STATUSES).nullable(),
  version: z.number(),
});
export type WebhookSubscriptionDto = z.infer<typeof webhookSubscriptionSchema>;

/** The reply of a create or a rotation: the secret, this once. */
export const webhookSecretReplySchema = z.object({ message: z.string(), id: z.string(), secret: z.string() });
export type WebhookSecretReply = z.infer<typeof webhookSecretReplySchema>;

export const webhookAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's answer; null: no answer (a timeout, a refused or reset connection, an address refused). */
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  /** The answer's first 2 kB. */
  response: z.string().nullable(),
});
export type WebhookAttemptDto = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventType: z.string(),
  employeeId: z.string().nullable(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  /** The bytes sent, the same on every try. */
  body: z.string(),
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDeliveryDto = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryPageSchema = pageSchema(webhookDeliverySchema);
