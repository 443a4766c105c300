import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A pay group's pay period (its payroll transfer, document 3 §3), made when first needed. */
@Entity({ name: 'pay_period' })
export class PayPeriodEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'pay_group_id' }) payGroupId!: string;
  @Column('date', { name: 'from_date' }) fromDate!: string;
  @Column('date', { name: 'to_date' }) toDate!: string;
  @Column('boolean') closed!: boolean;
  /** Payroll was given the period's file after it closed (a draft of an open period does not count). */
  @Column('boolean') exported!: boolean;
  @Column('text', { name: 'closed_by', nullable: true }) closedBy!: string | null;
  @Column('timestamptz', { name: 'closed_at', nullable: true }) closedAt!: Date | null;
  @Column('timestamptz', { name: 'exported_at', nullable: true }) exportedAt!: Date | null;
}
