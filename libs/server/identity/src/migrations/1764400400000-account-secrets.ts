import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password and PIN hashes leave the event log (docs/decisions/0050-secrets-out-of-the-event-log.md).
 * Each account's current hashes move from the read model into `account_secret` first, so every
 * existing account still signs in and every PIN still works; then the hashes are removed from the
 * data of the events that carried them. The one rewrite of stored events this log allows: it
 * removes keys and changes nothing else (ids, positions, types, metadata stay).
 */
export class AccountSecrets1764400400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE account_secret (
        user_id        uuid PRIMARY KEY,
        company_id     uuid NOT NULL,
        password_hash  text NOT NULL,
        pin_hash       text,
        updated_at     timestamptz NOT NULL
      );
      INSERT INTO account_secret (user_id, company_id, password_hash, pin_hash, updated_at)
        SELECT id, company_id, password_hash, pin_hash, now() FROM user_account;

      ALTER TABLE user_account ADD COLUMN has_pin boolean NOT NULL DEFAULT false;
      UPDATE user_account SET has_pin = true WHERE pin_hash IS NOT NULL;
      ALTER TABLE user_account ALTER COLUMN has_pin DROP DEFAULT;
      ALTER TABLE user_account DROP COLUMN password_hash, DROP COLUMN pin_hash;

      UPDATE events SET data = data - 'passwordHash' WHERE type IN ('identity.account-created', 'identity.password-changed') AND data ? 'passwordHash';
      UPDATE events SET data = data - 'pinHash' WHERE type = 'identity.pin-changed' AND data ? 'pinHash';
    `);
  }

  /** The hashes go back to the read model; the events keep none (a removed secret is not written back into the log). */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE user_account ADD COLUMN password_hash text, ADD COLUMN pin_hash text;
      UPDATE user_account u SET password_hash = s.password_hash, pin_hash = s.pin_hash FROM account_secret s WHERE s.user_id = u.id;
      ALTER TABLE user_account ALTER COLUMN password_hash SET NOT NULL;
      ALTER TABLE user_account DROP COLUMN has_pin;
      DROP TABLE account_secret;
    `);
  }
}
