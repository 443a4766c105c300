import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The shift library's read model (document 2 §3 "Roster work section (shift)"). */
@Entity({ name: 'roster_shift' })
export class RosterShiftEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'department_id', nullable: true }) departmentId!: string | null;
  @Column('text', { name: 'label_name' }) labelName!: string;
  @Column('text', { name: 'color_code' }) colorCode!: string;
  @Column('text', { name: 'start_time' }) startTime!: string;
  @Column('text', { name: 'start_time_type' }) startTimeType!: 'Previous' | 'Today' | 'NextDay';
  @Column('text', { name: 'end_time' }) endTime!: string;
  @Column('text', { name: 'end_time_type' }) endTimeType!: 'Today' | 'NextDay';
  @Column('integer', { name: 'break_time' }) breakTime!: number;
  @Column('integer') version!: number;
}
