import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Pay types are unique by code as well as by name. */
export class PayRuleCodes1763800600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE pay_rule ADD COLUMN unique_code text`);
    await queryRunner.query(`CREATE UNIQUE INDEX pay_rule_unique_code ON pay_rule (company_id, kind, unique_code) WHERE unique_code IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX pay_rule_unique_code');
    await queryRunner.query('ALTER TABLE pay_rule DROP COLUMN unique_code');
  }
}
