import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A company's connection to a third-party system, as its events say; the password is kept apart (IntegrationSecretEntity). */
@Entity({ name: 'integration_connection' })
export class IntegrationConnectionEntity {
  @PrimaryColumn('uuid', { name: 'company_id' }) companyId!: string;
  @PrimaryColumn('text') kind!: 'myobAdvanced';
  @Column('text', { name: 'base_url' }) baseUrl!: string;
  @Column('text', { name: 'endpoint_version' }) endpointVersion!: string;
  @Column('text') tenant!: string;
  @Column('text', { nullable: true }) branch!: string | null;
  @Column('text') username!: string;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

/**
 * The connection's password, sealed (IntegrationSecrets). Not a projection's table: a rebuild from
 * the events, which never hold it, must not lose it.
 */
@Entity({ name: 'integration_secret' })
export class IntegrationSecretEntity {
  @PrimaryColumn('uuid', { name: 'company_id' }) companyId!: string;
  /** myobAdvanced: the password; xero: the OAuth tokens (XeroTokens as JSON). */
  @PrimaryColumn('text') kind!: 'myobAdvanced' | 'xero';
  @Column('text') cipher!: string;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
