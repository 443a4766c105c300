import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Leave (docs/decisions/0032-leave.md): the requests' read model and the balances' ledger. */
export class Leave1764000100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE leave_request (
        id           uuid PRIMARY KEY,
        company_id   uuid NOT NULL,
        employee_id  uuid NOT NULL,
        pay_type_id  uuid NOT NULL,
        from_date    date NOT NULL,
        to_date      date NOT NULL,
        status       text NOT NULL,
        terms        jsonb NOT NULL,
        days         jsonb NOT NULL,
        hours        numeric(10,2) NOT NULL,
        reason       text,
        source       text NOT NULL,
        version      integer NOT NULL,
        created_at   timestamptz NOT NULL,
        updated_at   timestamptz NOT NULL
      )
    `);
    await queryRunner.query('CREATE INDEX leave_request_list ON leave_request (company_id, from_date)');
    await queryRunner.query('CREATE INDEX leave_request_employee ON leave_request (employee_id, from_date, to_date)');
    await queryRunner.query(`
      CREATE TABLE leave_ledger (
        id           uuid PRIMARY KEY,
        company_id   uuid NOT NULL,
        employee_id  uuid NOT NULL,
        pay_type_id  uuid NOT NULL,
        date         date NOT NULL,
        hours        numeric(10,2) NOT NULL,
        cause        text NOT NULL,
        leave_id     uuid,
        file_name    text,
        actor        text NOT NULL,
        recorded_at  timestamptz NOT NULL
      )
    `);
    await queryRunner.query('CREATE INDEX leave_ledger_balance ON leave_ledger (employee_id, pay_type_id, date)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE leave_ledger');
    await queryRunner.query('DROP TABLE leave_request');
  }
}
