import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobRuns1763800001000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE job_run (
        id            uuid PRIMARY KEY,
        company_id    uuid NOT NULL,
        kind          text NOT NULL,
        status        text NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'failed')),
        payload       jsonb NOT NULL DEFAULT '{}',
        processed     integer NOT NULL DEFAULT 0,
        total         integer,
        result        jsonb,
        error         text,
        attempts      integer NOT NULL DEFAULT 0,
        requested_by  text NOT NULL,
        created_at    timestamptz NOT NULL DEFAULT now(),
        started_at    timestamptz,
        finished_at   timestamptz,
        heartbeat_at  timestamptz
      );
      CREATE INDEX job_run_requester ON job_run (company_id, requested_by, created_at DESC);
      CREATE INDEX job_run_unfinished ON job_run (status, heartbeat_at) WHERE status IN ('queued', 'running');
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE job_run');
  }
}
