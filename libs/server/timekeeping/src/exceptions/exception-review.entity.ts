import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A review: the occurrence as it was seen (it counts only while its times, schedule and punches, are unchanged). */
@Entity({ name: 'exception_review' })
export class ExceptionReviewEntity {
  @PrimaryColumn('uuid', { name: 'exception_id' }) exceptionId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'employee_id' }) employeeId!: string;
  @Column('date') date!: string;
  @Column('text') type!: string;
  @Column('text', { name: 'schedule_in', nullable: true }) scheduleIn!: string | null;
  @Column('text', { name: 'schedule_out', nullable: true }) scheduleOut!: string | null;
  @Column('text', { name: 'actual_in', nullable: true }) actualIn!: string | null;
  @Column('text', { name: 'actual_out', nullable: true }) actualOut!: string | null;
  @Column('text', { name: 'reviewed_by' }) reviewedBy!: string;
  @Column('timestamptz', { name: 'reviewed_at' }) reviewedAt!: Date;
}
