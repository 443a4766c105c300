import type { MigrationInterface, QueryRunner } from 'typeorm';

/** An employee's own schedule days, each replacing the template's day on its date. */
export class EmployeeSchedule1763801100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE employee_schedule_day (
        employee_id  uuid NOT NULL,
        date         date NOT NULL,
        company_id   uuid NOT NULL,
        rule         jsonb NOT NULL,
        PRIMARY KEY (employee_id, date)
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE employee_schedule_day');
  }
}
