import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The web clock offline (ADR 0071): the devices that sign the punches they keep while offline (their
 * public keys), and each such punch once recorded, by its own id, with the reply the device was given,
 * so that one sent again is answered alike and adds nothing.
 */
export class ClockOffline1764600100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE clock_device (
        id          uuid PRIMARY KEY,
        public_key  jsonb NOT NULL,
        created_at  timestamptz NOT NULL
      );
      CREATE TABLE clock_offline_punch (
        id           uuid PRIMARY KEY,
        device_id    uuid NOT NULL REFERENCES clock_device (id),
        company_id   uuid NOT NULL,
        employee_id  uuid NOT NULL,
        punch_id     uuid NOT NULL,
        recorded_at  timestamptz NOT NULL,
        received_at  timestamptz NOT NULL,
        reply        jsonb NOT NULL
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE clock_offline_punch; DROP TABLE clock_device');
  }
}
