import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EmployeeRecord, EmployeeStatus, EmploymentTypeHistory, WorkingDays } from '@timekeep/contracts';

/** The employees read model: the columns lists filter, sort and check uniqueness on, and the whole record. */
@Entity({ name: 'employee' })
export class EmployeeEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'user_id', nullable: true }) userId!: string | null;
  @Column('text') status!: EmployeeStatus;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  @Column('bigint', { name: 'clock_id', nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  clockId!: number | null;
  @Column('text', { name: 'pay_id', nullable: true }) payId!: string | null;
  @Column('uuid', { name: 'department_id' }) departmentId!: string;
  @Column('uuid', { name: 'pay_group_id' }) payGroupId!: string;
  @Column('uuid', { name: 'rounding_id', nullable: true }) roundingId!: string | null;
  @Column('date', { name: 'hire_on' }) hireOn!: string;
  @Column('boolean', { name: 'status_app' }) statusApp!: boolean;
  @Column('jsonb') record!: EmployeeRecord;
  /** Her employment types, each from a date, oldest first (ADR 0074): the engine reads the type of each pay date. */
  @Column('jsonb', { name: 'employment_types' }) employmentTypes!: EmploymentTypeHistory;
  /** Her weekdays settled by her agreement, Monday first (ADR 0074): a holiday on a 'yes' or 'no' one is decided so. */
  @Column('jsonb', { name: 'working_days' }) workingDays!: WorkingDays;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
