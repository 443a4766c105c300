import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { randomBytes } from 'node:crypto';
import { AppConfig, SealedBox } from '@timekeep/server-platform';
import { WebhookSecretEntity } from '../webhook.entities';

/**
 * Subscriptions' signing secrets (ADR 0080): made here (`whsec_` and 32 random bytes in base64, the
 * Standard Webhooks form), shown once, sealed at rest, never in an event or a log.
 */
@Injectable()
export class WebhookSecrets {
  private readonly box: SealedBox;

  constructor(config: AppConfig) {
    this.box = new SealedBox('timekeep-webhooks', config.jwtSecret);
  }

  static make(): string {
    return `whsec_${randomBytes(32).toString('base64')}`;
  }

  /** A new subscription's secret, in the caller's transaction; answers it, to be shown this once. */
  async issue(manager: EntityManager, companyId: string, subscriptionId: string): Promise<string> {
    const secret = WebhookSecrets.make();
    await manager.insert(WebhookSecretEntity, { subscriptionId, companyId, current: this.box.seal(secret), previous: null, previousUntil: null });
    return secret;
  }

  /** A new current secret; the one it replaces signs beside it until `previousUntil`. */
  async rotate(manager: EntityManager, companyId: string, subscriptionId: string, previousUntil: Date): Promise<string> {
    const secret = WebhookSecrets.make();
    const row = await manager.findOneByOrFail(WebhookSecretEntity, { subscriptionId, companyId });
    await manager.update(WebhookSecretEntity, { subscriptionId }, { current: this.box.seal(secret), previous: row.current, previousUntil });
    return secret;
  }

  /** The secrets a delivery is signed with now: the current one, and the previous one while it still signs. Unreadable ones (JWT_SECRET changed) are left out. */
  signing(row: Pick<WebhookSecretEntity, 'current' | 'previous' | 'previousUntil'>, now: Date): string[] {
    const previous = row.previous && row.previousUntil && row.previousUntil > now ? this.box.open(row.previous) : null;
    return [this.box.open(row.current), previous].filter((s): s is string => !!s);
  }
}
