import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * PROVISIONAL (leave-import branch): the `leave_ledger` table of the shared leave design, for the
 * imported balances until the leave requests' branch brings the one ledger. At the merge drop this
 * migration in favour of theirs (IF NOT EXISTS keeps either order harmless meanwhile).
 */
export class LeaveLedgerProvisional1764000200001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS leave_ledger (
        id           uuid PRIMARY KEY,
        company_id   uuid NOT NULL,
        employee_id  uuid NOT NULL,
        pay_type_id  uuid NOT NULL,
        date         date NOT NULL,
        hours        numeric NOT NULL,
        cause        text NOT NULL,
        leave_id     uuid,
        file_name    text,
        actor        text NOT NULL,
        recorded_at  timestamptz NOT NULL
      )
    `);
    await queryRunner.query('CREATE INDEX IF NOT EXISTS leave_ledger_balance ON leave_ledger (company_id, employee_id, pay_type_id, date)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS leave_ledger');
  }
}
