import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Transfers1764200100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE transfer_sent (
        company_id    uuid NOT NULL,
        integration   text NOT NULL,
        key           text NOT NULL,
        employee_id   uuid,
        run_id        uuid NOT NULL,
        external_ref  text,
        sent_at       timestamptz NOT NULL,
        PRIMARY KEY (company_id, integration, key)
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE transfer_sent');
  }
}
