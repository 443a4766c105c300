import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ADR 0047. `session_version` counts the account changes that end its access tokens (status,
 * roles, a password set by someone else or by a reset); each token carries the version it was
 * issued at and the guard compares it on every request. It is part of the accounts projection,
 * so a rebuild computes the same number. Existing accounts start at 0, which is what the tokens
 * issued before this migration (without a version) are read as.
 *
 * One live reset link per account: older unused links are spent, and a partial unique index keeps
 * it so; a new request replaces the live link in one statement.
 */
export class AccountGuard1764400100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE user_account ADD COLUMN session_version integer NOT NULL DEFAULT 0');
    await queryRunner.query(`UPDATE password_reset r SET used_at = now()
      WHERE used_at IS NULL AND EXISTS (SELECT 1 FROM password_reset n WHERE n.user_id = r.user_id AND n.used_at IS NULL AND (n.created_at, n.id) > (r.created_at, r.id))`);
    await queryRunner.query('CREATE UNIQUE INDEX password_reset_one_live ON password_reset (user_id) WHERE used_at IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX password_reset_one_live');
    await queryRunner.query('ALTER TABLE user_account DROP COLUMN session_version');
  }
}
