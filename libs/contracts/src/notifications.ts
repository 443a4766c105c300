import { z } from 'zod';
import { MessageKind } from './inbox';

/**
 * How a person is told (ADR 0070): the message centre's news reaches them in the app (the inbox and
 * the bell), by email and by web push, as each of them chooses per kind of news.
 */
export const NotificationTopic = {
  /** A leave request waits for my approval. */
  LeaveRequests: 'leave-requests',
  /** My leave was approved, declined or cancelled. */
  LeaveDecisions: 'leave-decisions',
  /** A background run I started finished or failed. */
  Runs: 'runs',
  /** An import, sync or send failed. */
  SyncFailures: 'sync-failures',
  /** My published roster changed (ADR 0075), an open shift or a colleague's shift offered to me, my claims and trades settled (ADR 0078, 0079). */
  MyRoster: 'my-roster',
  /** A claim on an open shift or a shift offer or swap waits for my approval, or was done without it (ADR 0078, 0079). */
  RosterRequests: 'roster-requests',
  /** A webhook subscription of my company was disabled (ADR 0080). */
  WebhookSubscriptions: 'webhook-subscriptions',
} as const;
export type NotificationTopic = (typeof NotificationTopic)[keyof typeof NotificationTopic];
export const NOTIFICATION_TOPICS = Object.values(NotificationTopic) as NotificationTopic[];

/** The kind of news each message is. */
export const TOPIC_OF_KIND: Record<MessageKind, NotificationTopic> = {
  [MessageKind.LeaveRequested]: NotificationTopic.LeaveRequests,
  [MessageKind.LeaveDecided]: NotificationTopic.LeaveDecisions,
  [MessageKind.JobFinished]: NotificationTopic.Runs,
  [MessageKind.JobFailed]: NotificationTopic.Runs,
  [MessageKind.SyncFailed]: NotificationTopic.SyncFailures,
  [MessageKind.RosterPublished]: NotificationTopic.MyRoster,
  [MessageKind.OpenShift]: NotificationTopic.MyRoster,
  [MessageKind.ShiftTrade]: NotificationTopic.MyRoster,
  [MessageKind.RosterRequest]: NotificationTopic.RosterRequests,
  [MessageKind.WebhookDisabled]: NotificationTopic.WebhookSubscriptions,
};

/** What the preferences screen calls each kind of news. */
export const NOTIFICATION_TOPIC_LABELS: Record<NotificationTopic, string> = {
  [NotificationTopic.LeaveRequests]: 'Leave requests waiting for my approval',
  [NotificationTopic.LeaveDecisions]: 'Decisions on my leave',
  [NotificationTopic.Runs]: 'Background jobs I started',
  [NotificationTopic.SyncFailures]: 'Failed imports, syncs and sends',
  [NotificationTopic.MyRoster]: 'Changes to my roster',
  [NotificationTopic.RosterRequests]: 'Shift claims and swaps waiting for my approval',
  [NotificationTopic.WebhookSubscriptions]: 'Webhook subscriptions disabled',
};

/** One kind of news and the ways the person wants it. */
export const topicChoiceSchema = z
  .object({
    topic: z.enum(NOTIFICATION_TOPICS as [NotificationTopic, ...NotificationTopic[]], { errorMap: () => ({ message: 'Choose a kind of notification.' }) }),
    app: z.boolean(),
    email: z.boolean(),
    push: z.boolean(),
  })
  .strict();
export type TopicChoice = z.infer<typeof topicChoiceSchema>;

/** POST /api/notifications/preferences: the kinds of news changed (the others keep their choice). */
export const savePreferencesSchema = z
  .object({
    topics: z
      .array(topicChoiceSchema)
      .min(1, 'Choose a kind of notification.')
      .max(NOTIFICATION_TOPICS.length)
      .refine((topics) => new Set(topics.map((t) => t.topic)).size === topics.length, 'Each kind of notification once.'),
  })
  .strict();
export type SavePreferences = z.infer<typeof savePreferencesSchema>;

/** GET /api/notifications/preferences: the kinds of news the person can receive, and push on this server. */
export const notificationPreferencesSchema = z.object({
  topics: z.array(topicChoiceSchema.extend({ label: z.string() })),
  push: z.object({
    /** Whether this server sends web push (VAPID keys configured). */
    available: z.boolean(),
    /** The server's VAPID public key, the browser's applicationServerKey; null when unavailable. */
    publicKey: z.string().nullable(),
    /** The person's devices that receive push. */
    devices: z.number().int(),
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const base64Url = (length: { min: number; max: number }, message: string) => z.string().min(length.min, message).max(length.max, message).regex(/^[A-Za-z0-9_-]+={0,2}$/, message);

/** POST /api/notifications/push-subscriptions: a browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z.string().url('This is not a push subscription.').max(2048, 'This is not a push subscription.'),
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url (RFC 8291).
        p256dh: base64Url({ min: 86, max: 88 }, 'This is not a push subscription.'),
        auth: base64Url({ min: 22, max: 24 }, 'This is not a push subscription.'),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** POST /api/notifications/push-subscriptions/remove: this device stops receiving push. */
export const removePushSubscriptionSchema = z.object({ endpoint: z.string().url('This is not a push subscription.').max(2048) }).strict();

/** What a push message carries to the device's service worker (never more than the inbox shows its recipient). */
export interface PushPayload {
  title: string;
  body: string;
  /** The console path to open on a click. */
  link: string | null;
  /** Collapses a message delivered twice into one notification. */
  tag: string;
}

export const NOTIFICATION_TEXTS = {
  pushUnavailable: 'Push notifications are not set up on this server.',
  pushServiceRefused: 'This browser’s push service is not one this server sends to.',
  notOffered: 'This kind of notification is not one you receive.',
} as const;
