import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { KioskContentItem, KioskUserType } from '@timekeep/contracts';

/** A company's kiosk contents as its last save left them; no row until the first save. */
@Entity({ name: 'kiosk_contents' })
export class KioskContentsEntity {
  @PrimaryColumn('uuid', { name: 'company_id' }) companyId!: string;
  @Column('jsonb') labels!: Record<KioskUserType, string>;
  @Column('jsonb') contents!: Record<KioskUserType, KioskContentItem[]>;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

@Entity({ name: 'kiosk_contact' })
export class KioskContactEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') firstname!: string;
  @Column('text') lastname!: string;
  @Column('text') mobile!: string;
  @Column('text') email!: string;
  @Column('text') department!: string;
  @Column('integer') version!: number;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
