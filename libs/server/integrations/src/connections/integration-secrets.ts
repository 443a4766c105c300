import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { AppConfig } from '@timekeep/server-platform';
import { IntegrationSecretEntity, IntegrationSecretKind } from './integration-connection.entity';

/**
 * Third-party passwords and tokens at rest: AES-256-GCM under a key derived from the server's secret, so a
 * database copy alone does not give them away. They never enter the event log (which Kafka relays).
 * Changing JWT_SECRET makes stored passwords unreadable: they must then be entered again.
 */
@Injectable()
export class IntegrationSecrets {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = createHash('sha256').update(`timekeep-integrations:${config.jwtSecret}`).digest();
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
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  open(sealed: string): string | null {
    try {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
