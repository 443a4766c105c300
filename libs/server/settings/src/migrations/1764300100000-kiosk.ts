import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The kiosk's contents and contacts (document 3 §3), read models of their streams. */
export class Kiosk1764300100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE kiosk_contents (
        company_id  uuid PRIMARY KEY,
        labels      jsonb NOT NULL,
        contents    jsonb NOT NULL,
        version     integer NOT NULL,
        updated_at  timestamptz NOT NULL
      );
      CREATE TABLE kiosk_contact (
        id          uuid PRIMARY KEY,
        company_id  uuid NOT NULL,
        firstname   text NOT NULL,
        lastname    text NOT NULL,
        mobile      text NOT NULL,
        email       text NOT NULL,
        department  text NOT NULL,
        version     integer NOT NULL,
        updated_at  timestamptz NOT NULL
      );
      CREATE INDEX kiosk_contact_company ON kiosk_contact (company_id, lower(firstname), lower(lastname));
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE kiosk_contact; DROP TABLE kiosk_contents');
  }
}
