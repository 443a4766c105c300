import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterTry, decideDisable, webhookSubscriptionFold, webhookSubscriptionStreamId } from '@timekeep/domain-webhooks';
import { AppConfig, Clock, type CommandContext, type OrmTx, PeriodicSweep, Streams } from '@timekeep/server-platform';
import { ReceiverAddresses } from '../subscriptions/receiver-addresses';
import { WebhookSecrets } from '../subscriptions/webhook-secrets';
import { writeSyncFailures } from './sync-failure-fan-out';
import { postWebhook, type PostOutcome } from './webhook-post';

/** The BullMQ queue and job scheduler of the sender. */
export const WEBHOOK_QUEUE = 'webhook-delivery';
export const WEBHOOK_SCHEDULER = 'webhook-delivery-sweep';
/** The longest a delivery waits for the sweep: the lag from commit to delivery is this and the fan-out's. */
const MAX_INTERVAL_MS = 1_000;
/** Deliveries one round claims; a sweep goes round while there are due ones, up to SWEEP_BUDGET_MS. */
const BATCH = 100;
const SWEEP_BUDGET_MS = 30_000;

interface Claimed {
  id: string;
  company_id: string;
  subscription_id: string;
  event_type: string;
  body: string;
  tries: number;
  first_tried_at: Date;
  url: string;
  current: string;
  previous: string | null;
  previous_until: Date | null;
}

/**
 * Worker (ADR 0080): sends the deliveries the fan-out wrote. A round claims due deliveries under a
 * lease (FOR UPDATE SKIP LOCKED: two workers never claim the same one), only the oldest pending
 * delivery of each subscription and employee (so an employee's events arrive in order, a later one
 * waiting while an earlier one is retried), signs each with the subscription's secrets (Standard
 * Webhooks: `webhook-id` the delivery's id, the same on every try), posts it, and records the try.
 * A worker that dies mid-send leaves its claims to lapse; the next round sends them again (at
 * least once: the receiver de-duplicates on `webhook-id`).
 */
