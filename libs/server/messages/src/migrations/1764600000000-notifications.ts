import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications beyond the inbox (ADR 0070): each person's choices per kind of news, the devices
 * that receive their web push, and the outbox of mails and pushes the worker delivers, one row per
 * message, recipient and channel (a push one per device), written with the message it carries.
 */
export class Notifications1764600000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notification_preference (
        account_id  uuid NOT NULL,
        company_id  uuid NOT NULL,
        topic       text NOT NULL,
        app         boolean NOT NULL,
        email       boolean NOT NULL,
        push        boolean NOT NULL,
        updated_at  timestamptz NOT NULL,
        PRIMARY KEY (account_id, topic)
      );
      CREATE TABLE push_subscription (
        id            uuid PRIMARY KEY,
        company_id    uuid NOT NULL,
        account_id    uuid NOT NULL,
        endpoint      text NOT NULL UNIQUE,
        p256dh        text NOT NULL,
        auth          text NOT NULL,
        created_at    timestamptz NOT NULL
      );
      CREATE INDEX push_subscription_account ON push_subscription (account_id);
      CREATE TABLE notification_delivery (
        id               uuid PRIMARY KEY,
        company_id       uuid NOT NULL,
        recipient_id     uuid NOT NULL,
        source           text NOT NULL,
        channel          text NOT NULL,
        subscription_id  uuid,
        kind             text NOT NULL,
        title            text NOT NULL,
        body             text NOT NULL,
        link             text,
        created_at       timestamptz NOT NULL,
        status           text NOT NULL DEFAULT 'pending',
        attempts         integer NOT NULL DEFAULT 0,
        next_attempt_at  timestamptz NOT NULL,
        claimed_until    timestamptz,
        last_error       text,
        done_at          timestamptz
      );
      CREATE UNIQUE INDEX notification_delivery_once ON notification_delivery (recipient_id, source, channel);
      CREATE INDEX notification_delivery_due ON notification_delivery (next_attempt_at) WHERE status = 'pending';
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE notification_delivery; DROP TABLE push_subscription; DROP TABLE notification_preference');
  }
}
