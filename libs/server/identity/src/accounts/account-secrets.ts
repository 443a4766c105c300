import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OrmTx } from '@timekeep/server-platform';
import { AccountSecretEntity } from './account-secret.entity';

/** Whose secret: the account and its company (every row carries its company). */
export interface SecretOwner {
  userId: string;
  companyId: string;
}

/** A new account's password hash (the row is created with it), or a changed one; call in the event's transaction. */
export async function storePasswordHash(tx: OrmTx, owner: SecretOwner, passwordHash: string): Promise<void> {
  await tx.sql.query(
    `INSERT INTO account_secret (user_id, company_id, password_hash, pin_hash, updated_at) VALUES ($1, $2, $3, NULL, now())
     ON CONFLICT (user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()`,
    [owner.userId, owner.companyId, passwordHash],
  );
}

/** A new PIN's hash, for an account that exists (its row was written with the account); call in the event's transaction. */
export async function storePinHash(tx: OrmTx, owner: SecretOwner, pinHash: string): Promise<void> {
  const { rowCount } = await tx.sql.query('UPDATE account_secret SET pin_hash = $3, updated_at = now() WHERE user_id = $1 AND company_id = $2', [owner.userId, owner.companyId, pinHash]);
  if (rowCount !== 1) throw new Error(`No secrets row for account ${owner.userId}`);
}

/** The hashes sign-in, the change-password form and the clock verify against; null when there is none. */
@Injectable()
export class AccountSecrets {
  constructor(private readonly dataSource: DataSource) {}

  async passwordHash(owner: SecretOwner | null): Promise<string | null> {
    return owner ? ((await this.row(owner))?.passwordHash ?? null) : null;
  }

  async pinHash(owner: SecretOwner | null): Promise<string | null> {
    return owner ? ((await this.row(owner))?.pinHash ?? null) : null;
  }

  private row(owner: SecretOwner): Promise<AccountSecretEntity | null> {
    return this.dataSource.manager.findOneBy(AccountSecretEntity, { userId: owner.userId, companyId: owner.companyId });
  }
}
