import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An employee's calendar address (docs/decisions/0076-calendar-feed.md): at most one each. Its
 * secret is kept only as its SHA-256, as a session's is; written by the commands that issue and
 * revoke it, in the transaction of their events (which never hold the secret or its hash).
 */
@Entity({ name: 'calendar_feed' })
export class CalendarFeedEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'employee_id' }) employeeId!: string;
  @Column('text', { name: 'secret_hash' }) secretHash!: string;
  @Column('timestamptz', { name: 'issued_at' }) issuedAt!: Date;
}
