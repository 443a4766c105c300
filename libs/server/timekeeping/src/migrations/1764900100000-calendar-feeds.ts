import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each employee's calendar address (ADR 0076): one at most, its secret as a hash. */
export class CalendarFeeds1764900100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE calendar_feed (
        id           uuid PRIMARY KEY,
        company_id   uuid NOT NULL,
        employee_id  uuid NOT NULL UNIQUE,
        secret_hash  text NOT NULL,
        issued_at    timestamptz NOT NULL
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE calendar_feed');
  }
}
