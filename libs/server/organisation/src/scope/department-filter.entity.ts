import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'department_filter' })
export class DepartmentFilterEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'department_ids', array: true }) departmentIds!: string[];
  @Column('integer') version!: number;
}
