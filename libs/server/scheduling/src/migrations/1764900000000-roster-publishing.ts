import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Publishing rosters (ADR 0075): the company's roster settings, and the planner's drafts of
 * employees' days (a null rule drafts the template's day back), read models of the events on the
 * company's roster settings stream and the employees' schedule streams.
 */
export class RosterPublishing1764900000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE roster_settings (
        company_id      uuid PRIMARY KEY,
        publish_rosters boolean NOT NULL
      )
    `);
    await queryRunner.query(`
      CREATE TABLE roster_draft_day (
        employee_id  uuid NOT NULL,
        date         date NOT NULL,
        company_id   uuid NOT NULL,
        rule         jsonb,
        PRIMARY KEY (employee_id, date)
      )
    `);
    await queryRunner.query('CREATE INDEX roster_draft_day_company ON roster_draft_day (company_id, date)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE roster_draft_day');
    await queryRunner.query('DROP TABLE roster_settings');
  }
}
