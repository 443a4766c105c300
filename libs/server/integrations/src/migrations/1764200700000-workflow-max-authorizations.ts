import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * WorkflowMax connections in progress: one row per authorization request, found again by its
 * state when WorkflowMax sends the browser back, used once (docs/decisions/0038-workflow-max.md).
 */
export class WorkflowMaxAuthorizations1764200700000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE workflow_max_authorization (
        -- sha-256 of the state: the state itself travels in the browser's address bar only.
        state_hash      text PRIMARY KEY,
        company_id      uuid NOT NULL,
        user_id         uuid NOT NULL,
        -- The PKCE code verifier, sealed like the tokens it leads to.
        verifier_cipher text NOT NULL,
        expires_at      timestamptz NOT NULL
      );
      CREATE INDEX workflow_max_authorization_expiry ON workflow_max_authorization (expires_at);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE workflow_max_authorization');
  }
}
