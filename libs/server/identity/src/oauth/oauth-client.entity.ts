import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { OAuthScope } from '@timekeep/contracts';

/** A company's OAuth client as its events say (docs/decisions/0041-oauth-clients.md); the secret is kept apart. */
@Entity({ name: 'oauth_client' })
export class OAuthClientEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'client_id' }) clientId!: string;
  @Column('text', { array: true }) scopes!: OAuthScope[];
  @Column('integer', { name: 'secret_version' }) secretVersion!: number;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

/**
 * The argon2id hash of a client's current secret. Not a projection's table: the events never hold
 * the secret nor its hash, so a rebuild must not lose it. Written in the transaction of the event
 * that names its version.
 */
@Entity({ name: 'oauth_client_secret' })
export class OAuthClientSecretEntity {
  @PrimaryColumn('uuid', { name: 'client_pk' }) clientPk!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') hash!: string;
  @Column('integer', { name: 'secret_version' }) secretVersion!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
