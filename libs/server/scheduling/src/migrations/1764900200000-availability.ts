import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each employee's availability (issue 33 §2): her weekly patterns and the dates she cannot work. */
export class Availability1764900200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE employee_availability (
        employee_id  uuid PRIMARY KEY,
        company_id   uuid NOT NULL,
        patterns     jsonb NOT NULL,
        dates        jsonb NOT NULL
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE employee_availability');
  }
}
