import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A company's connection to a third-party system; the password only as ciphertext (IntegrationSecrets). */
@Entity({ name: 'integration_connection' })
export class IntegrationConnectionEntity {
  @PrimaryColumn('uuid', { name: 'company_id' }) companyId!: string;
  @PrimaryColumn('text') kind!: 'myobAdvanced';
  @Column('text', { name: 'base_url' }) baseUrl!: string;
  @Column('text', { name: 'endpoint_version' }) endpointVersion!: string;
  @Column('text') tenant!: string;
  @Column('text', { nullable: true }) branch!: string | null;
  @Column('text') username!: string;
  @Column('text', { name: 'password_cipher', nullable: true }) passwordCipher!: string | null;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
