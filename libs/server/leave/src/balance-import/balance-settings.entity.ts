import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { LeaveBalanceSettings } from '@timekeep/contracts';

/** A company's leave balance import settings (document 3 §3), as its stream last saved them. */
@Entity({ name: 'leave_balance_settings' })
export class LeaveBalanceSettingsEntity {
  @PrimaryColumn('uuid', { name: 'company_id' }) companyId!: string;
  @Column('jsonb') settings!: LeaveBalanceSettings;
  @Column('integer') version!: number;
  @Column('text', { name: 'updated_by' }) updatedBy!: string;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
