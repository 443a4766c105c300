import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A report the worker drew (the job's file), fetched by its requester through GET /api/reports/files/{jobId}. */
@Entity({ name: 'report_file' })
export class ReportFileEntity {
  @PrimaryColumn('uuid', { name: 'job_run_id' }) jobRunId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'requested_by' }) requestedBy!: string;
  @Column('text', { name: 'file_name' }) fileName!: string;
  @Column('text', { name: 'content_type' }) contentType!: string;
  @Column('bytea') content!: Buffer;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}

/** The conditions a user last ran a report with: the form's defaults next time (document 3 §3; not for a Superadmin). */
@Entity({ name: 'report_condition_default' })
export class ReportConditionDefaultEntity {
  @PrimaryColumn('uuid', { name: 'company_id' }) companyId!: string;
  @PrimaryColumn('text', { name: 'user_id' }) userId!: string;
  @PrimaryColumn('text') report!: string;
  @Column('jsonb') conditions!: Record<string, string | string[]>;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
