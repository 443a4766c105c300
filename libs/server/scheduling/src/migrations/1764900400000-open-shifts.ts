import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Open shifts (ADR 0078): a shift published without an employee, its claims and who has it. */
export class OpenShifts1764900400000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE open_shift (
        id           uuid PRIMARY KEY,
        company_id   uuid NOT NULL,
        position_id  uuid NOT NULL,
        date         date NOT NULL,
        section      jsonb NOT NULL,
        skill_ids    jsonb NOT NULL,
        note         text,
        claim_mode   text NOT NULL,
        status       text NOT NULL,
        offered_to   jsonb NOT NULL,
        claims       jsonb NOT NULL,
        filled_by    uuid,
        version      integer NOT NULL
      );
      CREATE INDEX open_shift_company_date ON open_shift (company_id, date);
      CREATE INDEX open_shift_offered ON open_shift USING gin (offered_to jsonb_path_ops);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE open_shift');
  }
}
