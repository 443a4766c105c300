import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The profile's contact card (document 1 §3 "Profile"): name, title, fax and the two addresses. */
export class ProfileContact1764500620000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE user_account
        ADD COLUMN contact_name text,
        ADD COLUMN title text,
        ADD COLUMN fax text,
        ADD COLUMN physical_address text,
        ADD COLUMN postal_address text;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE user_account DROP COLUMN contact_name, DROP COLUMN title, DROP COLUMN fax, DROP COLUMN physical_address, DROP COLUMN postal_address;`);
  }
}
