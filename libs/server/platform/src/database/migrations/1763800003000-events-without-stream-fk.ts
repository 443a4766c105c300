import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EVENT_STORE_DROP_STREAM_FK_DOWN, EVENT_STORE_DROP_STREAM_FK_UP } from '@timekeep/event-store';

export class EventsWithoutStreamFk1763800003000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(EVENT_STORE_DROP_STREAM_FK_UP);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(EVENT_STORE_DROP_STREAM_FK_DOWN);
  }
}
