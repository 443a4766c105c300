import fc from 'fast-check';
import { EventType, WEBHOOK_SUBSCRIPTION_TEXTS, WEBHOOK_TEXTS, type WebhookSubscriptionInput } from '@timekeep/contracts';
import {
  addressProblem,
  afterTry,
  decideChangeSubscription,
  decideCreateSubscription,
  decideDisable,
  decidePause,
  decideReplay,
  decideResume,
  decideTest,
  WEBHOOK_RETRY_WAITS_MS,
  WEBHOOK_RETRY_WINDOW_MS,
  webhookBody,
  webhookEventOf,
  webhookSubscriptionFold,
  type WebhookSubscriptionState,
  webhookUrlProblem,
} from './index';

const first = new Date('2026-12-01T00:00:00Z');
const at = (iso: string) => ({ kind: 'retry', at: new Date(iso) });

describe('when a failed delivery is tried again (ADR 0080)', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, then 10 h, from the first try; a try past 24 h disables the subscription', () => {
    expect(afterTry(first, 1, 500)).toEqual(at('2026-12-01T00:00:05Z'));
    expect(afterTry(first, 2, null)).toEqual(at('2026-12-01T00:05:05Z'));
    expect(afterTry(first, 3, 302)).toEqual(at('2026-12-01T00:35:05Z'));
    expect(afterTry(first, 4, 404)).toEqual(at('2026-12-01T02:35:05Z'));
    expect(afterTry(first, 5, 503)).toEqual(at('2026-12-01T07:35:05Z'));
    expect(afterTry(first, 6, 500)).toEqual(at('2026-12-01T17:35:05Z'));
    // The seventh would be 27 h 35 min after the first: the day is over.
    expect(afterTry(first, 7, 500)).toEqual({ kind: 'disable', reason: 'window' });
  });

  it('a 2xx is delivered; a 410 disables at once', () => {
    expect(afterTry(first, 1, 200)).toEqual({ kind: 'delivered' });
    expect(afterTry(first, 4, 204)).toEqual({ kind: 'delivered' });
    expect(afterTry(first, 1, 410)).toEqual({ kind: 'disable', reason: 'gone' });
    expect(() => afterTry(first, 0, 500)).toThrow(RangeError);
  });

  it('every retry is later than the last and within the day of the first try', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.constantFrom(null, 301, 400, 429, 500, 503), (tries, status) => {
        const next = afterTry(first, tries, status);
        if (next.kind !== 'retry') return next.kind === 'disable' && tries >= WEBHOOK_RETRY_WAITS_MS.length;
        const previous = tries === 1 ? first : (afterTry(first, tries - 1, status) as { at: Date }).at;
        return next.at > previous && next.at.getTime() - first.getTime() <= WEBHOOK_RETRY_WINDOW_MS;
      }),
    );
  });
});

describe("a subscription's URL and the addresses it resolves to (ADR 0080)", () => {
  const production = { allowLoopback: false };
  const tests = { allowLoopback: true };

  it('takes an https URL; http only to this machine where allowed; no user name or password; nothing absurd', () => {
    expect(webhookUrlProblem('https://hooks.example.com/timekeep?tenant=1', production)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/timekeep', production)).toBe(WEBHOOK_TEXTS.https);
    expect(webhookUrlProblem('http://127.0.0.1:8080/in', production)).toBe(WEBHOOK_TEXTS.https);
    expect(webhookUrlProblem('http://127.0.0.1:8080/in', tests)).toBeNull();
    expect(webhookUrlProblem('http://localhost:8080/in', tests)).toBeNull();
    expect(webhookUrlProblem('http://[::1]:8080/in', tests)).toBeNull();
    expect(webhookUrlProblem('http://10.0.0.5/in', tests)).toBe(WEBHOOK_TEXTS.https);
    expect(webhookUrlProblem('https://user:pass@hooks.example.com/', production)).toBe(WEBHOOK_TEXTS.credentials);
    expect(webhookUrlProblem('ftp://hooks.example.com/', production)).toBe(WEBHOOK_TEXTS.url);
    expect(webhookUrlProblem('hooks.example.com/timekeep', production)).toBe(WEBHOOK_TEXTS.url);
    expect(webhookUrlProblem(`https://hooks.example.com/${'a'.repeat(2000)}`, production)).toBe(WEBHOOK_TEXTS.tooLong);
  });

  it('calls only public unicast addresses: private, loopback, link-local (cloud metadata), unique-local and IPv4 written as IPv6 are refused', () => {
    for (const ip of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']) expect(addressProblem('hooks.example.com', ip, production)).toBeNull();
    for (const ip of ['10.1.2.3', '172.16.0.1', '192.168.1.1', '127.0.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::a9fe:a9fe', '::169.254.169.254', 'not-an-ip'])
      expect([ip, addressProblem('evil.example.com', ip, production)]).toEqual([ip, WEBHOOK_TEXTS.privateAddress('evil.example.com')]);
    expect(addressProblem('localhost', '127.0.0.1', tests)).toBeNull();
    expect(addressProblem('localhost', '::1', tests)).toBeNull();
    // Loopback allowed is not the private network allowed.
    expect(addressProblem('evil.example.com', '10.1.2.3', tests)).toBe(WEBHOOK_TEXTS.privateAddress('evil.example.com'));
  });

  it('no private IPv4 address passes, however written', () => {
    fc.assert(
      fc.property(fc.constantFrom('10', '127', '192.168', '172.16', '169.254'), fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 }), (prefix, rest) => {
        const parts = prefix.split('.');
        const ip = [...parts, ...rest.slice(parts.length)].join('.');
        return addressProblem('h', ip, production) !== null && addressProblem('h', `::ffff:${ip}`, production) !== null;
      }),
    );
  });
});

