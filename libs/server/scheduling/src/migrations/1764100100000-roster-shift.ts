import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The roster's shift library. */
export class RosterShift1764100100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE roster_shift (
        id               uuid PRIMARY KEY,
        company_id       uuid NOT NULL,
        department_id    uuid,
        label_name       text NOT NULL,
        color_code       text NOT NULL,
        start_time       text NOT NULL,
        start_time_type  text NOT NULL,
        end_time         text NOT NULL,
        end_time_type    text NOT NULL,
        break_time       integer NOT NULL,
        version          integer NOT NULL
      )
    `);
    await queryRunner.query('CREATE INDEX roster_shift_company ON roster_shift (company_id)');
    // The roster reads a range of days for many employees at once.
    await queryRunner.query('CREATE INDEX employee_schedule_day_company_date ON employee_schedule_day (company_id, date)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX employee_schedule_day_company_date');
    await queryRunner.query('DROP TABLE roster_shift');
  }
}
