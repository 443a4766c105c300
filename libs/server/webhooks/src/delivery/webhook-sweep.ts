import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_REPLAY_DAYS } from '@timekeep/contracts';
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
/**
 * Rounds a sweep runs side by side: one claims while another posts and a third records (SKIP
 * LOCKED keeps their claims apart; only the head of each subscription's and employee's line is
 * claimed, so the order holds).
 */
const LANES = 3;
/**
 * A round's answers in by then are recorded together and its lane goes on; a slower receiver's
 * tries are each recorded when they end, so one receiver taking its 10 s holds up neither the
 * others' deliveries nor the lane (ADR 0080).
 */
const QUICK_MS = 1_000;
/** Tries a worker leaves answering in the background at most: past it a lane waits for some to end before it claims more. */
const MAX_LATE = 300;
const PRUNE_EVERY_MS = 3_600_000;
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
  private prunedAt = 0;

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

  /** Writes the failed syncs' deliveries, then rounds in each lane while deliveries are due (within the budget): answers how many were tried. */
  async sweepOnce(): Promise<number> {
    const started = Date.now();
    await this.prune(started);
    await this.streams.transaction((tx) => writeSyncFailures(tx));
    const late = new Map<Promise<void>, number>();
    const lanes = await Promise.all(Array.from({ length: LANES }, () => this.lane(started, late)));
    // The sweep ends when every try it made is recorded: the next one starts from a settled log.
    await Promise.all(late.keys());
    return lanes.reduce((sum, tried) => sum + tried, 0);
  }

  /**
   * Deliveries are kept as long as "replay everything since" reaches (WEBHOOK_REPLAY_DAYS), then
   * deleted with their tries, at most hourly by each worker (idempotent however many run); one
   * still pending is never deleted.
   */
  private async prune(now: number): Promise<void> {
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    await this.streams.transaction(async (tx) => {
      const old = `SELECT id FROM webhook_delivery WHERE created_at < now() - make_interval(days => $1) AND status <> 'pending'`;
      await tx.sql.query(`DELETE FROM webhook_attempt WHERE delivery_id IN (${old})`, [WEBHOOK_REPLAY_DAYS]);
      await tx.sql.query(`DELETE FROM webhook_delivery WHERE id IN (${old})`, [WEBHOOK_REPLAY_DAYS]);
    });
  }

  /** `late`: the rounds' slow tries still answering, with how many each holds (shared by the lanes). */
  private async lane(started: number, late: Map<Promise<void>, number>): Promise<number> {
    let tried = 0;
    for (;;) {
      while ([...late.values()].reduce((sum, n) => sum + n, 0) >= MAX_LATE) await Promise.race(late.keys());
      const claimed = await this.claim();
      if (claimed.length) {
        const { quick, slow } = this.send(claimed);
        const pending = (await quick).slowCount;
        if (pending) {
          late.set(slow, pending);
          void slow.finally(() => late.delete(slow)).catch(() => undefined);
        }
      }
      tried += claimed.length;
      if (!claimed.length || Date.now() - started > SWEEP_BUDGET_MS) return tried;
    }
  }

  /**
   * Posts a round's deliveries: the answers in within QUICK_MS (all of them, if sooner) are recorded
   * together (`quick`, which says how many are still answering); each slower one is recorded when it
   * answers or times out (`slow`).
   */
  private send(claimed: Claimed[]): { quick: Promise<{ slowCount: number }>; slow: Promise<void> } {
    const outcomes = new Map<number, PostOutcome>();
    const posts = claimed.map((d, i) => this.post(d).then((outcome) => void outcomes.set(i, outcome)));
    const all = Promise.all(posts);
    let timer: NodeJS.Timeout | undefined;
    const quick = (async () => {
      await Promise.race([all, new Promise<void>((resolve) => (timer = setTimeout(resolve, QUICK_MS)))]);
      clearTimeout(timer);
      const ready = [...outcomes.keys()];
      await this.record(
        ready.map((i) => claimed[i]),
        ready.map((i) => outcomes.get(i) as PostOutcome),
      );
      return new Set(ready);
    })();
    const slow = quick.then((recorded) =>
      Promise.all(claimed.map((d, i) => (recorded.has(i) ? undefined : posts[i].then(() => this.record([d], [outcomes.get(i) as PostOutcome]))))).then(() => undefined),
    );
    // Marked handled at once (a failed quick record fails it too, and the lane stops there); the sweep awaits it, and meets its error, before it ends.
    slow.catch(() => undefined);
    return { quick: quick.then((recorded) => ({ slowCount: claimed.length - recorded.size })), slow };
  }

  private async claim(): Promise<Claimed[]> {
    return this.streams.transaction(async (tx) => {
      // Due deliveries in the order they fell due (the partial index on next_attempt_at), each kept
      // only if no earlier one of its subscription and employee is still pending (an index probe):
      // the head of each line, found without sorting every pending delivery.
      const { rows } = await tx.sql.query<Claimed>(
        `WITH due AS (
           SELECT d.id FROM webhook_delivery d JOIN webhook_subscription s ON s.id = d.subscription_id AND s.status = 'active'
            WHERE d.status = 'pending' AND d.next_attempt_at <= now() AND (d.claimed_until IS NULL OR d.claimed_until < now())
              AND NOT EXISTS (SELECT 1 FROM webhook_delivery e WHERE e.subscription_id = d.subscription_id AND e.order_key = d.order_key AND e.status = 'pending' AND e.seq < d.seq)
            ORDER BY d.next_attempt_at LIMIT $1 FOR UPDATE OF d SKIP LOCKED),
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

  /**
   * A round's tries recorded together, in one transaction: the attempts, the delivered, the retries'
   * times (a transaction per try cost more than the posts: docs/performance.md); then (rarely) a
   * subscription disabled.
   */
  private async record(claimed: Claimed[], outcomes: PostOutcome[]): Promise<void> {
    const tries = claimed.map((d, i) => ({ d, outcome: outcomes[i], next: afterTry(d.first_tried_at, d.tries, outcomes[i].statusCode) }));
    const retried = tries.filter((t) => t.next.kind === 'retry');
    await this.streams.transaction(async (tx) => {
      await tx.sql.query(
        `INSERT INTO webhook_attempt (delivery_id, company_id, at, status_code, duration_ms, error, response)
         SELECT delivery_id, company_id, now(), status_code, duration_ms, error, response
           FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[], $5::text[], $6::text[]) WITH ORDINALITY AS a(delivery_id, company_id, status_code, duration_ms, error, response, n)
          -- A subscription deleted while its round was posting: its deliveries are gone, and so are their tries.
          WHERE EXISTS (SELECT 1 FROM webhook_delivery d WHERE d.id = a.delivery_id)
          ORDER BY n`,
        [
          tries.map((t) => t.d.id),
          tries.map((t) => t.d.company_id),
          tries.map((t) => t.outcome.statusCode),
          tries.map((t) => t.outcome.durationMs),
          tries.map((t) => storable(t.outcome.error?.slice(0, 500) ?? null)),
          tries.map((t) => storable(t.outcome.response)),
        ],
      );
      await tx.sql.query(`UPDATE webhook_delivery SET status = 'delivered', claimed_until = NULL WHERE id = ANY($1::uuid[])`, [tries.filter((t) => t.next.kind === 'delivered').map((t) => t.d.id)]);
      await tx.sql.query(`UPDATE webhook_delivery d SET claimed_until = NULL, next_attempt_at = r.at FROM unnest($1::uuid[], $2::timestamptz[]) AS r(id, at) WHERE d.id = r.id`, [
        retried.map((t) => t.d.id),
        retried.map((t) => (t.next as { at: Date }).at),
      ]);
    });
    // Each disable apart, after the round's record: one that meets an admin's change at the same
    // moment fails alone; its delivery stays claimed until the lease lapses, and is tried again.
    const disabled = new Set<string>();
    for (const { d, next } of tries) {
      if (next.kind !== 'disable' || disabled.has(d.subscription_id)) continue;
      disabled.add(d.subscription_id);
      await this.streams.transaction((tx) => this.disable(tx, d, next.reason)).catch((error: Error) => this.logger.warn(`subscription ${d.subscription_id} not disabled now: ${error.message}`));
    }
    // The log names the delivery and the code, never the URL (it may carry a token) nor the body.
    for (const { d, outcome, next } of tries) {
      if (next.kind !== 'delivered') this.logger.warn(`webhook delivery ${d.id} (try ${d.tries}): ${outcome.statusCode ?? outcome.error}${next.kind === 'disable' ? `: subscription ${d.subscription_id} disabled (${next.reason})` : ''}`);
    }
  }

  /**
   * A 410, or a day of failures: the subscription is disabled (an event, so its admins are told and
   * its history says why), and what waits for it is given up; "replay everything since" sends it
   * again once the receiver is back and the subscription resumed.
   */
  private async disable(tx: OrmTx, d: Claimed, reason: 'gone' | 'window'): Promise<void> {
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
    // Paused or deleted meanwhile: it stays as its admin left it, what waits for it too.
    if (!events.length) return;
    await tx.sql.query(`UPDATE webhook_delivery SET status = 'failed', claimed_until = NULL WHERE subscription_id = $1 AND status = 'pending'`, [d.subscription_id]);
    await this.streams.append(tx, context, { id: streamId, type: 'webhook-subscription', expected: version }, events);
  }
}

/** A receiver's answer as text Postgres stores: a NUL it sent would refuse the round's whole record. */
const storable = (text: string | null) => text?.replaceAll('\u0000', '') ?? null;
