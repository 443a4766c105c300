import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A pair's approval as the timesheet stream last said it (inline projection): who approved or unapproved it, and when. */
@Entity({ name: 'time_approval' })
export class TimeApprovalEntity {
  @PrimaryColumn('uuid', { name: 'pair_id' }) pairId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'employee_id' }) employeeId!: string;
  @Column('date') date!: string;
  @Column('boolean') approved!: boolean;
  @Column('text') approver!: string;
  @Column('timestamptz', { name: 'approved_at' }) approvedAt!: Date;
}
