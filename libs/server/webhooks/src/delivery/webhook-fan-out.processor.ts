import { randomUUID } from 'node:crypto';
import { WEBHOOK_REPLAY_DAYS, WEBHOOK_TEST_EVENT } from '@timekeep/contracts';
import { webhookBody, webhookEventOf, type WebhookEvent } from '@timekeep/domain-webhooks';
import type { Processor, RecordedEvent } from '@timekeep/event-store';
import type { OrmTx } from '@timekeep/server-platform';

interface Subscription {
  id: string;
  status: 'active' | 'paused' | 'disabled';
  event_types: string[];
  department_ids: string[];
  created_at: Date;
  /** The filter's departments and every department under them; null: no filter. */
  reach: Set<string> | null;
}

/** What an employee's events are filtered on: the department she is in as the fan-out reads it. */
type Departments = Map<string, string>;

/**
 * Worker processor (ADR 0080): writes one delivery per event and per subscription of the event's
 * company that takes it, in the batch's transaction with its checkpoint, so a worker killed
 * mid-batch writes them again under the same key (subscription, event) and nothing is lost or
 * doubled, however many workers run. A subscription takes the events recorded from its creation
 * on, of its types, of employees within its departments (an event of the company's, such as a pay
 * period closed, passes every filter); a paused one keeps taking them, to be sent when it resumes;
 * a disabled one has them logged as failed, unsent, so that "replay everything since" sends them
 * once its receiver is back. The sender (WebhookSweep) sends them.
 */
export class WebhookFanOutProcessor implements Processor<OrmTx> {
  readonly name = 'webhook-fan-out';
  readonly version = 1;

  async handle(events: readonly RecordedEvent[], tx: OrmTx): Promise<void> {
    const hooks = events.map((event) => ({ event, hook: webhookEventOf(event) })).filter((h): h is { event: RecordedEvent; hook: WebhookEvent } => h.hook !== null);
    if (!hooks.length) return;
    const companies = [...new Set(hooks.map((h) => h.event.companyId))];
    const subscriptions = await this.subscriptionsOf(tx, companies);
    if (!subscriptions.size) return;
    const departments = await this.departmentsOf(tx, [...new Set(hooks.flatMap((h) => (h.hook.employeeId && subscriptions.has(h.event.companyId) ? [h.hook.employeeId] : [])))]);
    const rows: Array<[string, string, string, string, string, string | null, string, string, Date, string]> = [];
    for (const { event, hook } of hooks) {
      for (const s of subscriptions.get(event.companyId) ?? []) {
        if (!takes(s, event, hook, departments)) continue;
        rows.push([randomUUID(), event.companyId, s.id, event.eventId, hook.type, hook.employeeId, hook.employeeId ?? 'company', webhookBody(hook, event.recordedAt), event.recordedAt, s.status === 'disabled' ? 'failed' : 'pending']);
      }
    }
    if (!rows.length) return;
    const column = (i: number) => rows.map((r) => r[i]);
    // In the events' order: the sweep sends a subscription's deliveries of one employee by seq.
    await tx.sql.query(
      `INSERT INTO webhook_delivery (id, company_id, subscription_id, event_id, event_type, employee_id, order_key, body, created_at, status, next_attempt_at)
       SELECT id, company_id, subscription_id, event_id, event_type, employee_id, order_key, body, created_at, status, now()
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::uuid[], $7::text[], $8::text[], $9::timestamptz[], $10::text[]) WITH ORDINALITY
              AS r(id, company_id, subscription_id, event_id, event_type, employee_id, order_key, body, created_at, status, n)
        ORDER BY n
       ON CONFLICT (subscription_id, event_id) DO NOTHING`,
      [column(0), column(1), column(2), column(3), column(4), column(5), column(6), column(7), column(8), column(9)],
    );
  }

  private async subscriptionsOf(tx: OrmTx, companies: string[]): Promise<Map<string, Subscription[]>> {
    const { rows } = await tx.sql.query<Omit<Subscription, 'reach'> & { company_id: string; reach: string[] | null }>(
      `SELECT s.id::text, s.company_id::text, s.status, s.event_types, s.department_ids::text[] AS department_ids, s.created_at,
              CASE WHEN cardinality(s.department_ids) = 0 THEN NULL ELSE (
                WITH RECURSIVE under(id) AS (
                  SELECT d.id FROM department d WHERE d.company_id = s.company_id AND d.id = ANY(s.department_ids)
                  UNION SELECT c.id FROM department c JOIN under u ON c.parent_id = u.id WHERE c.company_id = s.company_id)
                SELECT coalesce(array_agg(id::text), '{}') FROM under) END AS reach
         FROM webhook_subscription s
        WHERE s.company_id = ANY($1::uuid[])`,
      [companies],
    );
    const byCompany = new Map<string, Subscription[]>();
    for (const r of rows) byCompany.set(r.company_id, [...(byCompany.get(r.company_id) ?? []), { ...r, reach: r.reach ? new Set(r.reach) : null }]);
    return byCompany;
  }

  private async departmentsOf(tx: OrmTx, employeeIds: string[]): Promise<Departments> {
    if (!employeeIds.length) return new Map();
    const { rows } = await tx.sql.query<{ id: string; department_id: string }>(`SELECT id::text, department_id::text FROM employee WHERE id = ANY($1::uuid[])`, [employeeIds]);
    return new Map(rows.map((r) => [r.id, r.department_id]));
  }
}

function takes(s: Subscription, event: RecordedEvent, hook: WebhookEvent, departments: Departments): boolean {
  // A test goes to the subscription it was sent from, and only there.
  if (hook.type === WEBHOOK_TEST_EVENT) return hook.data.subscriptionId === s.id;
  if (!s.event_types.includes(hook.type)) return false;
  // An event committed before the subscription was made is not its news, however late the fan-out reads it;
  // nor one older than a replay reaches (a fan-out read again from the start sends no history whose deliveries were pruned).
  if (event.recordedAt < s.created_at || event.recordedAt.getTime() < Date.now() - WEBHOOK_REPLAY_DAYS * 86_400_000) return false;
  if (!s.reach || !hook.employeeId) return true;
  const department = departments.get(hook.employeeId);
  return !!department && s.reach.has(department);
}
