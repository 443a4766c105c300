import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig, SealedBox } from '@timekeep/server-platform';
import { IntegrationSecretEntity, IntegrationSecretKind } from './integration-connection.entity';

/**
 * Third-party passwords and tokens at rest, sealed (the platform's SealedBox) under the integrations'
 * key. They never enter the event log (which Kafka relays).
 */
@Injectable()
export class IntegrationSecrets {
  private readonly box: SealedBox;

  constructor(config: AppConfig) {
    this.box = new SealedBox('timekeep-integrations', config.jwtSecret);
  }

  /** Seals and keeps a connection's password, in the caller's transaction. */
  async store(manager: EntityManager, companyId: string, kind: IntegrationSecretKind, plain: string): Promise<void> {
    await manager.upsert(IntegrationSecretEntity, { companyId, kind, cipher: this.seal(plain), updatedAt: new Date() }, ['companyId', 'kind']);
  }

  has(manager: EntityManager, companyId: string, kind: IntegrationSecretKind): Promise<boolean> {
    return manager.existsBy(IntegrationSecretEntity, { companyId, kind });
  }

  /** The password, or null when none is kept or it was sealed under another key. */
  async read(manager: EntityManager, companyId: string, kind: IntegrationSecretKind): Promise<string | null> {
    const row = await manager.findOneBy(IntegrationSecretEntity, { companyId, kind });
    return row ? this.open(row.cipher) : null;
  }

  /** Removes a secret that no longer opens anything (a Xero connection Xero revoked). */
  async remove(manager: EntityManager, companyId: string, kind: IntegrationSecretKind): Promise<void> {
    await manager.delete(IntegrationSecretEntity, { companyId, kind });
  }

  /** Seals a value kept elsewhere (a pending Xero or WorkflowMax authorisation's PKCE verifier). */
  seal(plain: string): string {
    return this.box.seal(plain);
  }

  open(sealed: string): string | null {
    return this.box.open(sealed);
  }
}
