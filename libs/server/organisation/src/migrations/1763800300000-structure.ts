import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Structure1763800300000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE department (
        id               uuid PRIMARY KEY,
        company_id       uuid NOT NULL,
        parent_id        uuid REFERENCES department (id),
        level            text NOT NULL,
        name             text NOT NULL,
        code             text,
        punch_code       text,
        time_zone_id     text,
        supervisor_ids   uuid[] NOT NULL DEFAULT '{}',
        pay_export_code  text,
        rate_export_code text,
        active           boolean NOT NULL,
        -- Ancestors and the node itself, root first: scope and filter checks are one array overlap.
        path             uuid[] NOT NULL,
        version          integer NOT NULL
      );
      CREATE INDEX department_company ON department (company_id, parent_id);
      CREATE INDEX department_path ON department USING gin (path);

      -- A supervisor's management scope, as identity records it; organisation owns what it means.
      CREATE TABLE management_scope (
        user_id         uuid PRIMARY KEY,
        company_id      uuid NOT NULL,
        department_ids  uuid[] NOT NULL
      );

      -- The header's department filter, per user.
      CREATE TABLE department_filter (
        user_id         uuid PRIMARY KEY,
        company_id      uuid NOT NULL,
        department_ids  uuid[] NOT NULL,
        version         integer NOT NULL
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE department_filter; DROP TABLE management_scope; DROP TABLE department');
  }
}
