import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditEntries1763800002000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_entry (
        global_position bigint PRIMARY KEY,
        company_id      uuid NOT NULL,
        stream_id       text NOT NULL,
        stream_type     text NOT NULL,
        event_type      text NOT NULL,
        actor_kind      text NOT NULL,
        actor_id        text NOT NULL,
        source          text NOT NULL,
        correlation_id  text NOT NULL,
        occurred_at     timestamptz NOT NULL,
        data            jsonb NOT NULL
      );
      CREATE INDEX audit_entry_stream ON audit_entry (company_id, stream_id, global_position);
      CREATE INDEX audit_entry_company_time ON audit_entry (company_id, occurred_at DESC);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE audit_entry');
  }
}
