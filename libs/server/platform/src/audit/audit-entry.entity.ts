import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per event: who did what to which record, readable without folding streams. */
@Entity({ name: 'audit_entry' })
export class AuditEntryEntity {
  @PrimaryColumn('bigint', { name: 'global_position' }) globalPosition!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'stream_id' }) streamId!: string;
  @Column('text', { name: 'stream_type' }) streamType!: string;
  @Column('text', { name: 'event_type' }) eventType!: string;
  @Column('text', { name: 'actor_kind' }) actorKind!: string;
  @Column('text', { name: 'actor_id' }) actorId!: string;
  @Column('text') source!: string;
  @Column('text', { name: 'correlation_id' }) correlationId!: string;
  @Column('timestamptz', { name: 'occurred_at' }) occurredAt!: Date;
  @Column('jsonb') data!: unknown;
}
