import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The time import (docs/decisions/0035-time-import.md): the reads each employee's timesheet holds
 * from clock logs (what makes an import exactly-once), the files of an upload staged for the
 * worker, and the file name on an imported punch.
 */
export class TimeImport1764200350000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE clock_read (
        company_id   uuid NOT NULL,
        employee_id  uuid NOT NULL,
        instant      timestamp NOT NULL,
        punch_id     uuid NOT NULL,
        file_name    text NOT NULL,
        run_id       uuid NOT NULL,
        imported_at  timestamptz NOT NULL,
        PRIMARY KEY (employee_id, instant)
      )
    `);
    await queryRunner.query('CREATE INDEX clock_read_company ON clock_read (company_id, imported_at)');
    await queryRunner.query(`
      CREATE TABLE clock_import_staging (
        upload_id    uuid NOT NULL,
        file_index   integer NOT NULL,
        company_id   uuid NOT NULL,
        file_name    text NOT NULL,
        report       jsonb NOT NULL,
        pins         text[] NOT NULL,
        locals       text[] NOT NULL,
        staged_at    timestamptz NOT NULL,
        PRIMARY KEY (upload_id, file_index)
      )
    `);
    await queryRunner.query('ALTER TABLE punch ADD COLUMN file_name text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE punch DROP COLUMN file_name');
    await queryRunner.query('DROP TABLE clock_import_staging');
    await queryRunner.query('DROP TABLE clock_read');
  }
}
