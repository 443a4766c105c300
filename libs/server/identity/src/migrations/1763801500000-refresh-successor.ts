import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A used refresh token names its one successor, so a replay within the lost-answer grace is
 * answered with that same successor instead of forking the family (ADR 0008).
 */
export class RefreshSuccessor1763801500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE refresh_token ADD COLUMN successor_id uuid');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE refresh_token DROP COLUMN successor_id');
  }
}
