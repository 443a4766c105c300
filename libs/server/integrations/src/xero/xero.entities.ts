import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { XeroRegion } from '@timekeep/contracts';

/** The Xero organisation a company is connected to, as its events say; the tokens are kept apart (IntegrationSecretEntity 'xero'). */
@Entity({ name: 'xero_connection' })
export class XeroConnectionEntity {
  @PrimaryColumn('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'tenant_id' }) tenantId!: string;
  @Column('text', { name: 'tenant_name' }) tenantName!: string;
  @Column('text') region!: XeroRegion;
  @Column('timestamptz', { name: 'connected_at' }) connectedAt!: Date;
}

/**
 * A connection under way: the browser went to Xero with `state` and the challenge of `verifier`
 * (sealed), and comes back to the callback with both. Good once, for a few minutes; not an event.
 */
@Entity({ name: 'xero_authorization' })
export class XeroAuthorizationEntity {
  @PrimaryColumn('text') state!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  /** Who asked, to stand as the actor of the connection's event (the callback comes without a token). */
  @Column('jsonb') requester!: { name: string | null; roles: string[]; functions: string[] };
  @Column('text') verifier!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