describe('what an integrator is sent of an event (ADR 0080)', () => {
  const ana = '3b0c7a52-1f1e-4c55-9d4b-0d8b3e4b8a01';

  it('a punch: its ids, time and facts; never its photo or location', () => {
    const data = { punchId: 'p1', employeeId: ana, day: '2026-12-01', punchTime: '08:01', local: '2026-12-01T08:01', dayType: 'Today', workPlaceId: null, positionId: null, jobId: null, taskId: null, reason: null, entry: 'clock', photo: 'avatars/x.jpg', location: '-36.8,174.7' };
    const hook = webhookEventOf({ type: EventType.PunchRecorded, data });
    if (!hook) throw new Error('a punch recorded is sent');
    expect(hook).toEqual({ type: 'punch.recorded', employeeId: ana, data: { punchId: 'p1', employeeId: ana, day: '2026-12-01', punchTime: '08:01', local: '2026-12-01T08:01', dayType: 'Today', workPlaceId: null, positionId: null, jobId: null, taskId: null, reason: null, entry: 'clock' } });
    expect(JSON.parse(webhookBody(hook, new Date('2026-12-01T08:01:02Z')))).toEqual({ type: 'punch.recorded', timestamp: '2026-12-01T08:01:02.000Z', data: hook.data });
  });

  it('a pay rate changed says that it changed, never what it is; a leave decision says which', () => {
    expect(webhookEventOf({ type: EventType.PayRateChanged, data: { employeeId: ana, rate: 31.5, from: 30 } })).toEqual({ type: 'employee.changed', employeeId: ana, data: { employeeId: ana, changed: ['payRate'] } });
    expect(webhookEventOf({ type: EventType.LeaveDeclined, data: { leaveId: 'l1', employeeId: ana, payTypeId: 't', fromDate: '2026-12-03', toDate: '2026-12-04', hours: 16, reason: 'Stocktake' } })).toMatchObject({
      type: 'leave.decided',
      data: { leaveId: 'l1', decision: 'declined', reason: 'Stocktake' },
    });
    expect(webhookEventOf({ type: EventType.RosterTraded, data: { employeeId: ana, via: 'planner', ref: 'x' } })).toBeNull();
    expect(webhookEventOf({ type: EventType.PasswordChanged, data: { userId: 'u' } })).toBeNull();
  });

  it('no field an event gains reaches the receiver unless it is named: whatever else an event carries stays home', () => {
    const named = new Set(['punchId', 'employeeId', 'day', 'punchTime', 'local', 'dayType', 'workPlaceId', 'positionId', 'jobId', 'taskId', 'reason', 'entry', 'date', 'pairId', 'inPunchId', 'outPunchId', 'payPeriodId', 'payGroupId', 'fromDate', 'toDate', 'draft', 'departmentIds', 'leaveId', 'payTypeId', 'hours', 'decision', 'startDate', 'endDate', 'dates', 'changes', 'tradeId', 'via', 'status', 'firstName', 'middleName', 'lastName', 'payId', 'clockId', 'externalId', 'departmentId', 'paygroupId', 'hireOnDateValue', 'terminateDateValue', 'previousDepartmentId', 'previousPaygroupId', 'changed', 'previousStatus', 'subscriptionId', 'message']);
    const types = Object.values(EventType);
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null))), (type, extra) => {
        const data = { employeeId: ana, via: 'swap', record: { ...extra, firstName: 'Ana' }, ...extra, secret: 'whsec_x', pin: '1234', token: 't', payRate: 31.5 };
        const hook = webhookEventOf({ type, data });
        if (!hook) return true;
        const keys = Object.keys(hook.data);
        return keys.every((k) => named.has(k)) && !JSON.stringify(hook.data).includes('whsec_x') && !('payRate' in hook.data) && !('pin' in hook.data);
      }),
    );
  });
});

