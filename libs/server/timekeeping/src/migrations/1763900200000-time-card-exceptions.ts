import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The time card exceptions list (docs/decisions/0029-time-card-exceptions.md): one row per
 * exception occurrence of a stored timesheet day, and the reviews (an inline projection of the
 * exception-reviews streams).
 */
export class TimeCardExceptions1763900200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE time_card_exception (
        id                  uuid PRIMARY KEY,
        company_id          uuid NOT NULL,
        employee_id         uuid NOT NULL,
        date                date NOT NULL,
        type                text NOT NULL,
        shift_id            text,
        pair_id             text,
        schedule_in         text,
        schedule_out        text,
        actual_in           text,
        actual_out          text,
        actual_in_exception boolean NOT NULL
      )
    `);
    await queryRunner.query('CREATE INDEX time_card_exception_company_date ON time_card_exception (company_id, date)');
    // What a recalculation replaces: the rows of the days it stores.
    await queryRunner.query('CREATE INDEX time_card_exception_employee_date ON time_card_exception (employee_id, date)');
    await queryRunner.query(`
      CREATE TABLE exception_review (
        exception_id  uuid PRIMARY KEY,
        company_id    uuid NOT NULL,
        employee_id   uuid NOT NULL,
        date          date NOT NULL,
        type          text NOT NULL,
        actual_in     text,
        actual_out    text,
        reviewed_by   text NOT NULL,
        reviewed_at   timestamptz NOT NULL
      )
    `);
    await queryRunner.query('CREATE INDEX exception_review_company_date ON exception_review (company_id, date)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE exception_review');
    await queryRunner.query('DROP TABLE time_card_exception');
  }
}
