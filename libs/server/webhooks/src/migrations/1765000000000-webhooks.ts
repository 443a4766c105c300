import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks (ADR 0080): the subscriptions (a read model of their events), their sealed secrets, the
 * deliveries the fan-out writes once per subscription and event, and each try's record.
 */
export class Webhooks1765000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE webhook_subscription (
        id               uuid PRIMARY KEY,
        company_id       uuid NOT NULL,
        url              text NOT NULL,
        description      text NOT NULL,
        event_types      text[] NOT NULL,
        department_ids   uuid[] NOT NULL,
        status           text NOT NULL,
        disabled_reason  text,
        created_at       timestamptz NOT NULL,
        version          integer NOT NULL
      );
      CREATE INDEX webhook_subscription_company ON webhook_subscription (company_id);
      CREATE TABLE webhook_secret (
        subscription_id  uuid PRIMARY KEY,
        company_id       uuid NOT NULL,
        current          text NOT NULL,
        previous         text,
        previous_until   timestamptz
      );
      CREATE TABLE webhook_delivery (
        id               uuid PRIMARY KEY,
        seq              bigserial NOT NULL,
        company_id       uuid NOT NULL,
        subscription_id  uuid NOT NULL,
        event_id         uuid NOT NULL,
        event_type       text NOT NULL,
        employee_id      uuid,
        order_key        text NOT NULL,
        body             text NOT NULL,
        created_at       timestamptz NOT NULL,
        status           text NOT NULL DEFAULT 'pending',
        tries            integer NOT NULL DEFAULT 0,
        first_tried_at   timestamptz,
        next_attempt_at  timestamptz NOT NULL,
        claimed_until    timestamptz
      );
      CREATE UNIQUE INDEX webhook_delivery_once ON webhook_delivery (subscription_id, event_id);
      CREATE INDEX webhook_delivery_heads ON webhook_delivery (subscription_id, order_key, seq) WHERE status = 'pending';
      CREATE INDEX webhook_delivery_due ON webhook_delivery (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX webhook_delivery_log ON webhook_delivery (subscription_id, seq DESC);
      CREATE TABLE webhook_attempt (
        id           bigserial PRIMARY KEY,
        delivery_id  uuid NOT NULL,
        company_id   uuid NOT NULL,
        at           timestamptz NOT NULL,
        status_code  integer,
        duration_ms  integer NOT NULL,
        error        text,
        response     text
      );
      CREATE INDEX webhook_attempt_delivery ON webhook_attempt (delivery_id, id);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE webhook_attempt; DROP TABLE webhook_delivery; DROP TABLE webhook_secret; DROP TABLE webhook_subscription');
  }
}
