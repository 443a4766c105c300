import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A pay group's pay period (its payroll transfer), made when first needed; closing it is the payroll issue's. */
@Entity({ name: 'pay_period' })
export class PayPeriodEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'pay_group_id' }) payGroupId!: string;
  @Column('date', { name: 'from_date' }) fromDate!: string;
  @Column('date', { name: 'to_date' }) toDate!: string;
  @Column('boolean') closed!: boolean;
}
