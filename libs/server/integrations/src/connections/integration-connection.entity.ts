import type { UploadConnectionKind } from '@timekeep/domain-integrations';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The third-party systems a company connects to: MYOB Advanced, and the GreenTree or AX upload endpoint. */
export type IntegrationKind = 'myobAdvanced' | UploadConnectionKind;

/** A company's connection to a third-party system, as its events say; the password is kept apart (IntegrationSecretEntity). */
@Entity({ name: 'integration_connection' })
export class IntegrationConnectionEntity {
  @PrimaryColumn('uuid', { name: 'company_id' }) companyId!: string;
  @PrimaryColumn('text') kind!: IntegrationKind;
  @Column('text', { name: 'base_url' }) baseUrl!: string;
  @Column('text', { name: 'endpoint_version' }) endpointVersion!: string;
  @Column('text') tenant!: string;
  @Column('text', { nullable: true }) branch!: string | null;
  @Column('text') username!: string;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

/** What a secret belongs to: MYOB Advanced's password, the GreenTree or AX upload endpoint's key, Xero's and WorkflowMax's OAuth tokens. */
export type IntegrationSecretKind = IntegrationKind | 'xero' | 'workflowMax';

/**
 * The connection's password or tokens, sealed (IntegrationSecrets). Not a projection's table: a
 * rebuild from the events, which never hold them, must not lose them.
 */
@Entity({ name: 'integration_secret' })
export class IntegrationSecretEntity {
  @PrimaryColumn('uuid', { name: 'company_id' }) companyId!: string;
  /** myobAdvanced: the password; greenTree, ax: the upload endpoint's key; xero and workflowMax: the OAuth tokens (as JSON). */
  @PrimaryColumn('text') kind!: IntegrationSecretKind;
  @Column('text') cipher!: string;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
