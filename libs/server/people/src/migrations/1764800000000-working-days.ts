import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each employee's weekdays settled by her agreement (ADR 0074): all 'auto' until someone sets them. */
export class WorkingDays1764800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE employee ADD COLUMN working_days jsonb NOT NULL DEFAULT '["auto","auto","auto","auto","auto","auto","auto"]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE employee DROP COLUMN working_days`);
  }
}
