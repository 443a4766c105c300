import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The company row keeps the folded company state: settings, detail and structure levels. */
export class CompanyState1763800400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE company ADD COLUMN state jsonb`);
    await queryRunner.query(`CREATE INDEX company_name ON company (lower(name))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX company_name');
    await queryRunner.query('ALTER TABLE company DROP COLUMN state');
  }
}
