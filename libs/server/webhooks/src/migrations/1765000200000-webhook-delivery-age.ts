import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The hourly prune finds deliveries past the replay window by age, settled ones only: an index instead of a scan of every company's log. */
export class WebhookDeliveryAge1765000200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX webhook_delivery_age ON webhook_delivery (created_at) WHERE status <> 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX webhook_delivery_age');
  }
}
