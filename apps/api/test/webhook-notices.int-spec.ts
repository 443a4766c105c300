import { InboxMessage, NOTIFICATION_TEXTS, NotificationPreferences, Page, Role, WEBHOOK_SUBSCRIPTION_TEXTS, WebhookSecretReply, WebhookSubscriptionDto } from '@timekeep/contracts';
import { createAccount, eventually, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';
import { startWebhookReceiver, type WebhookReceiver } from '@timekeep/testing-webhooks';

const ADVICE = 'Fix the receiver, then resume the subscription and replay everything since its first failed delivery.';

/**
 * Issue 34 §1, ADR 0080: a subscription the sender disabled (its receiver answered 410, or failed
 * for its whole day of tries) tells those who keep the company's webhooks, through the message
 * centre (ADR 0063, 0070), once, and nobody else.
 */
describe('webhook notices', () => {
  let stack: TestStack;
  let receiver: WebhookReceiver;
  let admin: string;
  let companyId: string;
  let aroha: { id: string; token: string };
  let supervisor: string;
  let employee: string;
  let otherAdmin: string;

  const post = (path: string, body: unknown, token = admin) => stack.call<{ message?: string } & Partial<WebhookSecretReply>>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const inbox = (token: string) => get<Page<InboxMessage>>('/api/messages?pageSize=100', token);
  const notices = async (token: string) => (await inbox(token)).items.filter((m) => m.kind === 'webhook-disabled');
  const subscribe = async (path: string, token = admin) => {
    const { status, body } = await post('/api/webhooks/subscriptions', { url: receiver.url(path), eventTypes: ['punch.recorded'] }, token);
    expect([status, body.message]).toEqual([200, WEBHOOK_SUBSCRIPTION_TEXTS.created]);
    return body.id as string;
  };
  const subscription = (id: string) => get<WebhookSubscriptionDto>(`/api/webhooks/subscriptions/${id}`);
  /** The event that disabled the subscription: the messages are keyed on it. */
  const disabledEvent = async (id: string) =>
    (await stack.db.pool.query<{ event_id: string }>(`SELECT event_id::text FROM events WHERE stream_id = $1 AND type = 'webhooks.subscription-disabled'`, [`webhook-subscription-${id}`])).rows.map((r) => r.event_id);
  /** The messages processor has handled every event recorded so far. */
  const caughtUp = () =>
    eventually(
      () =>
        stack.db.pool.query<{ done: boolean }>(
          `SELECT c.transaction_id = e.transaction_id AND c.global_position = e.global_position AS done
             FROM processor_checkpoints c, (SELECT transaction_id, global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1) e
            WHERE c.name = 'messages'`,
        ),
      (r) => r.rows[0]?.done === true,
    );
  const host = () => new URL(receiver.url()).host;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({ worker: true, env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOK_TIMEOUT_MS: '1500' } });
    ({ admin, companyId } = await openCustomer(stack, { name: 'Kōwhai Ltd', code: 'KOWHAI', adminEmail: 'admin@kowhai.example.com' }));
    const account = await createAccount(stack, companyId, { firstName: 'Aroha', roles: [Role.Admin] });
    aroha = { id: account.userId, token: await signInAs(stack, account.email) };
    supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sam', roles: [Role.Supervisor] })).email);
    employee = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Eru', roles: [Role.Employee] })).email);
    otherAdmin = (await openCustomer(stack, { name: 'Miro Ltd', code: 'MIRO', adminEmail: 'admin@miro.example.com' })).admin;
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    await receiver?.close();
  });

  it('offers the kind of news to those who keep the webhooks alone; anyone else saving it is refused', async () => {
    const topics = async (token: string) => (await get<NotificationPreferences>('/api/notifications/preferences', token)).topics;
    expect((await topics(admin)).find((t) => t.topic === 'webhook-subscriptions')).toEqual({ topic: 'webhook-subscriptions', label: 'Webhook subscriptions disabled', app: true, email: false, push: true });
    for (const token of [supervisor, employee]) expect((await topics(token)).map((t) => t.topic)).not.toContain('webhook-subscriptions');
    const refused = await post('/api/notifications/preferences', { topics: [{ topic: 'webhook-subscriptions', app: true, email: true, push: true }] }, supervisor);
    expect([refused.status, refused.body.message]).toEqual([400, NOTIFICATION_TEXTS.notOffered]);
    // Aroha asks for mail too (below, her notice is mailed).
    expect((await post('/api/notifications/preferences', { topics: [{ topic: 'webhook-subscriptions', app: true, email: true, push: true }] }, aroha.token)).body).toEqual({ message: 'success' });
  });

  it('a 410 tells each admin once, naming the receiver by its host alone; a supervisor, an employee and another company’s admin are told nothing', async () => {
    // Another company's healthy subscription, sending meanwhile.
    const miro = await subscribe('/miro', otherAdmin);
    expect((await post(`/api/webhooks/subscriptions/${miro}/test`, {}, otherAdmin)).body.message).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.testSent);
    const id = await subscribe('/gone/tk_live_secret');
    receiver.answer('/gone/tk_live_secret', { status: 410 });
    expect((await post(`/api/webhooks/subscriptions/${id}/test`, {})).body.message).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.testSent);
    await eventually(() => subscription(id), (s) => s.status === 'disabled');
    const [told] = await eventually(() => notices(admin), (m) => m.length > 0);
    expect(told).toMatchObject({
      kind: 'webhook-disabled',
      title: `Webhook subscription to ${host()} disabled`,
      body: `${WEBHOOK_SUBSCRIPTION_TEXTS.disabledGone} ${ADVICE}`,
      link: '/webhooks',
      read: false,
    });
    expect(JSON.stringify(told)).not.toContain('tk_live_secret');
    expect((await eventually(() => notices(aroha.token), (m) => m.length > 0)).map((m) => [m.title, m.body])).toEqual([[told.title, told.body]]);
    await caughtUp();
    expect((await inbox(admin)).items).toEqual([told]);
    for (const token of [supervisor, employee, otherAdmin]) expect(await inbox(token)).toMatchObject({ items: [], total: 0 });
    // Told the ways each chose: the admin in the app and on her devices (none), Aroha by mail as well.
    const [event] = await disabledEvent(id);
    const outbox = await stack.db.pool.query<{ recipient_id: string; channel: string }>(`SELECT recipient_id::text, channel FROM notification_delivery WHERE source = $1`, [`event:${event}`]);
    expect(outbox.rows).toEqual([{ recipient_id: aroha.id, channel: 'email' }]);
  });

  it('a day of failed tries tells them why', async () => {
    const id = await subscribe('/down');
    receiver.answer('/down', { status: 502 });
    expect((await post(`/api/webhooks/subscriptions/${id}/test`, {})).body.message).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.testSent);
    await eventually(async () => receiver.received('/down'), (r) => r.length >= 1);
    // Six tries failed over 17 h 35 min: the seventh failing, the next wait would fall past the day.
    await eventually(
      async () => {
        await stack.db.pool.query(`UPDATE webhook_delivery SET tries = 6, next_attempt_at = now() WHERE subscription_id = $1 AND status = 'pending' AND claimed_until IS NULL`, [id]);
        return subscription(id);
      },
      (s) => s.status === 'disabled',
    );
    const told = await eventually(() => notices(admin), (m) => m.length === 2);
    expect(told[0]).toMatchObject({ title: `Webhook subscription to ${host()} disabled`, body: `${WEBHOOK_SUBSCRIPTION_TEXTS.disabledWindow} ${ADVICE}`, link: '/webhooks' });
    await caughtUp();
    for (const token of [supervisor, employee, otherAdmin]) expect((await inbox(token)).total).toBe(0);
  });

  it('a worker handling every event again (its checkpoint reset) tells nobody twice, and a read notice stays read', async () => {
    const [latest] = await notices(admin);
    expect((await post('/api/messages/read', { ids: [latest.id] })).body).toMatchObject({ message: 'success', changed: 1 });
    const everyone = [admin, aroha.token, supervisor, employee, otherAdmin];
    const before = await Promise.all(everyone.map(inbox));
    const outbox = () => stack.db.pool.query(`SELECT recipient_id, source, channel FROM notification_delivery ORDER BY recipient_id, source, channel`).then((r) => r.rows);
    const sent = await outbox();
    await stack.db.pool.query(`UPDATE processor_checkpoints SET transaction_id = '0'::xid8, global_position = 0 WHERE name = 'messages'`);
    await caughtUp();
    expect(await Promise.all(everyone.map(inbox))).toEqual(before);
    expect(await outbox()).toEqual(sent);
    expect((await notices(admin)).map((m) => m.read)).toEqual([true, false]);
  });
});
