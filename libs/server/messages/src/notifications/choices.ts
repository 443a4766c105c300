import { Injectable } from '@nestjs/common';
import type { NotificationTopic, TopicChoice } from '@timekeep/contracts';
import { MailWishes, type OrmTx } from '@timekeep/server-platform';

/** The choices people saved (kinds without a row have the default, `defaultChoice`), by account. */
export async function storedChoices(tx: OrmTx, companyId: string, accountIds: readonly string[]): Promise<Map<string, TopicChoice[]>> {
  const byAccount = new Map<string, TopicChoice[]>(accountIds.map((id) => [id, []]));
  if (!accountIds.length) return byAccount;
  const { rows } = await tx.sql.query<TopicChoice & { account_id: string }>(
    `SELECT account_id::text, topic, app, email, push FROM notification_preference WHERE company_id = $1 AND account_id = ANY($2::uuid[])`,
    [companyId, [...new Set(accountIds)]],
  );
  for (const { account_id, ...choice } of rows) byAccount.get(account_id)?.push(choice);
  return byAccount;
}

/** The leave mail's question (ADR 0070): who of these turned email off for this kind of news. */
@Injectable()
export class MailWishesFromChoices extends MailWishes {
  async refusing(tx: OrmTx, companyId: string, accountIds: readonly string[], topic: NotificationTopic): Promise<Set<string>> {
    const ids = accountIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (!ids.length) return new Set();
    const { rows } = await tx.sql.query<{ account_id: string }>(
      `SELECT account_id::text FROM notification_preference WHERE company_id = $1 AND account_id = ANY($2::uuid[]) AND topic = $3 AND NOT email`,
      [companyId, ids, topic],
    );
    return new Set(rows.map((r) => r.account_id));
  }
}
