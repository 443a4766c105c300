import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CustomDay } from '@timekeep/domain-scheduling';

/** The read model of employees' own schedule days. */
@Entity({ name: 'employee_schedule_day' })
export class EmployeeScheduleDayEntity {
  @PrimaryColumn('uuid', { name: 'employee_id' }) employeeId!: string;
  @PrimaryColumn('date') date!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('jsonb') rule!: CustomDay;
}
