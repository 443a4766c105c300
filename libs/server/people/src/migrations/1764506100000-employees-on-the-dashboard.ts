import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard now reads an employee's showonDashboard (docs/decisions/0061). Until now it read
 * nothing and showed everyone, and new employees were saved with the box unticked; so every
 * employee stays on it. The events keep what they said; their upcaster reads them the same way
 * (employee-upcasters.ts), so a rebuild of this table agrees.
 */
export class EmployeesOnTheDashboard1764506100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE employee SET record = jsonb_set(record, '{showonDashboard}', 'true') WHERE record->'showonDashboard' IS DISTINCT FROM 'true'::jsonb`);
  }

  async down(): Promise<void> {
    // Nothing to undo: before this, the field was read by nothing.
  }
}
