import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The timesheet's read models: punches as recorded, each employee-day as the time engine computed
 * it (with a stale mark every pay-affecting change sets in its own transaction), pay periods and
 * pay card lines.
 */
export class Timesheets1763801600000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE punch (
        id             uuid PRIMARY KEY,
        company_id     uuid NOT NULL,
        employee_id    uuid NOT NULL,
        day            date NOT NULL,
        punch_time     text NOT NULL,
        day_type       text NOT NULL,
        local          text NOT NULL,
        reason         text,
        work_place_id  uuid,
        position_id    uuid,
        job_id         uuid,
        task_id        uuid,
        entry          text NOT NULL,
        source         text NOT NULL,
        photo          text,
        location       text,
        approved       boolean NOT NULL DEFAULT false,
        version        integer NOT NULL,
        recorded_at    timestamptz NOT NULL,
        updated_at     timestamptz NOT NULL
      )
    `);
    await queryRunner.query('CREATE INDEX punch_employee_local ON punch (employee_id, local)');
    await queryRunner.query('CREATE INDEX punch_company_local ON punch (company_id, local)');
    await queryRunner.query(`
      CREATE TABLE timesheet_day (
        employee_id   uuid NOT NULL,
        date          date NOT NULL,
        company_id    uuid NOT NULL,
        type          text NOT NULL,
        data          jsonb NOT NULL,
        stale         boolean NOT NULL DEFAULT false,
        valid_until   timestamptz,
        computed_at   timestamptz NOT NULL,
        PRIMARY KEY (employee_id, date)
      )
    `);
    await queryRunner.query('CREATE INDEX timesheet_day_stale ON timesheet_day (company_id) WHERE stale');
    await queryRunner.query(`
      CREATE TABLE pay_period (
        id            uuid PRIMARY KEY,
        company_id    uuid NOT NULL,
        pay_group_id  uuid NOT NULL,
        from_date     date NOT NULL,
        to_date       date NOT NULL,
        closed        boolean NOT NULL DEFAULT false,
        UNIQUE (pay_group_id, from_date)
      )
    `);
    await queryRunner.query(`
      CREATE TABLE pay_card_line (
        id            uuid PRIMARY KEY,
        company_id    uuid NOT NULL,
        employee_id   uuid NOT NULL,
        from_date     date NOT NULL,
        to_date       date NOT NULL,
        pay_type_id   uuid NOT NULL,
        eff_units     numeric,
        notes         text,
        project_id    uuid,
        manual_add    boolean NOT NULL,
        modified_by   text,
        updated_at    timestamptz NOT NULL
      )
    `);
    await queryRunner.query('CREATE INDEX pay_card_line_employee ON pay_card_line (employee_id, from_date)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE pay_card_line');
    await queryRunner.query('DROP TABLE pay_period');
    await queryRunner.query('DROP TABLE timesheet_day');
    await queryRunner.query('DROP TABLE punch');
  }
}
