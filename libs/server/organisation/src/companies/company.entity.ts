import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CompanyState } from '@timekeep/domain-organisation';

@Entity({ name: 'company' })
export class CompanyEntity {
  @PrimaryColumn('uuid') id!: string;
  /** Same as id: every read-model row carries its company, the company row included. */
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') name!: string;
  @Column('text') code!: string;
  @Column('text', { name: 'time_zone' }) timeZone!: string;
  @Column('text') country!: string;
  @Column('text', { nullable: true }) region!: string | null;
  /** The company's folded state; null only on rows written before it was kept (read through companyStateOf). */
  @Column('jsonb', { nullable: true }) state!: CompanyState | null;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
