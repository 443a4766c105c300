import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Companies1763800100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE company (
        id          uuid PRIMARY KEY,
        company_id  uuid NOT NULL CHECK (company_id = id),
        name        text NOT NULL,
        code        text NOT NULL UNIQUE,
        time_zone   text NOT NULL,
        country     text NOT NULL,
        region      text,
        version     integer NOT NULL,
        created_at  timestamptz NOT NULL
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE company');
  }
}
