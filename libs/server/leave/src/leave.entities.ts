import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { LeaveStatus, LedgerCause } from '@timekeep/contracts';
import type { LeaveDays, LeaveTerms } from '@timekeep/domain-leave';

const numeric = { to: (v: number) => v, from: (v: string) => Number(v) };

/** A leave request as its stream last said it (inline projection): the lists', the approval's and the timesheet's row. */
@Entity({ name: 'leave_request' })
export class LeaveRequestEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'employee_id' }) employeeId!: string;
  @Column('uuid', { name: 'pay_type_id' }) payTypeId!: string;
  @Column('date', { name: 'from_date' }) fromDate!: string;
  @Column('date', { name: 'to_date' }) toDate!: string;
  @Column('text') status!: LeaveStatus;
  @Column('jsonb') terms!: LeaveTerms;
  @Column('jsonb') days!: LeaveDays['days'];
  @Column('numeric', { transformer: numeric }) hours!: number;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('text') source!: string;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

/** One line of a balance's ledger (docs/decisions/0032-leave.md): the balance on a date is the sum of the lines dated up to it. */
@Entity({ name: 'leave_ledger' })
export class LeaveLedgerEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'employee_id' }) employeeId!: string;
  @Column('uuid', { name: 'pay_type_id' }) payTypeId!: string;
  @Column('date') date!: string;
  @Column('numeric', { transformer: numeric }) hours!: number;
  @Column('text') cause!: LedgerCause;
  @Column('uuid', { name: 'leave_id', nullable: true }) leaveId!: string | null;
  @Column('text', { name: 'file_name', nullable: true }) fileName!: string | null;
  @Column('text') actor!: string;
  @Column('timestamptz', { name: 'recorded_at' }) recordedAt!: Date;
}
