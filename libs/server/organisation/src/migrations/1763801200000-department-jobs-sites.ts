import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A position's jobs and a department's sites (document 1 §3 jobIds, workPlaceId). */
export class DepartmentJobsSites1763801200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE department ADD COLUMN job_ids uuid[] NOT NULL DEFAULT '{}', ADD COLUMN work_place_ids uuid[] NOT NULL DEFAULT '{}'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE department DROP COLUMN job_ids, DROP COLUMN work_place_ids');
  }
}
