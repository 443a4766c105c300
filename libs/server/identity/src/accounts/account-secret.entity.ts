import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An account's argon2id password hash and PIN hash (docs/decisions/0050-secrets-out-of-the-event-log.md).
 * Not a projection's table: the events only say that a password or PIN was set, so this is the one
 * place the hashes live and a rebuild neither empties it nor needs it. Written in the transaction of
 * the event that records the change, as `oauth_client_secret` is.
 */
@Entity({ name: 'account_secret' })
export class AccountSecretEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'password_hash' }) passwordHash!: string;
  @Column('text', { name: 'pin_hash', nullable: true }) pinHash!: string | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
