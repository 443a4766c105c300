import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Role } from '@timekeep/contracts';

/** One link of a rotating refresh-token chain (family); only a hash of the secret is kept. */
@Entity({ name: 'refresh_token' })
export class RefreshTokenEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'family_id' }) familyId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'secret_hash' }) secretHash!: string;
  @Column('text', { name: 'acting_roles', array: true }) actingRoles!: Role[];
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
  /** The token issued when this one was used (one successor per token: one branch per family). */
  @Column('uuid', { name: 'successor_id', nullable: true }) successorId!: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
