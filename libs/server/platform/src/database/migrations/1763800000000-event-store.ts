import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EVENT_STORE_SCHEMA_DOWN, EVENT_STORE_SCHEMA_UP } from '@timekeep/event-store';

export class EventStore1763800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(EVENT_STORE_SCHEMA_UP);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(EVENT_STORE_SCHEMA_DOWN);
  }
}
