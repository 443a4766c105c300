import { Action, type MessageKind, NOTIFICATION_TEXTS, NOTIFICATION_TOPICS, NotificationTopic, Resource, TOPIC_OF_KIND, type TopicChoice } from '@timekeep/contracts';
import { can, managesWebhooks, type PermissionHolder, reachesOnlySelf } from '@timekeep/domain-identity';
import { MessageError } from './message-error';

/** The ways one message reaches its recipient. */
export interface Channels {
  app: boolean;
  email: boolean;
  push: boolean;
}

/**
 * The leave mail (ADR 0059) already mails the accounts a leave request or decision concerns: for
 * these kinds of news the email choice is the leave mail's, which asks it (MailWishes), and the
 * message centre sends no second mail.
 */
export const MAILED_BY_LEAVE: ReadonlySet<NotificationTopic> = new Set([NotificationTopic.LeaveRequests, NotificationTopic.LeaveDecisions]);

/**
 * What nobody chose yet: everything in the app; by email what was mailed before preferences existed
 * (the leave mail), nothing else, so that nobody's mailbox changes on the day this ships; by push
 * everything, since push reaches only a device its owner turned it on for.
 */
export function defaultChoice(topic: NotificationTopic): TopicChoice {
  return { topic, app: true, email: MAILED_BY_LEAVE.has(topic), push: true };
}

/**
 * The kinds of news a person can receive, as the message rules send them (ADR 0063): leave
 * requests to whoever approves leave for others; a decision on their own leave to anyone; runs and
 * failed syncs to those who start them (nobody whose rights reach only themself starts one); a
 * disabled webhook subscription to those who keep the webhooks.
 */
export function topicsOffered(holder: PermissionHolder): NotificationTopic[] {
  const forOthers = !reachesOnlySelf(holder);
  return NOTIFICATION_TOPICS.filter((topic) => {
    if (topic === NotificationTopic.LeaveRequests) return forOthers && can(holder, Resource.Leave, Action.Approve);
    if (topic === NotificationTopic.RosterRequests) return forOthers && can(holder, Resource.Roster, Action.Update);
    if (topic === NotificationTopic.WebhookSubscriptions) return managesWebhooks(holder);
    // Anyone may be rostered (an admin who is also an employee too).
    if (topic === NotificationTopic.LeaveDecisions || topic === NotificationTopic.MyRoster) return true;
    return forOthers;
  });
}

/** Each offered kind with the person's choice, or the default where they made none. */
export function preferencesOf(holder: PermissionHolder, stored: readonly TopicChoice[]): TopicChoice[] {
  const chosen = new Map(stored.map((c) => [c.topic, c]));
  return topicsOffered(holder).map((topic) => chosen.get(topic) ?? defaultChoice(topic));
}

/** A save names only kinds the person can receive. */
export function checkChoices(holder: PermissionHolder, choices: readonly TopicChoice[]): void {
  const offered = new Set(topicsOffered(holder));
  if (choices.some((c) => !offered.has(c.topic))) throw new MessageError('invalid', NOTIFICATION_TEXTS.notOffered);
}

/**
 * How one message of `kind` reaches a recipient who chose `stored` (their saved choices, any kinds):
 * by the choice for its kind, or the default. Email here is the message centre's own mail; for the
 * leave kinds it is the leave mail's to send, so never the centre's.
 */
export function channelsFor(kind: MessageKind, stored: readonly TopicChoice[]): Channels {
  const topic = TOPIC_OF_KIND[kind];
  const choice = stored.find((c) => c.topic === topic) ?? defaultChoice(topic);
  return { app: choice.app, email: choice.email && !MAILED_BY_LEAVE.has(topic), push: choice.push };
}
