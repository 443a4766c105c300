import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sent ledger of scheduled reports (ADR 0045): one row per schedule and due instant, claimed
 * by one sweep at a time, so a send is neither missed nor doubled across worker restarts.
 */
export class ScheduledReportSends1764300500001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE scheduled_report_send (
        schedule_id      uuid NOT NULL,
        due_at           timestamptz NOT NULL,
        company_id       uuid NOT NULL,
        status           text NOT NULL,
        attempts         integer NOT NULL DEFAULT 0,
        next_attempt_at  timestamptz NOT NULL,
        claimed_until    timestamptz,
        last_error       text,
        sent_at          timestamptz,
        PRIMARY KEY (schedule_id, due_at)
      );
      CREATE INDEX scheduled_report_send_open ON scheduled_report_send (next_attempt_at) WHERE status IN ('pending', 'sending');
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE scheduled_report_send');
  }
}
