import { Injectable } from '@nestjs/common';
import { NOTIFICATION_TOPIC_LABELS, type NotificationPreferences } from '@timekeep/contracts';
import { preferencesOf } from '@timekeep/domain-messages';
import { AppConfig, type Principal, Streams } from '@timekeep/server-platform';
import { recipientOf } from '../messages.queries';
import { storedChoices } from './choices';

/** GET /api/notifications/preferences (ADR 0070): the signed-in person's own choices, and push on this server. */
@Injectable()
export class NotificationPreferencesQueries {
  constructor(
    private readonly streams: Streams,
    private readonly config: AppConfig,
  ) {}

  async of(principal: Principal): Promise<NotificationPreferences> {
    const account = recipientOf(principal);
    return this.streams.transaction(async (tx) => {
      const stored = (await storedChoices(tx, principal.companyId, [account])).get(account) ?? [];
      const { rows } = await tx.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM push_subscription WHERE account_id = $1 AND company_id = $2`, [account, principal.companyId]);
      const vapid = this.config.push.vapid;
      return {
        topics: preferencesOf(principal, stored).map((choice) => ({ ...choice, label: NOTIFICATION_TOPIC_LABELS[choice.topic] })),
        push: { available: !!vapid, publicKey: vapid?.publicKey ?? null, devices: rows[0].n },
      };
    });
  }
}
