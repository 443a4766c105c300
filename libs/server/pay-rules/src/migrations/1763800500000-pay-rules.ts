import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PayRules1763800500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE pay_rule (
        id           uuid PRIMARY KEY,
        company_id   uuid NOT NULL,
        kind         text NOT NULL,
        name         text NOT NULL,
        -- The name (within a year, for holidays) lower-cased: two saves racing for one name cannot both commit.
        unique_key   text NOT NULL,
        active       boolean NOT NULL,
        system_code  text,
        -- The kind's own fields; lists sort and filter on the columns above (and, for holidays, the date).
        fields       jsonb NOT NULL,
        sort_date    date,
        version      integer NOT NULL,
        updated_at   timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX pay_rule_unique_name ON pay_rule (company_id, kind, unique_key);
      CREATE INDEX pay_rule_list ON pay_rule (company_id, kind, lower(name));
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE pay_rule');
  }
}
