import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reporting1764300430000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE report_file (
        job_run_id    uuid PRIMARY KEY,
        company_id    uuid NOT NULL,
        requested_by  text NOT NULL,
        file_name     text NOT NULL,
        content_type  text NOT NULL,
        content       bytea NOT NULL,
        created_at    timestamptz NOT NULL
      );
      CREATE INDEX report_file_created ON report_file (created_at);
      CREATE TABLE report_condition_default (
        company_id  uuid NOT NULL,
        user_id     text NOT NULL,
        report      text NOT NULL,
        conditions  jsonb NOT NULL,
        updated_at  timestamptz NOT NULL,
        PRIMARY KEY (company_id, user_id, report)
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE report_condition_default; DROP TABLE report_file');
  }
}
