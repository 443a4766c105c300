import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A pay card line someone set or added: the timesheet's own totals are not stored here. */
@Entity({ name: 'pay_card_line' })
export class PayCardLineEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'employee_id' }) employeeId!: string;
  @Column('date', { name: 'from_date' }) fromDate!: string;
  @Column('date', { name: 'to_date' }) toDate!: string;
  @Column('uuid', { name: 'pay_type_id' }) payTypeId!: string;
  @Column('numeric', { name: 'eff_units', nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  effUnits!: number | null;
  @Column('text', { nullable: true }) notes!: string | null;
  @Column('uuid', { name: 'project_id', nullable: true }) projectId!: string | null;
  @Column('boolean', { name: 'manual_add' }) manualAdd!: boolean;
  @Column('text', { name: 'modified_by', nullable: true }) modifiedBy!: string | null;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
