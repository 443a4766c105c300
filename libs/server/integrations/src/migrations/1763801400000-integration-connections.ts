import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Companies' connections to third-party systems (MYOB Advanced first). */
export class IntegrationConnections1763801400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE integration_connection (
        company_id        uuid NOT NULL,
        kind              text NOT NULL,
        base_url          text NOT NULL,
        endpoint_version  text NOT NULL,
        tenant            text NOT NULL,
        branch            text,
        username          text NOT NULL,
        version           integer NOT NULL,
        updated_at        timestamptz NOT NULL,
        PRIMARY KEY (company_id, kind)
      );
      -- The passwords: AES-256-GCM under a key derived from the server secret; never in the event
      -- log, and not a projection's table, so a rebuild keeps them.
      CREATE TABLE integration_secret (
        company_id  uuid NOT NULL,
        kind        text NOT NULL,
        cipher      text NOT NULL,
        updated_at  timestamptz NOT NULL,
        PRIMARY KEY (company_id, kind)
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE integration_secret, integration_connection');
  }
}
