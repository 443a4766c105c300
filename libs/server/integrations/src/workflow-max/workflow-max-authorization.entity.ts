import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A Connect to WorkflowMax under way: who asked, the sealed PKCE verifier, until when its state is good. */
@Entity({ name: 'workflow_max_authorization' })
export class WorkflowMaxAuthorizationEntity {
  @PrimaryColumn('text', { name: 'state_hash' }) stateHash!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'verifier_cipher' }) verifierCipher!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
}
