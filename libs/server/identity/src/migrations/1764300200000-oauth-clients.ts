import type { MigrationInterface, QueryRunner } from 'typeorm';

/** OAuth clients and their hashed secrets (docs/decisions/0041-oauth-clients.md). */
export class OAuthClients1764300200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE oauth_client (
        id              uuid PRIMARY KEY,
        company_id      uuid NOT NULL,
        client_id       text NOT NULL,
        scopes          text[] NOT NULL,
        secret_version  integer NOT NULL,
        version         integer NOT NULL,
        created_at      timestamptz NOT NULL,
        updated_at      timestamptz NOT NULL
      );
      -- The token endpoint knows a client by its Client ID alone, so it is one client across all companies.
      CREATE UNIQUE INDEX oauth_client_client_id ON oauth_client (client_id);
      CREATE INDEX oauth_client_company ON oauth_client (company_id);

      CREATE TABLE oauth_client_secret (
        client_pk       uuid PRIMARY KEY,
        company_id      uuid NOT NULL,
        hash            text NOT NULL,
        secret_version  integer NOT NULL,
        updated_at      timestamptz NOT NULL
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE oauth_client_secret; DROP TABLE oauth_client;');
  }
}
