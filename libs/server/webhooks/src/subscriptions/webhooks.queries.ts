import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WEBHOOK_SUBSCRIPTION_TEXTS, type ListQuery, type Page, type WebhookAttemptDto, type WebhookDeliveryDto, type WebhookDeliveryStatus, type WebhookSubscriptionDto } from '@timekeep/contracts';
import { WebhookError } from '@timekeep/domain-webhooks';
import { likePattern } from '@timekeep/server-platform';

interface SubscriptionRow {
  id: string;
  url: string;
  description: string;
  event_types: WebhookSubscriptionDto['eventTypes'];
  department_ids: string[];
  status: WebhookSubscriptionDto['status'];
  disabled_reason: 'gone' | 'window' | null;
  created_at: Date;
  previous_until: Date | null;
  pending: number;
  last_at: Date | null;
  last_status: WebhookDeliveryStatus | null;
  version: number;
}

/** The most tries of one delivery its log shows: the latest. */
const ATTEMPTS_SHOWN = 20;

/** The company's subscriptions and each one's delivery log (Admins only, checked by the controller's permission); a secret is never read back. */
@Injectable()
export class WebhooksQueries {
  constructor(private readonly db: DataSource) {}

  async subscriptions(companyId: string, now: Date, id?: string): Promise<WebhookSubscriptionDto[]> {
    const rows: SubscriptionRow[] = await this.db.query(
      `SELECT s.id::text, s.url, s.description, s.event_types, s.department_ids::text[] AS department_ids, s.status, s.disabled_reason, s.created_at, s.version,
              CASE WHEN k.previous_until > $2 THEN k.previous_until END AS previous_until,
              (SELECT count(*)::int FROM webhook_delivery d WHERE d.subscription_id = s.id AND d.status = 'pending') AS pending,
              last.created_at AS last_at, last.status AS last_status
         FROM webhook_subscription s
         LEFT JOIN webhook_secret k ON k.subscription_id = s.id
         LEFT JOIN LATERAL (SELECT created_at, status FROM webhook_delivery d WHERE d.subscription_id = s.id ORDER BY seq DESC LIMIT 1) last ON true
        WHERE s.company_id = $1 AND ($3::uuid IS NULL OR s.id = $3)
        ORDER BY s.created_at, s.id`,
      [companyId, now, id ?? null],
    );
    return rows.map((r) => ({
      id: r.id,
      url: r.url,
      description: r.description,
      eventTypes: r.event_types,
      departmentIds: r.department_ids,
      status: r.status,
      disabledReason: r.disabled_reason === 'gone' ? WEBHOOK_SUBSCRIPTION_TEXTS.disabledGone : r.disabled_reason === 'window' ? WEBHOOK_SUBSCRIPTION_TEXTS.disabledWindow : null,
      createdAt: r.created_at.toISOString(),
      previousSecretUntil: r.previous_until?.toISOString() ?? null,
      pending: r.pending,
      lastDeliveryAt: r.last_at?.toISOString() ?? null,
      lastDeliveryStatus: r.last_status,
      version: r.version,
    }));
  }

  async subscription(companyId: string, id: string, now: Date): Promise<WebhookSubscriptionDto> {
    const [found] = await this.subscriptions(companyId, now, id);
    if (!found) throw new WebhookError('notFound', WEBHOOK_SUBSCRIPTION_TEXTS.notFound);
    return found;
  }

  /**
   * The subscription's deliveries, newest first, a page at a time, each with its latest tries. A
   * search finds an event type (or part of it), or the delivery (its webhook-id) or employee by id.
   */
  async deliveries(companyId: string, subscriptionId: string, query: ListQuery): Promise<Page<WebhookDeliveryDto>> {
    const exists = await this.db.query(`SELECT 1 FROM webhook_subscription WHERE company_id = $1 AND id = $2`, [companyId, subscriptionId]);
    if (!exists.length) throw new WebhookError('notFound', WEBHOOK_SUBSCRIPTION_TEXTS.notFound);
    const search = query.search?.trim() || null;
    const matching = `company_id = $1 AND subscription_id = $2 AND ($3::text IS NULL OR event_type ILIKE $4 OR id::text = lower($3) OR employee_id::text = lower($3))`;
    const filter = [companyId, subscriptionId, search, search ? likePattern(search) : null];
    const [{ total }] = await this.db.query(`SELECT count(*)::int AS total FROM webhook_delivery WHERE ${matching}`, filter);
    const rows: Array<{ id: string; event_type: string; employee_id: string | null; status: WebhookDeliveryStatus; created_at: Date; next_attempt_at: Date; body: string }> = await this.db.query(
      `SELECT id::text, event_type, employee_id::text, status, created_at, next_attempt_at, body FROM webhook_delivery
        WHERE ${matching} ORDER BY seq DESC LIMIT $5 OFFSET $6`,
      [...filter, query.pageSize, (query.page - 1) * query.pageSize],
    );
    const attempts: Array<{ delivery_id: string; at: Date; status_code: number | null; duration_ms: number; error: string | null; response: string | null }> = rows.length
      ? await this.db.query(
          `SELECT delivery_id::text, at, status_code, duration_ms, error, response FROM (
             SELECT a.*, row_number() OVER (PARTITION BY delivery_id ORDER BY id DESC) AS n FROM webhook_attempt a WHERE a.company_id = $1 AND a.delivery_id = ANY($2::uuid[])) t
            WHERE n <= $3 ORDER BY id`,
          [companyId, rows.map((r) => r.id), ATTEMPTS_SHOWN],
        )
      : [];
    const byDelivery = new Map<string, WebhookAttemptDto[]>();
    for (const a of attempts) {
      const list = byDelivery.get(a.delivery_id) ?? [];
      list.push({ at: a.at.toISOString(), statusCode: a.status_code, durationMs: a.duration_ms, error: a.error, response: a.response });
      byDelivery.set(a.delivery_id, list);
    }
    return {
      items: rows.map((r) => ({
        id: r.id,
        eventType: r.event_type,
        employeeId: r.employee_id,
        status: r.status,
        createdAt: r.created_at.toISOString(),
        nextAttemptAt: r.status === 'pending' ? r.next_attempt_at.toISOString() : null,
        body: r.body,
        attempts: byDelivery.get(r.id) ?? [],
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
