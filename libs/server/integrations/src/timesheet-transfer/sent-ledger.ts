import { Injectable } from '@nestjs/common';
import { Column, Entity, In, PrimaryColumn } from 'typeorm';
import type { ThirdPartyTypeId } from '@timekeep/contracts';
import type { OrmTx } from '@timekeep/server-platform';

/**
 * What a third party has been sent, by the adapter's own key: an approved pair's id, or a period
 * and employee for a system that takes one timesheet per period. A send skips what is here, so a
 * redelivered job or a second click never books the same hours twice where the third party has
 * no idempotency key of its own.
 */
@Entity({ name: 'transfer_sent' })
export class TransferSentEntity {
  @PrimaryColumn('uuid', { name: 'company_id' }) companyId!: string;
  @PrimaryColumn('text') integration!: string;
  @PrimaryColumn('text') key!: string;
  @Column('uuid', { name: 'employee_id', nullable: true }) employeeId!: string | null;
  @Column('uuid', { name: 'run_id' }) runId!: string;
  /** The third party's reference for what it booked (a time entry's id, a timesheet's id). */
  @Column('text', { name: 'external_ref', nullable: true }) externalRef!: string | null;
  @Column('timestamptz', { name: 'sent_at' }) sentAt!: Date;
}

export interface SentRow {
  key: string;
  employeeId: string | null;
  externalRef: string | null;
}

@Injectable()
export class SentLedger {
  /** The keys among these that were sent before. */
  async sent(tx: OrmTx, companyId: string, integration: ThirdPartyTypeId, keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await tx.manager.find(TransferSentEntity, { select: { key: true }, where: { companyId, integration, key: In([...keys]) } });
    return new Set(rows.map((r) => r.key));
  }

  /** Records what the third party accepted: call it as soon as it answered, in its own transaction, before the next call. */
  async mark(tx: OrmTx, companyId: string, integration: ThirdPartyTypeId, runId: string, rows: readonly SentRow[], at: Date): Promise<void> {
    if (!rows.length) return;
    await tx.manager
      .createQueryBuilder()
      .insert()
      .into(TransferSentEntity)
      .values(rows.map((r) => ({ companyId, integration, key: r.key, employeeId: r.employeeId, externalRef: r.externalRef, runId, sentAt: at })))
      .orIgnore()
      .execute();
  }
}
