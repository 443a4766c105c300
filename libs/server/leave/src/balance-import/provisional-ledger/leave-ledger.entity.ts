import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { LedgerCause } from '@timekeep/contracts';

/**
 * PROVISIONAL (leave-import branch): the balances' ledger as the shared leave design names it
 * (one row per entry). The leave requests' branch owns this table and its projection; at the merge
 * keep theirs and drop this folder and its migration, keeping the `leave.balance-imported` case.
 */
@Entity({ name: 'leave_ledger' })
export class LeaveLedgerEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'employee_id' }) employeeId!: string;
  @Column('uuid', { name: 'pay_type_id' }) payTypeId!: string;
  @Column('date') date!: string;
  @Column('numeric', { transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) hours!: number;
  @Column('text') cause!: LedgerCause;
  @Column('uuid', { name: 'leave_id', nullable: true }) leaveId!: string | null;
  @Column('text', { name: 'file_name', nullable: true }) fileName!: string | null;
  @Column('text') actor!: string;
  @Column('timestamptz', { name: 'recorded_at' }) recordedAt!: Date;
}
