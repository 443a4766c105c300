import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A Supervisor's functions (document 1 §3 funs), read at sign-in into the access token. */
export class AccountFunctions1763801300000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE user_account ADD COLUMN functions text[] NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE user_account DROP COLUMN functions');
  }
}
