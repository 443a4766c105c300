import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SyncResults1764200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sync_result (
        id           uuid PRIMARY KEY,
        company_id   uuid NOT NULL,
        occurred_at  timestamptz NOT NULL,
        type         text NOT NULL,
        status       text NOT NULL CHECK (status IN ('Success', 'Warning', 'Error')),
        message      text NOT NULL,
        integration  text,
        detail       jsonb,
        job_run_id   uuid,
        actor_id     text NOT NULL
      );
      CREATE INDEX sync_result_company_time ON sync_result (company_id, occurred_at DESC);
      CREATE INDEX sync_result_company_errors ON sync_result (company_id) WHERE status = 'Error';
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE sync_result');
  }
}
