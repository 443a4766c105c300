import { type ContextParts, MailWishes } from '@timekeep/server-platform';
import { DeliverySweep } from './delivery/delivery-sweep';
import { PushSender } from './delivery/push-sender';
import { MessageEntity, MessageSweepSeenEntity } from './message.entity';
import { MessageSweep } from './message-sweep';
import { MessagesModule } from './messages.module';
import { MessagesProcessor } from './messages.processor';
import { Messages1764500630000 } from './migrations/1764500630000-messages';
import { Notifications1764600000000 } from './migrations/1764600000000-notifications';
import { MailWishesFromChoices } from './notifications/choices';
import { NotificationDeliveryEntity, NotificationPreferenceEntity, PushSubscriptionEntity } from './notifications/notification.entities';

/** The message centre's inbox, its processor of leave events, the worker's sweep of runs and syncs, and the outbox of mails and pushes. */
export const MESSAGES: ContextParts = {
  module: MessagesModule,
  entities: [MessageEntity, MessageSweepSeenEntity, NotificationPreferenceEntity, PushSubscriptionEntity, NotificationDeliveryEntity],
  migrations: [Messages1764500630000, Notifications1764600000000],
  inlineProjections: [],
  asyncProcessors: () => [new MessagesProcessor()],
  /** The sweeps run in the worker beside the jobs (they are no jobs: nobody asks for them); the leave mail there asks MailWishes. */
  jobProviders: [MessageSweep, DeliverySweep, PushSender, { provide: MailWishes, useClass: MailWishesFromChoices }],
};
