import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ReportFormat, ScheduleFrequency, SchedulePeriod } from '@timekeep/contracts';
import type { ReportParameters } from '@timekeep/domain-reporting';

/** A live scheduled report (document 3 §3 "Scheduled report"), the read model of its stream; deleted ones are removed. */
@Entity({ name: 'scheduled_report' })
export class ScheduledReportEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'report_type' }) reportType!: string;
  @Column('date', { name: 'start_date' }) startDate!: string;
  @Column('text', { name: 'send_time' }) sendTime!: string;
  @Column('text') frequency!: ScheduleFrequency;
  @Column('text') period!: SchedulePeriod;
  @Column('text') format!: ReportFormat;
  @Column('jsonb') receivers!: string[];
  @Column('jsonb') parameters!: ReportParameters;
  /** The user whose rights the report runs with (re-read at each send). */
  @Column('text', { name: 'created_by' }) createdBy!: string;
  @Column('text', { name: 'created_by_name' }) createdByName!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
