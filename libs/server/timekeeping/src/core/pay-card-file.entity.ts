import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'pay_card_file' })
export class PayCardFileEntity {
  @PrimaryColumn('text', { name: 'file_name' }) fileName!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'employee_id' }) employeeId!: string;
  @Column('date', { name: 'from_date' }) fromDate!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'uploaded_by' }) uploadedBy!: string;
  @Column('timestamptz', { name: 'uploaded_at' }) uploadedAt!: Date;
}
