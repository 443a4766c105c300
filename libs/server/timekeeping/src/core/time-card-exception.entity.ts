import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One exception occurrence of a stored timesheet day (written by storeExceptionRows). */
@Entity({ name: 'time_card_exception' })
export class TimeCardExceptionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'employee_id' }) employeeId!: string;
  @Column('date') date!: string;
  @Column('text') type!: string;
  @Column('text', { name: 'shift_id', nullable: true }) shiftId!: string | null;
  @Column('text', { name: 'pair_id', nullable: true }) pairId!: string | null;
  @Column('text', { name: 'schedule_in', nullable: true }) scheduleIn!: string | null;
  @Column('text', { name: 'schedule_out', nullable: true }) scheduleOut!: string | null;
  @Column('text', { name: 'actual_in', nullable: true }) actualIn!: string | null;
  @Column('text', { name: 'actual_out', nullable: true }) actualOut!: string | null;
  @Column('boolean', { name: 'actual_in_exception' }) actualInException!: boolean;
}
