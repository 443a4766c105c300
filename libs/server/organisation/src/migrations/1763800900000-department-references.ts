import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A department's approver, default position, holiday region and rounding rule (document 1 §3). */
export class DepartmentReferences1763800900000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE department
        ADD COLUMN approver_id uuid,
        ADD COLUMN default_position_id uuid,
        ADD COLUMN holiday_region text,
        ADD COLUMN rounding_id uuid
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE department DROP COLUMN approver_id, DROP COLUMN default_position_id, DROP COLUMN holiday_region, DROP COLUMN rounding_id');
  }
}
