import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The company's device token, shown on the company form for its devices to present
 * (docs/decisions/0050-secrets-out-of-the-event-log.md). A bearer value, so never in the event log;
 * not a projection's table, so a rebuild of `company` neither empties it nor needs it. Written in
 * the transaction that registers the company.
 */
@Entity({ name: 'company_device_token' })
export class CompanyDeviceTokenEntity {
  @PrimaryColumn('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') token!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
