import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { MessageKind, PushPayload } from '@timekeep/contracts';
import { AppConfig, Clock, escapeHtml, Mailer, PeriodicSweep, Streams } from '@timekeep/server-platform';
import { PushSender, type PushOutcome } from './push-sender';

/** The BullMQ queue and job scheduler of the outbox's sweep. */
export const DELIVERY_QUEUE = 'notification-delivery';
export const DELIVERY_SCHEDULER = 'notification-delivery-sweep';
/** The longest a mail or push waits for the sweep, whatever the jobs' sweep interval. */
const MAX_INTERVAL_MS = 5_000;
/** Deliveries one sweep claims; the next takes the rest. */
const BATCH = 50;
/** How long a claim holds a delivery: longer than a push call may take, so a live sweep never loses one to another. */
const LEASE_SECONDS = 60;
/** Tries before a delivery is given up: the waits between them grow fivefold from JOB_BACKOFF_MS (2 s, 10 s, 50 s, 4 min, 21 min). */
export const MAX_DELIVERY_ATTEMPTS = 6;

interface Claimed {
  id: string;
  company_id: string;
  channel: string;
  kind: MessageKind;
  title: string;
  body: string;
  link: string | null;
  source: string;
  attempts: number;
  subscription_id: string | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
  email: string | null;
  first_name: string | null;
  active: boolean;
}

type Outcome = PushOutcome | { kind: 'dropped'; error: string };

/**
 * Worker (ADR 0070): delivers the outbox the message centre writes with each message, after the
 * commit, and never in the request that caused it. A sweep (the platform's PeriodicSweep, one job
 * scheduler for all workers) claims due deliveries for a lease (FOR UPDATE SKIP LOCKED: two
 * workers never claim the same one), sends them, and records each outcome. A worker that dies
 * mid-send leaves its claims to lapse, and the next sweep sends them: a delivery is recorded sent
 * once, and a push sent twice shows once (its notification tag is the message's source).
 */
@Injectable()
export class DeliverySweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('notifications');
  private readonly sweeps: PeriodicSweep<number>;

  constructor(
    private readonly streams: Streams,
    private readonly push: PushSender,
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
    clock: Clock,
  ) {
    const everyMs = Math.min(config.jobs.sweepIntervalMs, MAX_INTERVAL_MS);
    this.sweeps = new PeriodicSweep(config, { queue: DELIVERY_QUEUE, scheduler: DELIVERY_SCHEDULER, everyMs, run: () => this.sweepOnce(), now: () => clock.now() });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.sweeps.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.sweeps.stop();
  }

  /** One sweep: answers how many deliveries it tried. */
  async sweepOnce(): Promise<number> {
    const claimed = await this.claim();
    await Promise.all(claimed.map(async (d) => this.record(d, await this.deliver(d))));
    return claimed.length;
  }

  private async claim(): Promise<Claimed[]> {
    return this.streams.transaction(async (tx) => {
      const { rows } = await tx.sql.query<Claimed>(
        `WITH due AS (
           SELECT id FROM notification_delivery
            WHERE status = 'pending' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
            ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED),
         claimed AS (
           UPDATE notification_delivery d SET claimed_until = now() + make_interval(secs => $2), attempts = d.attempts + 1
             FROM due WHERE d.id = due.id
           RETURNING d.*)
         SELECT c.id::text, c.company_id::text, c.channel, c.kind, c.title, c.body, c.link, c.source, c.attempts, c.subscription_id::text,
                s.endpoint, s.p256dh, s.auth, nullif(u.email, '') AS email, u.first_name, u.id IS NOT NULL AS active
           FROM claimed c
           LEFT JOIN push_subscription s ON s.id = c.subscription_id AND s.account_id = c.recipient_id
           LEFT JOIN user_account u ON u.id = c.recipient_id AND u.company_id = c.company_id AND u.status = 'Active'`,
        [BATCH, LEASE_SECONDS],
      );
      return rows;
    });
  }

  private async deliver(d: Claimed): Promise<Outcome> {
    // An account no longer active (or of another company, which it never is) is told nothing more.
    if (!d.active) return { kind: 'dropped', error: 'the account is not active' };
    if (d.channel === 'email') return this.mail(d);
    if (!d.endpoint || !d.p256dh || !d.auth) return { kind: 'dropped', error: 'the device no longer receives push' };
    const payload: PushPayload = { title: d.title, body: d.body, link: d.link, tag: d.source };
    return this.push.send({ endpoint: d.endpoint, p256dh: d.p256dh, auth: d.auth }, payload);
  }

  private async mail(d: Claimed): Promise<Outcome> {
    if (!d.email) return { kind: 'dropped', error: 'the account has no email' };
    const link = d.link ? `${this.config.publicUrl}${d.link}` : this.config.publicUrl;
    try {
      await this.mailer.send({
        to: d.email,
        subject: d.title,
        text: `Hello ${d.first_name},\n\n${d.title}.\n\n${d.body}\n\nOpen it in Timekeep:\n\n${link}\n`,
        html: `<p>Hello ${escapeHtml(d.first_name ?? '')},</p><p>${escapeHtml(d.title)}.</p><p>${escapeHtml(d.body)}</p><p><a href="${escapeHtml(link)}">Open it in Timekeep</a></p>`,
      });
      return { kind: 'sent' };
    } catch (error) {
      return { kind: 'retry', error: String((error as Error).message ?? error).replace(/\/\/[^@/\s]*@/g, '//***@') };
    }
  }

  private async record(d: Claimed, outcome: Outcome): Promise<void> {
    const giveUp = outcome.kind === 'retry' && d.attempts >= MAX_DELIVERY_ATTEMPTS;
    const error = outcome.kind === 'sent' ? null : outcome.error.slice(0, 500);
    await this.streams.transaction(async (tx) => {
      if (outcome.kind === 'retry' && !giveUp) {
        const waitMs = this.config.jobs.backoffMs * 5 ** (d.attempts - 1);
        await tx.sql.query(`UPDATE notification_delivery SET claimed_until = NULL, last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`, [d.id, error, waitMs / 1000]);
        return;
      }
      const status = outcome.kind === 'sent' ? 'sent' : outcome.kind === 'gone' || outcome.kind === 'dropped' ? 'dropped' : 'failed';
      await tx.sql.query(`UPDATE notification_delivery SET status = $2, claimed_until = NULL, last_error = $3, done_at = now() WHERE id = $1`, [d.id, status, error]);
      // The browser dropped the subscription (404, 410): the device receives nothing more, and what waits for it is dropped.
      if (outcome.kind === 'gone' && d.subscription_id) {
        await tx.sql.query(`DELETE FROM push_subscription WHERE id = $1`, [d.subscription_id]);
        await tx.sql.query(`UPDATE notification_delivery SET status = 'dropped', last_error = $2, done_at = now() WHERE subscription_id = $1 AND status = 'pending'`, [d.subscription_id, error]);
      }
    });
    // The log names the delivery, never the address or the endpoint (a capability URL).
    if (outcome.kind !== 'sent') this.logger.warn(`delivery ${d.id} (${d.channel.split(':')[0]}, attempt ${d.attempts}): ${giveUp ? 'given up: ' : outcome.kind === 'retry' ? 'will retry: ' : ''}${error}`);
  }
}
