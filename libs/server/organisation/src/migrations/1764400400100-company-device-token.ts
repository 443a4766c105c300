import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The company device token leaves the event log (docs/decisions/0050-secrets-out-of-the-event-log.md):
 * each company's token moves from its registration event into `company_device_token`, then out of
 * the company row's folded state and out of the event's data. Companies registered before tokens
 * existed have none, as before.
 */
export class CompanyDeviceToken1764400400100 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE company_device_token (
        company_id  uuid PRIMARY KEY,
        token       text NOT NULL,
        created_at  timestamptz NOT NULL
      );
      INSERT INTO company_device_token (company_id, token, created_at)
        SELECT company_id, data->>'token', recorded_at FROM events
        WHERE type = 'organisation.company-registered' AND data ? 'token'
        ON CONFLICT (company_id) DO NOTHING;

      UPDATE company SET state = state - 'token' WHERE state ? 'token';
      UPDATE events SET data = data - 'token' WHERE type = 'organisation.company-registered' AND data ? 'token';
    `);
  }

  /** The token goes back to the company row's state; the events keep none. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE company c SET state = jsonb_set(c.state, '{token}', to_jsonb(t.token)) FROM company_device_token t WHERE t.company_id = c.id AND c.state IS NOT NULL;
      DROP TABLE company_device_token;
    `);
  }
}
