import type { NotificationTopic } from '@timekeep/contracts';
import type { OrmTx } from '../database/orm-transactions';

/**
 * Whether people want news of a kind by email (ADR 0070): the message centre keeps each person's
 * choices; the contexts that mail accounts themselves (the leave mail, ADR 0059) ask it here, below
 * them both, before they send.
 */
export abstract class MailWishes {
  /** Of the company's accounts named, those who turned email off for the topic. */
  abstract refusing(tx: OrmTx, companyId: string, accountIds: readonly string[], topic: NotificationTopic): Promise<Set<string>>;
}
