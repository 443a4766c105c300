import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MessageKind } from '@timekeep/contracts';

/**
 * One message in one person's inbox (ADR 0063). Written by the messages processor (leave events) and
 * the sweep (runs that ended, failed syncs), once per recipient and source; read and marked read only
 * by its recipient. Not a projection: a message is news as it was told, so no rebuild empties it.
 */
@Entity({ name: 'message' })
export class MessageEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'recipient_id' }) recipientId!: string;
  @Column('text') kind!: MessageKind;
  @Column('text') title!: string;
  @Column('text') body!: string;
  @Column('text', { nullable: true }) link!: string | null;
  /** What it is about ('leave:<id>'), so that a later event can settle it. */
  @Column('text', { nullable: true }) subject!: string | null;
  /** What told it ('event:<id>', 'job-run:<id>', 'sync-result:<id>'): one message per recipient and source. */
  @Column('text') source!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'read_at', nullable: true }) readAt!: Date | null;
}

/** The sweep's ledger: each run or sync result it has looked at, so that it looks once (and tells once). */
@Entity({ name: 'message_sweep_seen' })
export class MessageSweepSeenEntity {
  @PrimaryColumn('text') source!: string;
  @Column('timestamptz', { name: 'happened_at' }) happenedAt!: Date;
}
