import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { MailWishes } from '@timekeep/server-platform';
import { ExceptionsQueries, TimeApprovalQueries } from '@timekeep/server-timekeeping';
import { MarkMessagesReadHandler } from './mark-messages-read.handler';
import { MessagesController } from './messages.controller';
import { MessagesQueries } from './messages.queries';
import { MailWishesFromChoices } from './notifications/choices';
import { NotificationPreferencesQueries } from './notifications/notification-preferences.queries';
import { NotificationsController } from './notifications/notifications.controller';
import { SubscribePushHandler, UnsubscribePushHandler } from './notifications/push-devices.handler';
import { SavePreferencesHandler } from './notifications/save-preferences.handler';

/**
 * The message centre (ADR 0063): each person's inbox, filled in the worker from what the contexts
 * below it record (leave events, background runs, the Sync Results), read and marked here; and how
 * each person is told beyond it, by email and push (ADR 0070). It stands above them all and none of
 * them knows it, but for the platform's MailWishes port it answers (global, for the leave mail).
 */
@Global()
@Module({
  imports: [CqrsModule, OrganisationModule],
  controllers: [MessagesController, NotificationsController],
  providers: [
    MarkMessagesReadHandler,
    MessagesQueries,
    ExceptionsQueries,
    TimeApprovalQueries,
    NotificationPreferencesQueries,
    SavePreferencesHandler,
    SubscribePushHandler,
    UnsubscribePushHandler,
    { provide: MailWishes, useClass: MailWishesFromChoices },
  ],
  exports: [MailWishes],
})
export class MessagesModule {}
