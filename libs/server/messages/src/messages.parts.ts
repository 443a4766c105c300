import type { ContextParts } from '@timekeep/server-platform';
import { MessageEntity, MessageSweepSeenEntity } from './message.entity';
import { MessageSweep } from './message-sweep';
import { MessagesModule } from './messages.module';
import { MessagesProcessor } from './messages.processor';
import { Messages1764500630000 } from './migrations/1764500630000-messages';

/** The message centre's inbox, its processor of leave events, and the worker's sweep of runs and syncs. */
export const MESSAGES: ContextParts = {
  module: MessagesModule,
  entities: [MessageEntity, MessageSweepSeenEntity],
  migrations: [Messages1764500630000],
  inlineProjections: [],
  asyncProcessors: () => [new MessagesProcessor()],
  /** The sweep runs in the worker beside the jobs (it is no job: nobody asks for it). */
  jobProviders: [MessageSweep],
};
