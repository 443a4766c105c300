import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A punch pair as the timesheet last computed it (written with its day by TimesheetCalculator): the approvals list's rows. */
@Entity({ name: 'time_pair' })
export class TimePairEntity {
  @PrimaryColumn('uuid', { name: 'pair_id' }) pairId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'employee_id' }) employeeId!: string;
  @Column('date') date!: string;
  @Column('uuid', { name: 'in_punch_id', nullable: true }) inPunchId!: string | null;
  @Column('uuid', { name: 'out_punch_id', nullable: true }) outPunchId!: string | null;
  /** The punches' wall times as recorded, yyyy-MM-ddTHH:mm. */
  @Column('text', { name: 'actual_in', nullable: true }) actualIn!: string | null;
  @Column('text', { name: 'actual_out', nullable: true }) actualOut!: string | null;
  @Column('numeric', { name: 'paid_hours' }) paidHours!: string;
  @Column('numeric', { name: 'break_hours' }) breakHours!: string;
  @Column('uuid', { name: 'position_id', nullable: true }) positionId!: string | null;
  @Column('uuid', { name: 'job_id', nullable: true }) jobId!: string | null;
  @Column('boolean') scheduled!: boolean;
}
