import type { AvailabilityDto } from '@timekeep/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An employee's availability as she last saved it (issue 33 §2); no row: free every day. */
@Entity({ name: 'employee_availability' })
export class EmployeeAvailabilityEntity {
  @PrimaryColumn('uuid', { name: 'employee_id' }) employeeId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('jsonb') patterns!: AvailabilityDto['patterns'];
  @Column('jsonb') dates!: AvailabilityDto['dates'];
}
