import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A department's regional holidays as the spec names them (document 1 §3 holidayIds: the company's
 * holiday records) and a Position's greentreeWeekly. The holiday region code it replaces was read
 * by nothing; older events still carry it and replays drop it (docs/decisions/0052).
 */
export class DepartmentSpecFields1764400600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE department
        DROP COLUMN holiday_region,
        ADD COLUMN holiday_ids uuid[] NOT NULL DEFAULT '{}',
        ADD COLUMN greentree_weekly boolean NOT NULL DEFAULT false
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE department DROP COLUMN holiday_ids, DROP COLUMN greentree_weekly, ADD COLUMN holiday_region text');
  }
}
