import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Employees1763800800000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE employee (
        id             uuid PRIMARY KEY,
        company_id     uuid NOT NULL,
        user_id        uuid,
        status         text NOT NULL,
        first_name     text NOT NULL,
        last_name      text NOT NULL,
        clock_id       bigint,
        pay_id         text,
        department_id  uuid NOT NULL,
        pay_group_id   uuid NOT NULL,
        rounding_id    uuid,
        hire_on        date NOT NULL,
        status_app     boolean NOT NULL,
        record         jsonb NOT NULL,
        version        integer NOT NULL,
        updated_at     timestamptz NOT NULL
      );
      -- A clock ID identifies one Active employee at the clock; leavers free theirs (docs/decisions/0015-people.md).
      CREATE UNIQUE INDEX employee_active_clock_id ON employee (company_id, clock_id) WHERE status = 'Active' AND clock_id IS NOT NULL;
      CREATE UNIQUE INDEX employee_pay_id ON employee (company_id, lower(pay_id)) WHERE pay_id IS NOT NULL;
      CREATE INDEX employee_list ON employee (company_id, status, first_name, last_name, id);
      CREATE INDEX employee_department ON employee (company_id, department_id);
      CREATE INDEX employee_pay_group ON employee (company_id, pay_group_id);
      CREATE INDEX employee_rounding ON employee (company_id, rounding_id) WHERE rounding_id IS NOT NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE employee');
  }
}
