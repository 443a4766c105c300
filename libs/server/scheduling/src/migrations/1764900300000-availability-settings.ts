import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The employer's notice for a change of availability and what a shift on an unavailable time does (ADR 0077); how an open shift's claim is settled (ADR 0078). */
export class AvailabilitySettings1764900300000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE roster_settings
        ADD COLUMN availability_notice_days integer NOT NULL DEFAULT 7,
        ADD COLUMN unavailable_shifts text NOT NULL DEFAULT 'warn',
        ADD COLUMN open_shift_claims text NOT NULL DEFAULT 'approval';
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE roster_settings DROP COLUMN availability_notice_days, DROP COLUMN unavailable_shifts, DROP COLUMN open_shift_claims');
  }
}
