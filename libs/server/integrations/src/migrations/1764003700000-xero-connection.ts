import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Xero connections (docs/decisions/0037-xero-payroll.md); their tokens live in integration_secret. */
export class XeroConnection1764003700000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE xero_connection (
        company_id    uuid PRIMARY KEY,
        tenant_id     text NOT NULL,
        tenant_name   text NOT NULL,
        region        text NOT NULL,
        connected_at  timestamptz NOT NULL
      );
      -- Authorisations under way: not a projection's (no event holds the verifier), kept minutes.
      CREATE TABLE xero_authorization (
        state       text PRIMARY KEY,
        company_id  uuid NOT NULL,
        user_id     uuid NOT NULL,
        requester   jsonb NOT NULL,
        verifier    text NOT NULL,
        created_at  timestamptz NOT NULL
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE xero_authorization, xero_connection');
  }
}
