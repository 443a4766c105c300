import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'management_scope' })
export class ManagementScopeEntity {
  @PrimaryColumn('uuid', { name: 'user_id' }) userId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'department_ids', array: true }) departmentIds!: string[];
}