@Injectable()
export class WebhookSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('webhooks');
  private readonly sweeps: PeriodicSweep<number>;
  /** How long a claim holds a delivery: longer than a try may take. */
  private readonly leaseSeconds: number;

  constructor(
    private readonly streams: Streams,
    private readonly secrets: WebhookSecrets,
    private readonly addresses: ReceiverAddresses,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    const everyMs = Math.min(config.jobs.sweepIntervalMs, MAX_INTERVAL_MS);
    this.leaseSeconds = Math.ceil(config.webhooks.timeoutMs / 1000) * 3;
    this.sweeps = new PeriodicSweep(config, { queue: WEBHOOK_QUEUE, scheduler: WEBHOOK_SCHEDULER, everyMs, run: () => this.sweepOnce(), now: () => clock.now() });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.sweeps.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.sweeps.stop();
  }

  /** Writes the failed syncs' deliveries, then rounds while deliveries are due (within the budget): answers how many were tried. */
  async sweepOnce(): Promise<number> {
    const started = Date.now();
    await this.streams.transaction((tx) => writeSyncFailures(tx));
    let tried = 0;
    for (;;) {
      const claimed = await this.claim();
      await Promise.all(claimed.map(async (d) => this.record(d, await this.post(d))));
      tried += claimed.length;
      if (!claimed.length || Date.now() - started > SWEEP_BUDGET_MS) return tried;
    }
  }

  private async claim(): Promise<Claimed[]> {
    return this.streams.transaction(async (tx) => {
      const { rows } = await tx.sql.query<Claimed>(
        `WITH heads AS (
           SELECT DISTINCT ON (d.subscription_id, d.order_key) d.id, d.next_attempt_at, d.claimed_until
             FROM webhook_delivery d JOIN webhook_subscription s ON s.id = d.subscription_id AND s.status = 'active'
            WHERE d.status = 'pending'
            ORDER BY d.subscription_id, d.order_key, d.seq),
         due AS (
           SELECT d.id FROM webhook_delivery d JOIN heads h ON h.id = d.id
            WHERE h.next_attempt_at <= now() AND (h.claimed_until IS NULL OR h.claimed_until < now())
            ORDER BY h.next_attempt_at LIMIT $1 FOR UPDATE OF d SKIP LOCKED),
         claimed AS (
           UPDATE webhook_delivery d SET claimed_until = now() + make_interval(secs => $2), tries = d.tries + 1, first_tried_at = coalesce(d.first_tried_at, now())
             FROM due WHERE d.id = due.id AND d.status = 'pending'
           RETURNING d.*)
         SELECT c.id::text, c.company_id::text, c.subscription_id::text, c.event_type, c.body, c.tries, c.first_tried_at,
                s.url, k.current, k.previous, k.previous_until
           FROM claimed c
           JOIN webhook_subscription s ON s.id = c.subscription_id AND s.company_id = c.company_id
           JOIN webhook_secret k ON k.subscription_id = c.subscription_id AND k.company_id = c.company_id`,
        [BATCH, this.leaseSeconds],
      );
      return rows;
    });
  }

  private async post(d: Claimed): Promise<PostOutcome> {
    const secrets = this.secrets.signing({ current: d.current, previous: d.previous, previousUntil: d.previous_until }, this.clock.now());
    if (!secrets.length) return { statusCode: null, durationMs: 0, error: 'The signing secret cannot be read (the server’s secret changed): rotate it.', response: null };
    const at = new Date();
    const signature = secrets.map((s) => new Webhook(s).sign(d.id, at, d.body)).join(' ');
    const headers = { 'webhook-id': d.id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
    return postWebhook(d.url, headers, d.body, { timeoutMs: this.config.webhooks.timeoutMs, policy: this.addresses.policy });
  }

  private async record(d: Claimed, outcome: PostOutcome): Promise<void> {
    const next = afterTry(d.first_tried_at, d.tries, outcome.statusCode);
    await this.streams.transaction(async (tx) => {
      await tx.sql.query(
        `INSERT INTO webhook_attempt (delivery_id, company_id, at, status_code, duration_ms, error, response) VALUES ($1, $2, now(), $3, $4, $5, $6)`,
        [d.id, d.company_id, outcome.statusCode, outcome.durationMs, outcome.error?.slice(0, 500) ?? null, outcome.response],
      );
      if (next.kind === 'delivered') {
        await tx.sql.query(`UPDATE webhook_delivery SET status = 'delivered', claimed_until = NULL WHERE id = $1`, [d.id]);
      } else if (next.kind === 'retry') {
        await tx.sql.query(`UPDATE webhook_delivery SET claimed_until = NULL, next_attempt_at = $2 WHERE id = $1`, [d.id, next.at]);
      } else {
        await this.disable(tx, d, next.reason);
      }
    });
    // The log names the delivery and the code, never the URL (it may carry a token) nor the body.
    if (next.kind !== 'delivered') this.logger.warn(`webhook delivery ${d.id} (try ${d.tries}): ${outcome.statusCode ?? outcome.error}${next.kind === 'disable' ? `: subscription ${d.subscription_id} disabled (${next.reason})` : ''}`);
  }

  /**
   * A 410, or a day of failures: the subscription is disabled (an event, so its admins are told and
   * its history says why), and what waits for it is given up; "replay everything since" sends it
   * again once the receiver is back and the subscription resumed.
   */
  private async disable(tx: OrmTx, d: Claimed, reason: 'gone' | 'window'): Promise<void> {
    await tx.sql.query(`UPDATE webhook_delivery SET status = 'failed', claimed_until = NULL WHERE subscription_id = $1 AND status = 'pending'`, [d.subscription_id]);
    const context: CommandContext = {
      principal: { kind: 'system', id: 'webhooks', name: 'Webhooks', companyId: d.company_id, roles: [] },
      source: 'system',
      correlationId: randomUUID(),
      causationId: null,
      now: this.clock.now(),
    };
    const streamId = webhookSubscriptionStreamId(d.subscription_id);
    const { state, version } = await this.streams.load(tx, context, streamId, webhookSubscriptionFold);
    const events = decideDisable(state, d.subscription_id, reason, d.id);
    if (events.length) await this.streams.append(tx, context, { id: streamId, type: 'webhook-subscription', expected: version }, events);
  }
}
