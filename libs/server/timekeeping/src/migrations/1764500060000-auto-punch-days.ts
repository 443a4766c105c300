import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The auto punch ledger (ADR 0060): one row per company and day, entered once the day has ended
 * in every zone the company works in, with the run that punches it (none when the company did not
 * allow auto punch then). Its key is what makes a day punched once however many workers sweep.
 */
export class AutoPunchDays1764500060000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auto_punch_day (
        company_id  uuid NOT NULL,
        date        date NOT NULL,
        run_id      uuid,
        entered_at  timestamptz NOT NULL,
        PRIMARY KEY (company_id, date)
      );
      CREATE INDEX auto_punch_day_run ON auto_punch_day (run_id) WHERE run_id IS NOT NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE auto_punch_day');
  }
}
