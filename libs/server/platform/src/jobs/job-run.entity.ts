import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { JobPayload, JobStatus } from '@timekeep/contracts';

@Entity({ name: 'job_run' })
export class JobRunEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') kind!: string;
  @Column('text') status!: JobStatus;
  @Column('jsonb') payload!: JobPayload;
  @Column('integer') processed!: number;
  @Column('integer', { nullable: true }) total!: number | null;
  @Column('jsonb', { nullable: true }) result!: unknown;
  @Column('text', { nullable: true }) error!: string | null;
  @Column('integer') attempts!: number;
  @Column('text', { name: 'requested_by' }) requestedBy!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'started_at', nullable: true }) startedAt!: Date | null;
  @Column('timestamptz', { name: 'finished_at', nullable: true }) finishedAt!: Date | null;
  @Column('timestamptz', { name: 'heartbeat_at', nullable: true }) heartbeatAt!: Date | null;
}
