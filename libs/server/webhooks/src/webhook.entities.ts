import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { WebhookDeliveryStatus, WebhookEventType, WebhookSubscriptionStatus } from '@timekeep/contracts';

/** A company's webhook subscription (ADR 0080), as its events leave it; a deleted one is gone. */
@Entity({ name: 'webhook_subscription' })
export class WebhookSubscriptionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') url!: string;
  @Column('text') description!: string;
  @Column('text', { name: 'event_types', array: true }) eventTypes!: WebhookEventType[];
  @Column('uuid', { name: 'department_ids', array: true }) departmentIds!: string[];
  @Column('text') status!: WebhookSubscriptionStatus;
  @Column('text', { name: 'disabled_reason', nullable: true }) disabledReason!: 'gone' | 'window' | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('integer') version!: number;
}

/** Its signing secrets, sealed (never in an event): the current one, and the previous one while it still signs after a rotation. */
@Entity({ name: 'webhook_secret' })
export class WebhookSecretEntity {
  @PrimaryColumn('uuid', { name: 'subscription_id' }) subscriptionId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text') current!: string;
  @Column('text', { nullable: true }) previous!: string | null;
  @Column('timestamptz', { name: 'previous_until', nullable: true }) previousUntil!: Date | null;
}

/**
 * One event for one subscription (ADR 0080): the bytes sent, the same on every try; its id is the
 * `webhook-id`. Written by the fan-out in the checkpoint's transaction (once per subscription and
 * event), sent by the sweep: per subscription and employee (`order_key`) only the oldest pending one.
 */
@Entity({ name: 'webhook_delivery' })
export class WebhookDeliveryEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('bigint') seq!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('uuid', { name: 'subscription_id' }) subscriptionId!: string;
  @Column('uuid', { name: 'event_id' }) eventId!: string;
  @Column('text', { name: 'event_type' }) eventType!: string;
  @Column('uuid', { name: 'employee_id', nullable: true }) employeeId!: string | null;
  @Column('text', { name: 'order_key' }) orderKey!: string;
  @Column('text') body!: string;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('text') status!: WebhookDeliveryStatus;
  /** Tries in this round (a replay starts a new one), and when its first try was: the 24 hours count from it. */
  @Column('integer') tries!: number;
  @Column('timestamptz', { name: 'first_tried_at', nullable: true }) firstTriedAt!: Date | null;
  @Column('timestamptz', { name: 'next_attempt_at' }) nextAttemptAt!: Date;
  @Column('timestamptz', { name: 'claimed_until', nullable: true }) claimedUntil!: Date | null;
}

/** Each try of a delivery, kept for its log: when, the answer's code and time, the error, the answer's first 2 kB. */
@Entity({ name: 'webhook_attempt' })
export class WebhookAttemptEntity {
  @PrimaryColumn('bigint') id!: string;
  @Column('uuid', { name: 'delivery_id' }) deliveryId!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('timestamptz') at!: Date;
  @Column('integer', { name: 'status_code', nullable: true }) statusCode!: number | null;
  @Column('integer', { name: 'duration_ms' }) durationMs!: number;
  @Column('text', { nullable: true }) error!: string | null;
  @Column('text', { nullable: true }) response!: string | null;
}
