import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who a roster email run has mailed: a run delivered again (a worker that died, a retry after
 * the mail server went away) skips them, so nobody gets the same roster twice from one request.
 */
export class RosterEmailSent1764100400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE roster_email_sent (
        run_id       uuid NOT NULL,
        employee_id  uuid NOT NULL,
        company_id   uuid NOT NULL,
        sent_at      timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (run_id, employee_id)
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE roster_email_sent');
  }
}
