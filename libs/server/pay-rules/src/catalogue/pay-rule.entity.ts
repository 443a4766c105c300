import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PayRuleKind } from '@timekeep/contracts';

@Entity({ name: 'pay_rule' })
export class PayRuleEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') kind!: PayRuleKind;
  @Column('text') name!: string;
  @Column('text', { name: 'unique_key' }) uniqueKey!: string;
  @Column('text', { name: 'unique_code', nullable: true }) uniqueCode!: string | null;
  @Column('boolean') active!: boolean;
  @Column('text', { name: 'system_code', nullable: true }) systemCode!: string | null;
  @Column('jsonb') fields!: Record<string, unknown>;
  @Column('date', { name: 'sort_date', nullable: true }) sortDate!: string | null;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
