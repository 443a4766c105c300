import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Scheduled reports (document 3 §3), the read model of their streams (ADR 0045). */
export class ScheduledReports1764300500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE scheduled_report (
        id               uuid PRIMARY KEY,
        company_id       uuid NOT NULL,
        report_type      text NOT NULL,
        start_date       date NOT NULL,
        send_time        text NOT NULL,
        frequency        text NOT NULL,
        period           text NOT NULL,
        format           text NOT NULL,
        receivers        jsonb NOT NULL,
        parameters       jsonb NOT NULL,
        created_by       text NOT NULL,
        created_by_name  text NOT NULL,
        created_at       timestamptz NOT NULL,
        version          integer NOT NULL,
        updated_at       timestamptz NOT NULL
      );
      CREATE INDEX scheduled_report_company ON scheduled_report (company_id, created_at);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE scheduled_report');
  }
}
