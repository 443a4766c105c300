import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A department's schedule template (document 1 §3). */
export class DepartmentSchedule1763801000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE department ADD COLUMN schedule_id uuid');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE department DROP COLUMN schedule_id');
  }
}
