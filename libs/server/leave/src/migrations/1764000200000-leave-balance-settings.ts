import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Leave balance import settings, one row per company (docs/decisions/0033-leave-balance-import.md). */
export class LeaveBalanceSettings1764000200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE leave_balance_settings (
        company_id  uuid PRIMARY KEY,
        settings    jsonb NOT NULL,
        version     integer NOT NULL,
        updated_by  text NOT NULL,
        updated_at  timestamptz NOT NULL
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE leave_balance_settings');
  }
}
