import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One import, sync or send and how it ended (document 3 "Sync results"). A log, not a projection:
 * what a third party answered is not in our events, so a rebuild must not lose it.
 */
@Entity({ name: 'sync_result' })
export class SyncResultEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('timestamptz', { name: 'occurred_at' }) occurredAt!: Date;
  @Column('text') type!: string;
  @Column('text') status!: string;
  @Column('text') message!: string;
  @Column('text', { nullable: true }) integration!: string | null;
  /** Details a support person may need (ids sent, the third party's answer), never secrets. */
  @Column('jsonb', { nullable: true }) detail!: unknown;
  @Column('uuid', { name: 'job_run_id', nullable: true }) jobRunId!: string | null;
  @Column('text', { name: 'actor_id' }) actorId!: string;
}
