import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '@timekeep/server-organisation';
import { ExceptionsQueries } from '@timekeep/server-timekeeping';
import { MarkMessagesReadHandler } from './mark-messages-read.handler';
import { MessagesController } from './messages.controller';
import { MessagesQueries } from './messages.queries';

/**
 * The message centre (ADR 0063): each person's inbox, filled in the worker from what the contexts
 * below it record (leave events, background runs, the Sync Results), read and marked here. It
 * stands above them all and none of them knows it.
 */
@Module({
  imports: [CqrsModule, OrganisationModule],
  controllers: [MessagesController],
  providers: [MarkMessagesReadHandler, MessagesQueries, ExceptionsQueries],
})
export class MessagesModule {}