describe("a subscription's decisions (ADR 0080)", () => {
  const id = 'sub-1';
  const input: WebhookSubscriptionInput = { url: 'https://hooks.example.com/in', description: '', eventTypes: ['punch.recorded'], departmentIds: [] };
  const facts = { addresses: ['93.184.216.34'], policy: { allowLoopback: false }, departmentIds: new Set(['d1']), subscriptions: 0 };
  const fold = (events: Array<{ type: string; data: unknown }>): WebhookSubscriptionState => events.reduce(webhookSubscriptionFold.evolve, webhookSubscriptionFold.initial);
  const made = fold(decideCreateSubscription(id, input, facts));
  const at = new Date('2026-12-01T00:00:00Z');

  it('refuses an address that resolves privately, a department not the company’s, and the twenty-first', () => {
    expect(() => decideCreateSubscription(id, input, { ...facts, addresses: ['93.184.216.34', '10.0.0.7'] })).toThrow(WEBHOOK_TEXTS.privateAddress('hooks.example.com'));
    expect(() => decideCreateSubscription(id, input, { ...facts, addresses: [] })).toThrow('hooks.example.com has no address: check the URL.');
    expect(() => decideCreateSubscription(id, { ...input, departmentIds: ['d2'] }, facts)).toThrow(WEBHOOK_SUBSCRIPTION_TEXTS.department);
    expect(() => decideCreateSubscription(id, input, { ...facts, subscriptions: 20 })).toThrow(WEBHOOK_SUBSCRIPTION_TEXTS.tooMany);
  });

  it('the same form again, a pause of a paused one, a resume of a sending one: no event', () => {
    expect(decideChangeSubscription(made, id, { ...input, eventTypes: ['punch.recorded'] }, facts)).toEqual([]);
    expect(decideChangeSubscription(made, id, { ...input, description: 'Payroll' }, facts)).toHaveLength(1);
    const paused = fold([...decideCreateSubscription(id, input, facts), ...decidePause(made, id)]);
    expect(decidePause(paused, id)).toEqual([]);
    expect(decideResume(made, id)).toEqual([]);
  });

  it('a test and a replay only for a subscription that sends; a replay since no more than 30 days back, nor ahead', () => {
    const paused = fold([...decideCreateSubscription(id, input, facts), ...decidePause(made, id)]);
    expect(() => decideTest(paused, id)).toThrow(WEBHOOK_SUBSCRIPTION_TEXTS.notSending);
    expect(decideTest(made, id)).toEqual([{ type: EventType.WebhookTestSent, v: 1, data: { subscriptionId: id } }]);
    const earliest = new Date(at.getTime() - 30 * 86_400_000);
    expect(() => decideReplay(made, id, { since: new Date(earliest.getTime() - 1), now: at, earliest, count: 0 })).toThrow(WEBHOOK_SUBSCRIPTION_TEXTS.since);
    expect(() => decideReplay(made, id, { since: new Date(at.getTime() + 1), now: at, earliest, count: 0 })).toThrow(WEBHOOK_SUBSCRIPTION_TEXTS.since);
    expect(() => decideReplay(made, id, { deliveryId: 'd', count: 0 })).toThrow(WEBHOOK_SUBSCRIPTION_TEXTS.deliveryNotFound);
    expect(decideReplay(made, id, { since: earliest, now: at, earliest, count: 3 })[0].data).toMatchObject({ count: 3, since: earliest.toISOString() });
  });

  it('the sender disables only a subscription still sending; a deleted one is not found', () => {
    expect(decideDisable(made, id, 'gone', 'd')).toHaveLength(1);
    const paused = fold([...decideCreateSubscription(id, input, facts), ...decidePause(made, id)]);
    expect(decideDisable(paused, id, 'window', 'd')).toEqual([]);
    const deleted = fold([...decideCreateSubscription(id, input, facts), { type: EventType.WebhookSubscriptionDeleted, data: { subscriptionId: id } }]);
    expect(() => decidePause(deleted, id)).toThrow(WEBHOOK_SUBSCRIPTION_TEXTS.notFound);
    expect(decideDisable(deleted, id, 'gone', 'd')).toEqual([]);
  });
});
