import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `Idempotency-Key` (ADR 0081): each caller's keys, the request each was first sent with (a hash),
 * and its reply once it succeeded; kept a day.
 */
export class IdempotencyKeys1765000100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE idempotency_key (
        company_id    uuid NOT NULL,
        caller        text NOT NULL,
        key           text NOT NULL,
        request_hash  text NOT NULL,
        reply_status  integer,
        reply         jsonb,
        created_at    timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (company_id, caller, key)
      );
      CREATE INDEX idempotency_key_age ON idempotency_key (created_at);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE idempotency_key');
  }
}
