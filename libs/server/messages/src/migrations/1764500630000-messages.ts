import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The message centre (ADR 0063): each person's inbox, and the sweep's ledger of the runs and sync
 * results it has looked at. The two partial indexes on job_run and sync_result are the sweep's: it
 * reads the last two days of runs that ended and of failed syncs every few seconds.
 */
export class Messages1764500630000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE message (
        id            uuid PRIMARY KEY,
        company_id    uuid NOT NULL,
        recipient_id  uuid NOT NULL,
        kind          text NOT NULL,
        title         text NOT NULL,
        body          text NOT NULL,
        link          text,
        subject       text,
        source        text NOT NULL,
        created_at    timestamptz NOT NULL,
        read_at       timestamptz
      );
      CREATE UNIQUE INDEX message_once ON message (recipient_id, source);
      CREATE INDEX message_inbox ON message (recipient_id, created_at DESC, id DESC);
      CREATE INDEX message_unread ON message (recipient_id) WHERE read_at IS NULL;
      CREATE INDEX message_waiting ON message (company_id, subject) WHERE read_at IS NULL AND subject IS NOT NULL;
      CREATE TABLE message_sweep_seen (
        source       text PRIMARY KEY,
        happened_at  timestamptz NOT NULL
      );
      CREATE INDEX message_sweep_seen_age ON message_sweep_seen (happened_at);
      CREATE INDEX job_run_ended ON job_run (finished_at) WHERE status IN ('completed', 'failed');
      CREATE INDEX sync_result_errors_time ON sync_result (occurred_at) WHERE status = 'Error';
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX sync_result_errors_time; DROP INDEX job_run_ended; DROP TABLE message_sweep_seen; DROP TABLE message');
  }
}
