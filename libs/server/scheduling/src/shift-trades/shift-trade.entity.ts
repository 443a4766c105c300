import type { ShiftTradeStatus } from '@timekeep/contracts';
import type { TradedShift } from '@timekeep/domain-scheduling';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An offer or swap as it stands (ADR 0079). */
@Entity({ name: 'shift_trade' })
export class ShiftTradeEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') kind!: 'offer' | 'swap';
  @Column('text') status!: ShiftTradeStatus;
  @Column('jsonb', { name: 'from_shift' }) fromShift!: TradedShift;
  @Column('jsonb', { name: 'to_shift', nullable: true }) toShift!: TradedShift | null;
  @Column('jsonb', { name: 'offered_to' }) offeredTo!: string[];
  @Column('boolean', { name: 'needs_approval' }) needsApproval!: boolean;
  @Column('uuid', { name: 'taker_id', nullable: true }) takerId!: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
