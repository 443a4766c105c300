import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A single-use, expiring reset link; only a hash of its token is kept. */
@Entity({ name: 'password_reset' })
export class PasswordResetEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'token_hash' }) tokenHash!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}
