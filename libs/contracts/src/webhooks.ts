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
