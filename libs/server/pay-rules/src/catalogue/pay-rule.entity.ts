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
  /** The kind's own fields, as its domain checked them before they were written; read them with fieldsOf. */
  @Column('jsonb') fields!: unknown;
  @Column('date', { name: 'sort_date', nullable: true }) sortDate!: string | null;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

/**
 * A record's fields typed as its kind's: the one place the catalogue's untyped jsonb becomes a
 * kind's fields. Safe because every write goes through the kind's domain check (checkPayGroup,
 * checkScheduleTemplate, ...) and old shapes are read with their defaults where they are mapped.
 */
export function fieldsOf<F>(row: Pick<PayRuleEntity, 'fields'>): F {
  return row.fields as F;
}
