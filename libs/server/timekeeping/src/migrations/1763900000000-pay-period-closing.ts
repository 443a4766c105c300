import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Closing pay periods (docs/decisions/0031-closed-pay-periods.md): who closed a period and when,
 * whether payroll was given it, and the days a close froze.
 */
export class PayPeriodClosing1763900000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE pay_period
        ADD COLUMN exported    boolean NOT NULL DEFAULT false,
        ADD COLUMN closed_by   text,
        ADD COLUMN closed_at   timestamptz,
        ADD COLUMN exported_at timestamptz
    `);
    await queryRunner.query('CREATE INDEX pay_period_company_dates ON pay_period (company_id, to_date, from_date)');
    // The period whose close froze the day: reopening unfreezes exactly its days, whoever's pay group the employee is in now.
    await queryRunner.query('ALTER TABLE timesheet_day ADD COLUMN frozen_by uuid');
    await queryRunner.query('CREATE INDEX timesheet_day_frozen_by ON timesheet_day (frozen_by) WHERE frozen_by IS NOT NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE timesheet_day DROP COLUMN frozen_by');
    await queryRunner.query('DROP INDEX pay_period_company_dates');
    await queryRunner.query('ALTER TABLE pay_period DROP COLUMN exported, DROP COLUMN closed_by, DROP COLUMN closed_at, DROP COLUMN exported_at');
  }
}
