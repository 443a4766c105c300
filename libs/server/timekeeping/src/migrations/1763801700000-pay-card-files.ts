import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Files attached to pay cards (JPEG or PDF), stored under UPLOAD_DIR/pay-card. */
export class PayCardFiles1763801700000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE pay_card_file (
        file_name    text PRIMARY KEY,
        company_id   uuid NOT NULL,
        employee_id  uuid NOT NULL,
        from_date    date NOT NULL,
        name         text NOT NULL,
        uploaded_by  text NOT NULL,
        uploaded_at  timestamptz NOT NULL
      )
    `);
    await queryRunner.query('CREATE INDEX pay_card_file_employee ON pay_card_file (employee_id, from_date)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE pay_card_file');
  }
}
