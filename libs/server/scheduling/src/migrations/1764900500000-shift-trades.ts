import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Offers and swaps (ADR 0079): each trade as it stands, and whether a manager approves them. */
export class ShiftTrades1764900500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE roster_settings ADD COLUMN shift_trades text NOT NULL DEFAULT 'approval';
      CREATE TABLE shift_trade (
        id              uuid PRIMARY KEY,
        company_id      uuid NOT NULL,
        kind            text NOT NULL,
        status          text NOT NULL,
        from_shift      jsonb NOT NULL,
        to_shift        jsonb,
        offered_to      jsonb NOT NULL,
        needs_approval  boolean NOT NULL,
        taker_id        uuid,
        created_at      timestamptz NOT NULL
      );
      CREATE INDEX shift_trade_company_status ON shift_trade (company_id, status);
      CREATE INDEX shift_trade_from ON shift_trade ((from_shift->>'employeeId'));
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE shift_trade; ALTER TABLE roster_settings DROP COLUMN shift_trades');
  }
}
