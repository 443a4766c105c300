import type { OpenShiftClaimMode, OpenShiftStatus, WorkSectionDto } from '@timekeep/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An open shift as it stands (ADR 0078): published, its waiting claims, and who has it. */
@Entity({ name: 'open_shift' })
export class OpenShiftEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'position_id' }) positionId!: string;
  @Column('date') date!: string;
  @Column('jsonb') section!: WorkSectionDto;
  @Column('jsonb', { name: 'skill_ids' }) skillIds!: string[];
  @Column('text', { nullable: true }) note!: string | null;
  @Column('text', { name: 'claim_mode' }) claimMode!: OpenShiftClaimMode;
  @Column('text') status!: OpenShiftStatus;
  /** The employees it was offered to as it was published. */
  @Column('jsonb', { name: 'offered_to' }) offeredTo!: string[];
  /** Waiting claims, in the order they came. */
  @Column('jsonb') claims!: Array<{ employeeId: string; at: string }>;
  @Column('uuid', { name: 'filled_by', nullable: true }) filledBy!: string | null;
  @Column('integer') version!: number;
}
