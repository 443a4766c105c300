import type { INestApplicationContext } from '@nestjs/common';
import { InboxMessage, NOTIFICATION_TEXTS, NotificationPreferences, Page, PushPayload, Role, SyncType } from '@timekeep/contracts';
import { createWorker } from '@timekeep/server-composition';
import { Streams, SyncLog } from '@timekeep/server-platform';
import { createAccount, eventually, openCustomer, quotedPrintableDecoded, signInAs, startSmtpSink, startTestStack, systemContext, TestStack } from '@timekeep/server-testing';
import { type DeviceSubscription, PUSH_SERVICE_CA_FILE, startPushService, type PushService } from '@timekeep/testing-push';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

/** A Wednesday afternoon in Auckland (the product's clock, ADR 0053). */
const NOW = '2026-11-25T03:00:00Z';

/**
 * Notifications beyond the inbox (issue 31 point 5, ADR 0070): each person's choices, their devices'
 * web push through a push service on loopback that checks VAPID and decrypts as a browser's would,
 * the outbox delivered by the worker once, retried with backoff, forgotten on 410.
 */
describe('notifications by email and push', () => {
  let stack: TestStack;
  let push: PushService;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let worker: INestApplicationContext | null;
  let companyId: string;
  let admin: string;
  let otherAdmin: string;
  let rangi: { id: string; token: string; email: string };
  let mere: { id: string; token: string; email: string };
  let mereEmployee: string;
  let annual: string;
  let nextDay = 0;
  let merePhone: DeviceSubscription;

  const call = <T = Reply>(method: string, path: string, token: string, body?: unknown) => stack.call<T>(method, path, { token, body });
  const preferences = async (token: string) => (await call<NotificationPreferences>('GET', '/api/notifications/preferences', token)).body;
  const subscribe = async (token: string, device: DeviceSubscription = push.subscribe()) => {
    expect((await call('POST', '/api/notifications/push-subscriptions', token, device)).body).toEqual({ message: 'success' });
    return device;
  };
  const inbox = async (token: string) => (await call<Page<InboxMessage>>('GET', '/api/messages?pageSize=100', token)).body;
  const payloads = (device: DeviceSubscription) => push.received(device.endpoint).map((r) => JSON.parse(r.payload) as PushPayload);
  /** A day's leave Mere asks for: each test its own day of December. */
  const requestLeave = async () => {
    const day = `2026-12-${String(1 + nextDay++).padStart(2, '0')}`;
    const reply = await call('POST', '/leave/save', mere.token, { employeeId: mereEmployee, typeId: annual, fromDate: day, toDate: day, scheduledDuration: true, skip: true, skipUnscheduled: true });
    expect(reply.body.message).toBe('success');
    return day;
  };
  const deliveries = async (source: string) =>
    (await stack.db.pool.query<{ channel: string; status: string; attempts: number }>(`SELECT channel, status, attempts FROM notification_delivery WHERE source = $1 ORDER BY channel`, [source])).rows;
  const subscriptionOf = async (device: DeviceSubscription) => (await stack.db.pool.query<{ id: string }>(`SELECT id::text FROM push_subscription WHERE endpoint = $1`, [device.endpoint])).rows[0]?.id;
  const leaveEventOf = async (day: string) =>
    (await stack.db.pool.query<{ id: string }>(`SELECT event_id::text AS id FROM events WHERE type = 'leave.requested' AND data->>'fromDate' = $1`, [day])).rows[0]?.id;

  // The push timeout is production's (10 s): a shorter one is a clock that a loaded machine outruns,
  // and a push the service took after the sender gave up is sent again (at least once, shown once by
  // its tag), which the exactly-once test below would read as a second delivery.
  beforeAll(async () => {
    push = await startPushService();
    smtp = await startSmtpSink();
    stack = await startTestStack({ worker: false, env: { TIMEKEEP_CLOCK_START: NOW, PUSH_SERVICE_ORIGINS: push.origin, PUSH_SERVICE_CA_FILE, SMTP_URL: smtp.url, PUBLIC_URL: 'http://timekeep.test' } });
    worker = await createWorker(stack.config);
    const opened = await openCustomer(stack, { name: 'Notify Ltd', code: 'NOTIFY', adminEmail: 'admin@notify.example.com', multiShiftView: true });
    admin = opened.admin;
    companyId = opened.companyId;
    otherAdmin = (await openCustomer(stack, { name: 'Elsewhere Ltd', code: 'ELSEWHERE', adminEmail: 'admin@elsewhere.example.com', multiShiftView: true })).admin;
    const north = (await call('POST', '/department/save', admin, { departmentName: 'North' })).body.departmentVo?.id as string;
    const person = async (firstName: string, roles: Role[], departmentIds: string[] = []) => {
      const account = await createAccount(stack, companyId, { firstName, roles, departmentIds });
      return { id: account.userId, email: account.email, token: await signInAs(stack, account.email) };
    };
    rangi = await person('Rangi', [Role.Supervisor], [north]);
    mere = await person('Mere', [Role.Employee]);
    const payGroupId = (await call('POST', '/paygroup/save', admin, { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const scheduleId = (await call('POST', '/schedule/save', admin, { name: 'Days', periodType: 'Weekly', startDate: '2026-01-05', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5, 6, 7].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    const hired = await call('POST', '/employee/save-without-photo', admin, { firstName: 'Mere', lastName: 'Test', departmentId: north, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'P-1', clockId: '', scheduleId, reportTo: rangi.id });
    mereEmployee = hired.body.id as string;
    await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [mere.id, mereEmployee]);
    annual = (await call('POST', '/paytype/save', admin, { ctDay: 8, code: 'ANL', name: 'Annual Holidays', leaveStatus: true, paidLeave: true })).body.id as string;
    const streams = stack.api.get(Streams);
    await streams.transaction((tx) =>
      streams.append(tx, systemContext(companyId), { id: `leave-balance-${mereEmployee}`, type: 'leave-balance', expected: 'any' }, [
        { type: 'leave.balance-imported', v: 1, data: { employeeId: mereEmployee, payTypeId: annual, date: '2026-01-01', balance: 400, hours: 400, fileName: 'balances.csv', fileSha256: 'x' } },
      ]),
    );
  });
  afterAll(async () => {
    await worker?.close();
    await stack?.close();
    await push?.close();
    await smtp?.close();
  });

  it('each person reads the kinds of news they can receive, each with the default until they choose', async () => {
    const mine = await preferences(mere.token);
    expect(mine.topics).toEqual([
      { topic: 'leave-decisions', label: 'Decisions on my leave', app: true, email: true, push: true },
      { topic: 'my-roster', label: 'Changes to my roster', app: true, email: false, push: true },
    ]);
    expect(mine.push).toEqual({ available: true, publicKey: stack.config.push.vapid?.publicKey, devices: 0 });
    expect(mine.push.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await preferences(rangi.token)).topics.map((t) => [t.topic, t.app, t.email, t.push])).toEqual([
      ['leave-requests', true, true, true],
      ['leave-decisions', true, true, true],
      ['runs', true, false, true],
      ['sync-failures', true, false, true],
      ['my-roster', true, false, true],
      ['roster-requests', true, false, true],
    ]);
  });

  it('saves only the person’s own choices: a kind they cannot receive, an unknown field or a kind twice is refused and nothing is saved', async () => {
    const refused = async (body: unknown, text: string) => {
      const reply = await call('POST', '/api/notifications/preferences', mere.token, body);
      expect([reply.status, JSON.stringify(reply.body)]).toEqual([400, expect.stringContaining(text)]);
    };
    await refused({ topics: [{ topic: 'leave-decisions', app: true, email: false, push: true }, { topic: 'leave-requests', app: false, email: false, push: false }] }, NOTIFICATION_TEXTS.notOffered);
    await refused({ topics: [{ topic: 'leave-decisions', app: true, email: false, push: true, sms: true }] }, 'sms');
    await refused({ topics: [{ topic: 'leave-decisions', app: true, email: false, push: true }], accountId: rangi.id }, 'accountId');
    await refused({ topics: [{ topic: 'leave-decisions', app: true, email: false, push: true }, { topic: 'leave-decisions', app: true, email: true, push: true }] }, 'Each kind of notification once.');
    expect((await preferences(mere.token)).topics[0]).toMatchObject({ email: true });
    expect((await call('POST', '/api/notifications/preferences', mere.token, { topics: [{ topic: 'leave-decisions', app: true, email: false, push: true }] })).body).toEqual({ message: 'success' });
    expect((await preferences(mere.token)).topics[0]).toMatchObject({ topic: 'leave-decisions', app: true, email: false, push: true });
    // Mere's choice is hers: Rangi's defaults did not move.
    expect((await preferences(rangi.token)).topics[1]).toMatchObject({ topic: 'leave-decisions', email: true });
  });

  it('a device subscribes only through a push service the server sends to: never an address of the caller’s choosing', async () => {
    const device = push.subscribe();
    for (const endpoint of ['https://evil.test/collect', 'http://169.254.169.254/latest/meta-data', 'http://127.0.0.1:6379/', `${push.origin.replace(/:\d+$/, ':1')}/push/x`]) {
      const reply = await call('POST', '/api/notifications/push-subscriptions', mere.token, { ...device, endpoint });
      expect([endpoint, reply.status, (reply.body as Reply).message]).toEqual([endpoint, 400, NOTIFICATION_TEXTS.pushServiceRefused]);
    }
    const badKeys = await call('POST', '/api/notifications/push-subscriptions', mere.token, { ...device, keys: { p256dh: 'short', auth: device.keys.auth } });
    expect(badKeys.status).toBe(400);
    expect((await preferences(mere.token)).push.devices).toBe(0);
  });

  it('a leave request reaches its approver’s phone once, VAPID-signed and encrypted to that phone, beside the inbox message', async () => {
    const phone = await subscribe(rangi.token);
    merePhone = await subscribe(mere.token);
    expect((await preferences(rangi.token)).push.devices).toBe(1);
    const day = await requestLeave();
    const [received] = await eventually(
      async () => push.received(phone.endpoint),
      (r) => r.length > 0,
    );
    const [message] = (await inbox(rangi.token)).items;
    expect(JSON.parse(received.payload)).toEqual({ title: 'Leave request from Mere Test', body: message.body, link: message.link, tag: `event:${await leaveEventOf(day)}` });
    expect(received).toMatchObject({ vapidKey: stack.config.push.vapid?.publicKey, ttl: 86400, urgency: 'normal', claims: { aud: push.origin, sub: 'mailto:admin@timekeep.local' } });
    // The outbox's row for it is sent, once; the employee who asked is pushed nothing.
    const source = `event:${await leaveEventOf(day)}`;
    expect(await eventually(() => deliveries(source), (rows) => rows.length > 0 && rows.every((r) => r.status === 'sent'))).toEqual([
      { channel: `push:${await subscriptionOf(phone)}`, status: 'sent', attempts: 1 },
    ]);
    expect(payloads(merePhone)).toEqual([]);
    // A second request is its own push; the first is still the one it was.
    await requestLeave();
    await eventually(
      async () => push.received(phone.endpoint),
      (r) => r.length === 2,
    );
    expect(payloads(phone).map((p) => p.title)).toEqual(['Leave request from Mere Test', 'Leave request from Mere Test']);
    expect(new Set(payloads(phone).map((p) => p.tag)).size).toBe(2);
  });

  it('a push service that fails or does not answer is tried again later, while the request that caused it answered at once', async () => {
    const phone = await subscribe(rangi.token);
    push.answer(phone.endpoint, 503, 'hang');
    const day = await requestLeave();
    await eventually(
      async () => push.received(phone.endpoint),
      (r) => r.length === 1,
    );
    // 503, no answer within PUSH_TIMEOUT_MS (10 s), then taken: three tries of one delivery, sent once.
    expect(push.attempts(phone.endpoint)).toEqual([503, 0, 201]);
    const source = `event:${await leaveEventOf(day)}`;
    const channel = `push:${await subscriptionOf(phone)}`;
    const row = await eventually(
      async () => (await deliveries(source)).find((d) => d.channel === channel),
      (d) => d?.status === 'sent',
    );
    expect(row).toEqual({ channel, status: 'sent', attempts: 3 });
  });

  it('a device its browser dropped (410) is forgotten: nothing more is sent to it', async () => {
    const phone = await subscribe(mere.token);
    const devicesBefore = (await preferences(mere.token)).push.devices;
    push.answer(phone.endpoint, 410);
    const [request] = (await stack.db.pool.query<{ id: string }>(`SELECT id::text FROM leave_request WHERE employee_id = $1 AND status = 'Pending' ORDER BY from_date LIMIT 1`, [mereEmployee])).rows;
    expect((await call('POST', '/leave/updateExamine', rangi.token, { id: request.id, status: 'Approved', reason: 'Enjoy' })).body.message).toBe('success');
    await eventually(
      async () => (await preferences(mere.token)).push.devices,
      (n) => n === devicesBefore - 1,
    );
    expect(push.attempts(phone.endpoint)).toEqual([410]);
    expect(payloads(phone)).toEqual([]);
    expect(await subscriptionOf(phone)).toBeUndefined();
    // Her other phone, subscribed earlier, had the decision.
    const decided = await eventually(
      async () => payloads(merePhone),
      (p) => p.length > 0,
    );
    expect(decided.map((p) => p.title)).toEqual(['Your leave was approved']);
  });

  it('email goes as each chose: the leave mail honours a decision mail turned off, the message centre mails a failed sync to who turned it on', async () => {
    // Mere turned email of decisions off (above): her approval above mailed her nothing.
    expect(smtp.received.filter((m) => m.to.includes(mere.email))).toEqual([]);
    expect((await call('POST', '/api/notifications/preferences', admin, { topics: [{ topic: 'sync-failures', app: false, email: true, push: false }] })).body).toEqual({ message: 'success' });
    await stack.api.get(Streams).transaction((tx) =>
      stack.api.get(SyncLog).record(tx.manager, { companyId, type: SyncType.EmployeesSync, status: 'Error', message: 'Xero refused the token.', integration: 'Xero', actorId: rangi.id }),
    );
    const adminEmail = 'admin@notify.example.com';
    const [mail] = await eventually(
      async () => smtp.received.filter((m) => m.to.includes(adminEmail)),
      (m) => m.length > 0,
    );
    const text = quotedPrintableDecoded(mail.raw);
    expect(text).toContain('Subject: Employees Sync (Xero) failed');
    expect(text).toContain('Xero refused the token.');
    expect(text).toContain('http://timekeep.test/sync-results?statuses=Error&types=Employees+Sync');
    // In the app off: the admin's inbox has no such message; Rangi, who asked, has it as the default says.
    expect((await inbox(admin)).items.some((m) => m.kind === 'sync-failed')).toBe(false);
    await eventually(
      async () => (await inbox(rangi.token)).items.some((m) => m.kind === 'sync-failed'),
      Boolean,
    );
    // Nobody of another company heard a thing.
    expect((await inbox(otherAdmin)).total).toBe(0);
  });

  it('each delivery is sent once across a worker restart: what waited while no worker ran is sent by the next, and not again by the one after', async () => {
    const phone = await subscribe(rangi.token);
    await worker?.close();
    worker = null;
    const day = await requestLeave();
    expect(push.received(phone.endpoint)).toEqual([]);
    worker = await createWorker(stack.config);
    await eventually(
      async () => push.received(phone.endpoint),
      (r) => r.length === 1,
    );
    await worker.close();
    worker = await createWorker(stack.config);
    // The next request's push arriving shows the new worker swept: the first was not sent again.
    await requestLeave();
    await eventually(
      async () => push.received(phone.endpoint),
      (r) => r.length === 2,
    );
    const tag = `event:${await leaveEventOf(day)}`;
    expect(payloads(phone).filter((p) => p.tag === tag)).toHaveLength(1);
    expect(new Set(payloads(phone).map((p) => p.tag)).size).toBe(2);
    const channel = `push:${await subscriptionOf(phone)}`;
    expect((await deliveries(tag)).filter((d) => d.channel === channel)).toEqual([{ channel, status: 'sent', attempts: 1 }]);
  });
});
