import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The user form's fields (spec §3 "User") and a user's status. */
export class AccountDetails1763800700000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE user_account
        ADD COLUMN middle_name text,
        ADD COLUMN status text NOT NULL DEFAULT 'Active',
        ADD COLUMN export_divisions uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN leave_forward_to uuid,
        ADD COLUMN mobile_app boolean NOT NULL DEFAULT false,
        ADD COLUMN evacuator boolean NOT NULL DEFAULT false;
      CREATE INDEX user_account_company_name ON user_account (company_id, first_name, last_name);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP INDEX user_account_company_name;
      ALTER TABLE user_account DROP COLUMN middle_name, DROP COLUMN status, DROP COLUMN export_divisions,
        DROP COLUMN leave_forward_to, DROP COLUMN mobile_app, DROP COLUMN evacuator;
    `);
  }
}
