import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MessageKind, NotificationTopic } from '@timekeep/contracts';

/** One person's choice for one kind of news (ADR 0070); a kind without a row has the default. */
@Entity({ name: 'notification_preference' })
export class NotificationPreferenceEntity {
  @PrimaryColumn('uuid', { name: 'account_id' }) accountId!: string;
  @PrimaryColumn('text') topic!: NotificationTopic;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('boolean') app!: boolean;
  @Column('boolean') email!: boolean;
  @Column('boolean') push!: boolean;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}

/** A browser that receives its owner's web push: the push service's endpoint and the keys the payload is encrypted to. */
@Entity({ name: 'push_subscription' })
export class PushSubscriptionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'account_id' }) accountId!: string;
  @Column('text') endpoint!: string;
  @Column('text') p256dh!: string;
  @Column('text') auth!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
}

/**
 * The outbox (ADR 0070): one mail or push of one message to one recipient (a push per device:
 * channel 'push:<subscription id>'), written with the message, delivered by the worker's sweep.
 */
@Entity({ name: 'notification_delivery' })
export class NotificationDeliveryEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'recipient_id' }) recipientId!: string;
  @Column('text') source!: string;
  @Column('text') channel!: string;
  @Column('uuid', { name: 'subscription_id', nullable: true }) subscriptionId!: string | null;
  @Column('text') kind!: MessageKind;
  @Column('text') title!: string;
  @Column('text') body!: string;
  @Column('text', { nullable: true }) link!: string | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  /** pending, sent, failed (gave up), dropped (the device is gone). */
  @Column('text') status!: 'pending' | 'sent' | 'failed' | 'dropped';
  @Column('integer') attempts!: number;
  @Column('timestamptz', { name: 'next_attempt_at' }) nextAttemptAt!: Date;
  @Column('timestamptz', { name: 'claimed_until', nullable: true }) claimedUntil!: Date | null;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  @Column('timestamptz', { name: 'done_at', nullable: true }) doneAt!: Date | null;
}
