import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each employee's employment types, each from a date (ADR 0074): none until someone sets them. */
export class EmploymentTypes1764700000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE employee ADD COLUMN employment_types jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE employee DROP COLUMN employment_types`);
  }
}
