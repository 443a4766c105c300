import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Identity1763800200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_account (
        id              uuid PRIMARY KEY,
        company_id      uuid NOT NULL,
        email           text NOT NULL,
        password_hash   text NOT NULL,
        pin_hash        text,
        roles           text[] NOT NULL,
        first_name      text NOT NULL,
        last_name       text NOT NULL,
        phone           text,
        mobile          text,
        employee_id     uuid,
        department_ids  uuid[] NOT NULL DEFAULT '{}',
        date_format     text NOT NULL DEFAULT 'YYYY-MM-DD',
        time_format     text NOT NULL DEFAULT 'HH:mm',
        avatar          text,
        last_login_at   timestamptz,
        version         integer NOT NULL,
        created_at      timestamptz NOT NULL
      );
      -- Sign-in is by email alone, so an email is one account across all companies.
      CREATE UNIQUE INDEX user_account_email ON user_account (lower(email));
      CREATE INDEX user_account_company ON user_account (company_id);

      CREATE TABLE refresh_token (
        id           uuid PRIMARY KEY,
        family_id    uuid NOT NULL,
        user_id      uuid NOT NULL,
        company_id   uuid NOT NULL,
        secret_hash  text NOT NULL,
        acting_roles text[] NOT NULL,
        expires_at   timestamptz NOT NULL,
        used_at      timestamptz,
        revoked_at   timestamptz,
        created_at   timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX refresh_token_family ON refresh_token (family_id);
      CREATE INDEX refresh_token_user ON refresh_token (user_id);

      CREATE TABLE password_reset (
        id          uuid PRIMARY KEY,
        user_id     uuid NOT NULL,
        company_id  uuid NOT NULL,
        token_hash  text NOT NULL UNIQUE,
        expires_at  timestamptz NOT NULL,
        used_at     timestamptz,
        created_at  timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE password_reset; DROP TABLE refresh_token; DROP TABLE user_account;');
  }
}
