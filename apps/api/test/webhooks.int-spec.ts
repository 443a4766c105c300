import { Page, Role, WEBHOOK_SUBSCRIPTION_TEXTS, WEBHOOK_TEXTS, WebhookDeliveryDto, WebhookSecretReply, WebhookSubscriptionDto } from '@timekeep/contracts';
import { createWorker } from '@timekeep/server-composition';
import { SyncLog } from '@timekeep/server-platform';
import { DataSource } from 'typeorm';
import { createAccount, eventually, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';
import { type Received, startWebhookReceiver, type WebhookReceiver } from '@timekeep/testing-webhooks';

type Reply = { message?: string; id?: string; departmentVo?: { id: string } };

/**
 * Issue 34 §1, ADR 0080: webhooks to the Standard Webhooks specification, every delivery checked
 * by a receiver that verifies it with the `standardwebhooks` package, as an integrator's would.
 */
describe('webhooks', () => {
  let stack: TestStack;
  let receiver: WebhookReceiver;
  let worker: Awaited<ReturnType<typeof createWorker>> | null = null;
  let admin: string;
  let companyId: string;
  let north: string;
  let south: string;
  let ana: string;
  let ben: string;
  let otherAdmin: string;
  let otherEmployee: string;
  let otherDepartment: string;
  let supervisor: string;
  let employee: string;
  let payGroupId: string;
  let minute = 0;

  const post = (path: string, body: unknown, token = admin) => stack.call<Reply & Partial<WebhookSecretReply>>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const subscribe = async (path: string, eventTypes: string[], extra: Record<string, unknown> = {}) => {
    const { status, body } = await post('/api/webhooks/subscriptions', { url: receiver.url(path), eventTypes, ...extra });
    expect(status).toBe(200);
    expect(body.message).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.created);
    receiver.trust(path, body.secret as string);
    return { id: body.id as string, secret: body.secret as string };
  };
  /** A punch on 1 December 2026, a minute later than the one before, so none is a duplicate. */
  const punch = async (employeeId: string, token = admin) => {
    minute += 1;
    const punchTime = `${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    expect((await post('/api/punches/save', { employeeId, day: '2026-12-01', punchTime }, token)).body.message).toBe('success');
    return punchTime;
  };
  const deliveries = (subscriptionId: string) => get<Page<WebhookDeliveryDto>>(`/api/webhooks/subscriptions/${subscriptionId}/deliveries?page=1&pageSize=100`);
  const arrived = (path: string, count: number) => eventually(async () => receiver.received(path), (r) => r.length >= count);
  /**
   * The retries' waits passed: what is pending is due at the next sweep. A delivery being tried
   * (claimed) is left alone: its outcome sets its next time, and the next poll makes that due.
   */
  const dueNow = (subscriptionId: string) =>
    stack.db.pool.query(`UPDATE webhook_delivery SET next_attempt_at = now() WHERE subscription_id = $1 AND status = 'pending' AND claimed_until IS NULL`, [subscriptionId]);
  /** Waits for `count` requests at `path`, the retries' waits passing at once. */
  const arrivedHurrying = (subscriptionId: string, path: string, done: (r: Received[]) => boolean) =>
    eventually(async () => {
      await dueNow(subscriptionId);
      return receiver.received(path);
    }, done);
  const hire = (firstName: string, departmentId: string) =>
    post('/employee/save-without-photo', { firstName, lastName: 'Rata', departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: firstName, clockId: '' }).then((r) => r.body.id as string);
  const subscription = (id: string, token = admin) => get<WebhookSubscriptionDto>(`/api/webhooks/subscriptions/${id}`, token);
  const punchTimes = (received: Received[]) => received.map((r) => r.json.data.punchTime);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOK_TIMEOUT_MS: '1500' } });
    worker = await createWorker(stack.config);
    ({ admin, companyId } = await openCustomer(stack, { name: 'Kōwhai Ltd', code: 'KOWHAI', adminEmail: 'admin@kowhai.example.com' }));
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const northFloor = (await post('/department/save', { departmentName: 'Floor', parent: north })).body.departmentVo?.id as string;
    south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    ana = await hire('Ana', northFloor);
    ben = await hire('Ben', south);
    supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sam', roles: [Role.Supervisor] })).email);
    employee = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Eru', roles: [Role.Employee] })).email);
    otherAdmin = (await openCustomer(stack, { name: 'Miro Ltd', code: 'MIRO', adminEmail: 'admin@miro.example.com' })).admin;
    otherDepartment = (await post('/department/save', { departmentName: 'Yard' }, otherAdmin)).body.departmentVo?.id as string;
    const otherPayGroup = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }, otherAdmin)).body.id as string;
    otherEmployee = (
      await post('/employee/save-without-photo', { firstName: 'Oti', lastName: 'Miro', departmentId: otherDepartment, paygroupId: otherPayGroup, hireOnDateValue: '2026-01-05', payId: 'Oti', clockId: '' }, otherAdmin)
    ).body.id as string;
  }, 120_000);
  afterAll(async () => {
    await worker?.close();
    await stack?.close();
    await receiver?.close();
  });

  it('refuses a receiver it may not call, or a form it does not know, with the reason, and saves nothing', async () => {
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ url: 'http://example.com/hooks' }, WEBHOOK_TEXTS.https],
      [{ url: 'ftp://example.com/hooks' }, WEBHOOK_TEXTS.url],
      [{ url: 'https://user:secret@example.com/hooks' }, WEBHOOK_TEXTS.credentials],
      [{ url: 'https://10.0.0.1/hooks' }, WEBHOOK_TEXTS.privateAddress('10.0.0.1')],
      [{ url: 'https://169.254.169.254/latest/meta-data' }, WEBHOOK_TEXTS.privateAddress('169.254.169.254')],
      [{ url: 'https://[::ffff:192.168.1.1]/hooks' }, WEBHOOK_TEXTS.privateAddress('[::ffff:c0a8:101]')],
      [{ url: 'https://[fd00::1]/hooks' }, WEBHOOK_TEXTS.privateAddress('[fd00::1]')],
      [{ eventTypes: ['punch.exploded'] }, 'Choose events from the list.'],
      [{ eventTypes: [] }, WEBHOOK_SUBSCRIPTION_TEXTS.eventTypes],
      [{ departmentIds: [otherDepartment] }, WEBHOOK_SUBSCRIPTION_TEXTS.department],
    ];
    for (const [change, message] of refusals) {
      const { status, body } = await post('/api/webhooks/subscriptions', { url: receiver.url('/refused'), eventTypes: ['punch.recorded'], ...change });
      expect([change, status, body.message]).toEqual([change, 400, message]);
    }
    // A field the form does not have (a secret chosen by the caller, say) is refused, not ignored.
    expect((await post('/api/webhooks/subscriptions', { url: receiver.url('/refused'), eventTypes: ['punch.recorded'], secret: 'whsec_mine' })).status).toBe(400);
    expect(await get('/api/webhooks/subscriptions')).toEqual([]);
    expect((await stack.db.pool.query(`SELECT count(*)::int AS n FROM events WHERE type LIKE 'webhooks.%'`)).rows[0].n).toBe(0);
  });

  it('only an Admin keeps subscriptions: a supervisor and an employee are refused every call', async () => {
    for (const token of [supervisor, employee]) {
      expect((await stack.call('GET', '/api/webhooks/subscriptions', { token })).status).toBe(403);
      expect((await post('/api/webhooks/subscriptions', { url: receiver.url('/refused'), eventTypes: ['punch.recorded'] }, token)).status).toBe(403);
    }
  });

  it('sends each punch signed to Standard Webhooks, ids and fields only; the secret shown once and in no event', async () => {
    const { id, secret } = await subscribe('/punches', ['punch.recorded']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{30,}$/);
    const listed = await get<WebhookSubscriptionDto[]>('/api/webhooks/subscriptions');
    expect(listed).toMatchObject([{ id, url: receiver.url('/punches'), eventTypes: ['punch.recorded'], departmentIds: [], status: 'active', disabledReason: null, previousSecretUntil: null }]);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6));
    const punchTime = await punch(ana);
    const [sent] = await arrived('/punches', 1);
    expect(sent.verifiedBy).toEqual(['/punches']);
    expect(sent.json).toMatchObject({ type: 'punch.recorded', data: { employeeId: ana, day: '2026-12-01', punchTime, entry: expect.any(String) } });
    expect(Object.keys(sent.json.data).sort()).toEqual(expect.arrayContaining(['punchId', 'employeeId', 'day', 'punchTime']));
    expect(sent.json.data).not.toHaveProperty('photo');
    expect(sent.json.data).not.toHaveProperty('location');
    const log = await eventually(
      () => deliveries(id),
      (p) => p.items[0]?.status === 'delivered',
    );
    expect(log).toMatchObject({ total: 1, items: [{ id: sent.id, eventType: 'punch.recorded', employeeId: ana, status: 'delivered', body: sent.body, nextAttemptAt: null, attempts: [{ statusCode: 200, error: null, response: 'ok' }] }] });
    const secretText = secret.slice('whsec_'.length);
    expect((await stack.db.pool.query(`SELECT count(*)::int AS n FROM events WHERE data::text LIKE '%' || $1 || '%'`, [secretText])).rows[0].n).toBe(0);
    expect((await stack.db.pool.query(`SELECT count(*)::int AS n FROM webhook_secret WHERE current LIKE '%' || $1 || '%'`, [secretText])).rows[0].n).toBe(0);
    // Of the types it takes only: an employee hired is not a punch.
    expect(await hire('Cai', south)).toEqual(expect.any(String));
    await punch(ana);
    await arrived('/punches', 2);
    expect(receiver.received('/punches').map((r) => r.json.type)).toEqual(['punch.recorded', 'punch.recorded']);
    await post(`/api/webhooks/subscriptions/${id}/pause`, {});
  });

  it('sends an employee’s events in order: a later one waits while an earlier one is tried again; another employee’s are not held up', async () => {
    const { id } = await subscribe('/order', ['punch.recorded']);
    let down = true;
    receiver.answer('/order', (r) => (r.json.data.employeeId === ana && down ? { status: 500 } : { status: 200 }));
    const first = await punch(ana);
    const second = await punch(ana);
    const bens = await punch(ben);
    const anasOf = (received: Received[]) => received.filter((r) => r.json.data.employeeId === ana);
    await eventually(
      async () => receiver.received('/order').filter((r) => r.json.data.employeeId === ben),
      (r) => r.length === 1,
    );
    // Ana's first fails (however often it is tried meanwhile); her second is not sent before it.
    const failing = await arrivedHurrying(id, '/order', (r) => anasOf(r).length >= 3);
    expect(new Set(punchTimes(anasOf(failing)))).toEqual(new Set([first]));
    const waiting = (await deliveries(id)).items.filter((d) => d.employeeId === ana);
    expect(waiting.map((d) => [d.status, new Set(d.attempts.map((a) => a.statusCode))])).toEqual([
      ['pending', new Set()],
      ['pending', new Set([500])],
    ]);
    down = false;
    const anas = anasOf(await arrivedHurrying(id, '/order', (r) => punchTimes(anasOf(r)).includes(second)));
    expect(punchTimes(anas.slice(-2))).toEqual([first, second]);
    expect(new Set(anas.slice(0, -1).map((r) => r.id)).size).toBe(1);
    expect(receiver.received('/order').every((r) => r.verifiedBy.includes('/order'))).toBe(true);
    expect(punchTimes(receiver.received('/order').filter((r) => r.json.data.employeeId === ben))).toEqual([bens]);
    await post(`/api/webhooks/subscriptions/${id}/pause`, {});
  });

  it('tries again after a redirect (not followed), a reset, a timeout and a 503, each in the log, and delivers the same message at last', async () => {
    const { id } = await subscribe('/faults', ['punch.recorded']);
    const answers = [{ status: 302, headers: { location: receiver.url('/elsewhere') } }, 'reset', 'hang', { status: 503 }] as const;
    let n = 0;
    receiver.answer('/faults', () => answers[n++] ?? { status: 200 });
    await punch(ana);
    await arrivedHurrying(id, '/faults', (r) => r.length === 5);
    const [delivery] = (await eventually(
      () => deliveries(id),
      (p) => p.items[0]?.status === 'delivered',
    )).items;
    expect(delivery.attempts.map((a) => a.statusCode)).toEqual([302, null, null, 503, 200]);
    expect(delivery.attempts.slice(1, 3).every((a) => !!a.error)).toBe(true);
    expect(delivery.attempts[2].error).toBe('No answer within 1.5 s.');
    expect(receiver.received('/elsewhere')).toEqual([]);
    expect(new Set(receiver.received('/faults').map((r) => r.id))).toEqual(new Set([delivery.id]));
    expect(receiver.received('/faults').every((r) => r.verifiedBy.includes('/faults'))).toBe(true);
    await post(`/api/webhooks/subscriptions/${id}/pause`, {});
  });

  it('a receiver answering bytes Postgres cannot store (a NUL) is recorded without them, and holds up nobody else', async () => {
    const { id } = await subscribe('/nul', ['punch.recorded']);
    receiver.answer('/nul', { status: 200, body: 'o\u0000k' });
    await punch(ana);
    const [delivery] = (await eventually(
      () => deliveries(id),
      (p) => p.items[0]?.status === 'delivered',
    )).items;
    expect(delivery.attempts).toMatchObject([{ statusCode: 200, response: 'ok' }]);
    expect(receiver.received('/nul')).toHaveLength(1);
    await post(`/api/webhooks/subscriptions/${id}/pause`, {});
  });

  it('a 410 disables the subscription at once; what follows is logged unsent; resuming and replaying since sends them in order', async () => {
    const since = new Date().toISOString();
    const { id } = await subscribe('/gone', ['punch.recorded']);
    receiver.answer('/gone', { status: 410 });
    const first = await punch(ana);
    await eventually(
      () => subscription(id),
      (s) => s.status === 'disabled',
    );
    expect(await subscription(id)).toMatchObject({ status: 'disabled', disabledReason: WEBHOOK_SUBSCRIPTION_TEXTS.disabledGone });
    const second = await punch(ana);
    await eventually(
      () => deliveries(id),
      (p) => p.total === 2,
    );
    expect((await deliveries(id)).items.map((d) => [d.status, d.attempts.length])).toEqual([
      ['failed', 0],
      ['failed', 1],
    ]);
    expect(receiver.received('/gone')).toHaveLength(1);
    expect((await post(`/api/webhooks/subscriptions/${id}/test`, {})).body.message).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.notSending);
    receiver.answer('/gone', { status: 204 });
    expect((await post(`/api/webhooks/subscriptions/${id}/resume`, {})).body.message).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.resumed);
    expect((await post(`/api/webhooks/subscriptions/${id}/replay`, { since: '2020-01-01T00:00:00Z' })).body.message).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.since);
    expect((await post(`/api/webhooks/subscriptions/${id}/replay`, { since })).body.message).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.replayed(2));
    const sent = await arrived('/gone', 3);
    expect(punchTimes(sent)).toEqual([first, first, second]);
    expect(sent[0].id).toBe(sent[1].id);
    await post(`/api/webhooks/subscriptions/${id}/pause`, {});
  });

  it('a subscription failing for its whole day of tries is disabled', async () => {
    const { id } = await subscribe('/down', ['punch.recorded']);
    receiver.answer('/down', { status: 502 });
    await punch(ana);
    await arrived('/down', 1);
    // Six tries failed over 17 h 35 min: the seventh failing, the next wait (10 h) would fall past the day.
    const disabled = await eventually(
      async () => {
        await stack.db.pool.query(`UPDATE webhook_delivery SET tries = 6, next_attempt_at = now() WHERE subscription_id = $1 AND status = 'pending' AND claimed_until IS NULL`, [id]);
        return subscription(id);
      },
      (s) => s.status === 'disabled',
    );
    expect(disabled.disabledReason).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.disabledWindow);
    expect((await deliveries(id)).items.map((d) => d.status)).toEqual(['failed']);
    const history = await stack.db.pool.query(`SELECT type FROM events WHERE stream_id = $1 ORDER BY global_position`, [`webhook-subscription-${id}`]);
    expect(history.rows.map((r) => r.type)).toEqual(['webhooks.subscription-created', 'webhooks.subscription-disabled']);
  });

  it('a rotated secret: both sign during the overlap, the new one alone after it', async () => {
    const { id } = await subscribe('/rotated', ['punch.recorded']);
    const { body } = await post(`/api/webhooks/subscriptions/${id}/rotate-secret`, {});
    expect(body.message).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.rotated);
    receiver.trust('new', body.secret as string);
    const until = (await subscription(id)).previousSecretUntil as string;
    expect(Math.round((new Date(until).getTime() - Date.now()) / 3_600_000)).toBe(24);
    await punch(ana);
    const [during] = await arrived('/rotated', 1);
    expect(during.verifiedBy.sort()).toEqual(['/rotated', 'new']);
    expect(during.signature.split(' ')).toHaveLength(2);
    await stack.db.pool.query(`UPDATE webhook_secret SET previous_until = now() - interval '1 second' WHERE subscription_id = $1`, [id]);
    await punch(ana);
    const [, after] = await arrived('/rotated', 2);
    expect(after.verifiedBy).toEqual(['new']);
    expect((await subscription(id)).previousSecretUntil).toBeNull();
    await post(`/api/webhooks/subscriptions/${id}/pause`, {});
  });

  it('refuses at delivery an address that became private, and calls nothing', async () => {
    const { id } = await subscribe('/moved', ['punch.recorded']);
    await stack.db.pool.query(`UPDATE webhook_subscription SET url = 'https://10.1.2.3/hooks' WHERE id = $1`, [id]);
    await punch(ana);
    const [delivery] = (await eventually(
      () => deliveries(id),
      (p) => p.items[0]?.attempts.length === 1,
    )).items;
    expect(delivery.attempts[0]).toMatchObject({ statusCode: null, error: WEBHOOK_TEXTS.privateAddress('10.1.2.3') });
    expect(delivery.status).toBe('pending');
    expect(receiver.received('/moved')).toEqual([]);
    expect((await stack.call('DELETE', `/api/webhooks/subscriptions/${id}`, { token: admin })).status).toBe(200);
  });

  it('a department filter sends the events of employees in and under its departments only', async () => {
    const { id } = await subscribe('/north', ['punch.recorded'], { departmentIds: [north], description: 'North payroll' });
    await punch(ben);
    const anas = await punch(ana);
    const [sent] = await arrived('/north', 1);
    expect(sent.json.data).toMatchObject({ employeeId: ana, punchTime: anas });
    // Ben's punch, recorded first, had its delivery written no later than Ana's: there is none.
    expect((await deliveries(id)).items.map((d) => d.employeeId)).toEqual([ana]);
    expect((await subscription(id)).description).toBe('North payroll');
    await post(`/api/webhooks/subscriptions/${id}/pause`, {});
  });

  it('a failed sync is sent once to the subscriptions taking sync.failed, whatever their filter, and to no other company', async () => {
    const { id } = await subscribe('/syncs', ['sync.failed'], { departmentIds: [south] });
    const log = stack.api.get(SyncLog);
    const manager = stack.api.get(DataSource).manager;
    const fine = { companyId, type: 'Employees Sync' as const, integration: 'Xero', actorId: 'system' };
    await log.record(manager, { ...fine, status: 'Success', message: 'Employees are synced.' });
    const failed = await log.record(manager, { ...fine, status: 'Error', message: 'Xero refused the token.', detail: { token: 'secret-token' } });
    const otherCompany = (await stack.db.pool.query(`SELECT company_id::text FROM employee WHERE id = $1`, [otherEmployee])).rows[0].company_id as string;
    await log.record(manager, { ...fine, companyId: otherCompany, status: 'Error', message: 'Not yours.' });
    const [sent] = await arrived('/syncs', 1);
    expect(sent.json).toMatchObject({ type: 'sync.failed', data: { syncResultId: failed, syncType: 'Employees Sync', integration: 'Xero', message: 'Xero refused the token.' } });
    expect(sent.body).not.toContain('secret-token');
    expect(sent.verifiedBy).toEqual(['/syncs']);
    // The sweeps until the next failure's arrival wrote no second delivery of the first.
    const other = await log.record(manager, { ...fine, status: 'Error', message: 'Xero is down.' });
    await arrived('/syncs', 2);
    expect(receiver.received('/syncs').map((r) => r.json.data.syncResultId)).toEqual([failed, other]);
    expect((await deliveries(id)).items.map((d) => JSON.parse(d.body).data.syncResultId)).toEqual([other, failed]);
    await post(`/api/webhooks/subscriptions/${id}/pause`, {});
  });

  it('keeps each company’s subscriptions and deliveries to itself', async () => {
    const { id } = await subscribe('/tenancy', ['punch.recorded']);
    expect((await stack.call('GET', `/api/webhooks/subscriptions/${id}`, { token: otherAdmin })).status).toBe(404);
    expect((await stack.call('GET', `/api/webhooks/subscriptions/${id}/deliveries`, { token: otherAdmin })).status).toBe(404);
    for (const action of ['pause', 'test', 'rotate-secret']) expect((await post(`/api/webhooks/subscriptions/${id}/${action}`, {}, otherAdmin)).status).toBe(404);
    expect((await post(`/api/webhooks/subscriptions/${id}/replay`, { since: new Date(Date.now() - 60_000).toISOString() }, otherAdmin)).status).toBe(404);
    expect((await stack.call('DELETE', `/api/webhooks/subscriptions/${id}`, { token: otherAdmin })).status).toBe(404);
    expect(await get('/api/webhooks/subscriptions', otherAdmin)).toEqual([]);
    // The other company's punch goes to no subscription of this one; this company's next does.
    minute += 1;
    expect((await post('/api/punches/save', { employeeId: otherEmployee, day: '2026-12-01', punchTime: '07:00' }, otherAdmin)).body.message).toBe('success');
    await punch(ana);
    const [sent] = await arrived('/tenancy', 1);
    expect(sent.json.data.employeeId).toBe(ana);
    const [{ n }] = (await stack.db.pool.query(`SELECT count(*)::int AS n FROM webhook_delivery WHERE employee_id = $1`, [otherEmployee])).rows;
    expect(n).toBe(0);
    expect(receiver.received().filter((r) => r.json.data.employeeId === otherEmployee)).toEqual([]);
    await post(`/api/webhooks/subscriptions/${id}/pause`, {});
  });

  it('a test event goes to its subscription alone; replaying one delivery sends it again under its id', async () => {
    const { id } = await subscribe('/tested', ['employee.status-changed']);
    const bystander = (await subscribe('/bystander', ['employee.status-changed'])).id;
    expect((await post(`/api/webhooks/subscriptions/${id}/test`, {})).body.message).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.testSent);
    const [test] = await arrived('/tested', 1);
    expect(test.json).toMatchObject({ type: 'webhook.test', data: { subscriptionId: id } });
    expect(test.verifiedBy).toEqual(['/tested']);
    const [delivery] = (await eventually(
      () => deliveries(id),
      (p) => p.items[0]?.status === 'delivered',
    )).items;
    expect((await post(`/api/webhooks/subscriptions/${id}/deliveries/${delivery.id}/replay`, {})).body.message).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.replayed(1));
    const [, again] = await arrived('/tested', 2);
    expect([again.id, again.body]).toEqual([test.id, test.body]);
    expect((await stack.call('POST', `/api/webhooks/subscriptions/${id}/deliveries/00000000-0000-4000-8000-000000000000/replay`, { token: admin, body: {} })).status).toBe(404);
    expect((await deliveries(bystander)).total).toBe(0);
    // The log's search: an event type or part of it, a webhook-id.
    const found = (search: string) => get<Page<WebhookDeliveryDto>>(`/api/webhooks/subscriptions/${id}/deliveries?page=1&pageSize=10&search=${encodeURIComponent(search)}`).then((p) => p.items.map((d) => d.id));
    expect(await found('test')).toEqual([delivery.id]);
    expect(await found(delivery.id.toUpperCase())).toEqual([delivery.id]);
    expect(await found('punch')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect((await post(`/api/webhooks/subscriptions/${id}/pause`, {})).body.message).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.paused);
    expect((await post(`/api/webhooks/subscriptions/${id}/test`, {})).body.message).toBe(WEBHOOK_SUBSCRIPTION_TEXTS.notSending);
  });

  it('a receiver that de-duplicates on webhook-id sees each event once across a worker restart, a lapsed claim and a fan-out run again', async () => {
    const { id } = await subscribe('/once', ['punch.recorded']);
    await post(`/api/webhooks/subscriptions/${id}/pause`, {});
    const times = [await punch(ana), await punch(ben), await punch(ana)];
    await eventually(
      () => deliveries(id),
      (p) => p.total === 3,
    );
    await worker?.close();
    worker = null;
    // A worker that claimed Ana's first and died before it recorded the try: the claim holds the delivery until it lapses.
    await stack.db.pool.query(
      `UPDATE webhook_delivery SET tries = 1, first_tried_at = now(), claimed_until = now() + interval '2 seconds'
        WHERE id = (SELECT id FROM webhook_delivery WHERE subscription_id = $1 ORDER BY seq LIMIT 1)`,
      [id],
    );
    // Deliveries past the 30 days a replay reaches are deleted with their tries when a worker sweeps; a pending one never.
    const old = await stack.db.pool.query<{ id: string; status: string }>(
      `UPDATE webhook_delivery SET created_at = now() - interval '31 days'
        WHERE id IN (SELECT id FROM webhook_delivery WHERE subscription_id <> $1 AND status IN ('delivered', 'pending') ORDER BY status, seq LIMIT 40)
        RETURNING id::text, status`,
      [id],
    );
    const oldDelivered = old.rows.filter((r) => r.status === 'delivered').map((r) => r.id);
    const oldPending = old.rows.filter((r) => r.status === 'pending').map((r) => r.id);
    expect([oldDelivered.length > 0, oldPending.length > 0]).toEqual([true, true]);
    await post(`/api/webhooks/subscriptions/${id}/resume`, {});
    worker = await createWorker(stack.config);
    await arrived('/once', 3);
    const left = async (ids: string[]) => (await stack.db.pool.query(`SELECT count(*)::int AS n FROM webhook_delivery WHERE id = ANY($1::uuid[])`, [ids])).rows[0].n;
    await eventually(() => left(oldDelivered), (n) => n === 0);
    expect((await stack.db.pool.query(`SELECT count(*)::int AS n FROM webhook_attempt WHERE delivery_id = ANY($1::uuid[])`, [oldDelivered])).rows[0].n).toBe(0);
    expect(await left(oldPending)).toBe(oldPending.length);
    // The fan-out reading every event again writes no second delivery.
    await stack.db.pool.query(`UPDATE processor_checkpoints SET transaction_id = '0'::xid8, global_position = 0 WHERE name = 'webhook-fan-out'`);
    await eventually(
      async () =>
        (
          await stack.db.pool.query<{ done: boolean }>(
            `SELECT c.transaction_id = e.transaction_id AND c.global_position = e.global_position AS done
               FROM processor_checkpoints c, (SELECT transaction_id, global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1) e
              WHERE c.name = 'webhook-fan-out'`,
          )
        ).rows[0]?.done,
      (done) => done === true,
    );
    const last = await punch(ana);
    const sent = await arrived('/once', 4);
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((r) => r.id)).size).toBe(4);
    expect(punchTimes(sent).sort()).toEqual([...times, last].sort());
    expect(punchTimes(sent.filter((r) => r.json.data.employeeId === ana))).toEqual([times[0], times[2], last]);
    // Each recorded as delivered (the receiver may have its request before the try is recorded).
    await eventually(
      () => deliveries(id),
      (p) => p.items.every((d) => d.status === 'delivered'),
    );
    expect(receiver.received('/once')).toHaveLength(4);
  });
  it('a receiver that does not answer holds up neither another subscription’s delivery nor the record of it: each is recorded when it ends', async () => {
    receiver.answer('/silent', 'hang');
    const silent = await subscribe('/silent', ['punch.recorded']);
    const prompt = await subscribe('/prompt', ['punch.recorded']);
    await punch(ben);
    await arrived('/prompt', 1);
    type Try = { subscription_id: string; at: Date; status_code: number | null };
    const tries = await eventually(
      async () =>
        (
          await stack.db.pool.query<Try>(
            `SELECT d.subscription_id::text, a.at, a.status_code FROM webhook_attempt a JOIN webhook_delivery d ON d.id = a.delivery_id WHERE d.subscription_id = ANY($1::uuid[])`,
            [[silent.id, prompt.id]],
          )
        ).rows,
      (rows) => rows.length === 2,
    );
    const of = (id: string) => tries.find((t) => t.subscription_id === id) as Try;
    expect(of(prompt.id).status_code).toBe(200);
    expect(of(silent.id).status_code).toBeNull();
    // Claimed in one round, recorded apart: the prompt answer's record was written (and committed)
    // before the silent receiver's timeout was; in one record they would share a transaction's time.
    expect(of(prompt.id).at.getTime()).toBeLessThan(of(silent.id).at.getTime());
    for (const { id } of [silent, prompt]) expect((await stack.call('DELETE', `/api/webhooks/subscriptions/${id}`, { token: admin })).status).toBe(200);
  });
});
