import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Time approvals (docs/decisions/0028-time-approvals.md): every punch pair the timesheet computed,
 * written with its day, and the pairs' approvals, kept from the timesheet stream's events.
 */
export class TimeApprovals1763900100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE time_pair (
        pair_id       uuid PRIMARY KEY,
        company_id    uuid NOT NULL,
        employee_id   uuid NOT NULL,
        date          date NOT NULL,
        in_punch_id   uuid,
        out_punch_id  uuid,
        actual_in     text,
        actual_out    text,
        paid_hours    numeric(8,2) NOT NULL,
        break_hours   numeric(8,2) NOT NULL,
        position_id   uuid,
        job_id        uuid,
        scheduled     boolean NOT NULL
      )
    `);
    await queryRunner.query('CREATE INDEX time_pair_list ON time_pair (company_id, date)');
    await queryRunner.query('CREATE INDEX time_pair_employee ON time_pair (employee_id, date)');
    await queryRunner.query(`
      CREATE TABLE time_approval (
        pair_id      uuid PRIMARY KEY,
        company_id   uuid NOT NULL,
        employee_id  uuid NOT NULL,
        date         date NOT NULL,
        approved     boolean NOT NULL,
        approver     text NOT NULL,
        approved_at  timestamptz NOT NULL
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE time_approval');
    await queryRunner.query('DROP TABLE time_pair');
  }
}
