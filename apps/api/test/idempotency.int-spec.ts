import { IDEMPOTENCY_TEXTS } from '@timekeep/contracts';
import { clientToken, openCustomer, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message?: string; id?: string; status?: number; departmentVo?: { id: string } };

/**
 * Issue 34 §2, ADR 0081: `Idempotency-Key` on the POSTs an integrator may retry: the same key and
 * body answer the first reply and write nothing again; the same key with another body is refused.
 */
describe('Idempotency-Key', () => {
  let stack: TestStack;
  let admin: string;
  let otherAdmin: string;
  let client: string;
  let employeeId: string;
  let department: string;
  let payGroup: string;
  let annual: string;

  /** A POST as an integrator's HTTP client sends it, with or without a key. */
  async function send(path: string, body: unknown, token: string, key?: string) {
    const response = await fetch(`${stack.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(key === undefined ? {} : { 'idempotency-key': key }) },
      body: JSON.stringify(body),
    });
    return { status: response.status, replayed: response.headers.get('idempotent-replayed'), body: (await response.json()) as Reply };
  }
  const count = async (sql: string, params: unknown[]) => (await stack.db.pool.query(sql, params)).rows[0].n as number;
  const punches = () => count(`SELECT count(*)::int AS n FROM events WHERE type = 'timekeeping.punch-recorded' AND data->>'employeeId' = $1`, [employeeId]);
  const employeesNamed = (lastName: string) => count(`SELECT count(*)::int AS n FROM employee WHERE last_name = $1`, [lastName]);
  const leaveEvents = () => count(`SELECT count(*)::int AS n FROM events WHERE type = 'leave.requested' AND data->>'employeeId' = $1`, [employeeId]);
  const hire = (lastName: string, payId: string) => ({ firstName: 'Aroha', lastName, departmentId: department, paygroupId: payGroup, hireOnDateValue: '2026-01-05', payId, clockId: '' });

  beforeAll(async () => {
    stack = await startTestStack();
    ({ admin } = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com' }));
    otherAdmin = (await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTARA', adminEmail: 'admin@totara.example.com' })).admin;
    department = (await send('/department/save', { departmentName: 'North' }, admin)).body.departmentVo?.id as string;
    payGroup = (await send('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }, admin)).body.id as string;
    employeeId = (await send('/employee/save-without-photo', hire('Walker', 'P-1'), admin)).body.id as string;
    annual = (await send('/paytype/save', { ctDay: 8, code: 'ANL', name: 'Annual Holidays', leaveStatus: true, paidLeave: true, allowNegativeLeave: true }, admin)).body.id as string;
    const saved = await send('/oauth/save', { clientId: 'kauri-clock', clientSecret: 'Clock-secret-00001', confirmSecret: 'Clock-secret-00001', scopes: 'punches:write' }, admin);
    expect(saved.body.status).toBe(1);
    client = (await clientToken(stack.baseUrl, 'kauri-clock', 'Clock-secret-00001')).token;
  }, 60_000);
  afterAll(() => stack?.close());

  it('a clock’s punch sent twice with one key is recorded once, and the second answer is the first', async () => {
    const punch = { employeeId, day: '2026-11-23', punchTime: '07:45' };
    const first = await send('/api/punches/save', punch, client, 'clock-7-read-1');
    expect(first).toMatchObject({ status: 200, replayed: null, body: { message: 'success' } });
    const again = await send('/api/punches/save', punch, client, 'clock-7-read-1');
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await punches()).toBe(1);
    // The same key with another punch: refused, nothing written.
    expect(await send('/api/punches/save', { ...punch, punchTime: '16:30' }, client, 'clock-7-read-1')).toMatchObject({ status: 422, body: { message: IDEMPOTENCY_TEXTS.otherRequest } });
    expect(await punches()).toBe(1);
    // Without a key a POST runs as always; a new key is a new request.
    expect((await send('/api/punches/save', { ...punch, punchTime: '12:00' }, client)).body.message).toBe('success');
    expect((await send('/api/punches/save', { ...punch, punchTime: '16:30' }, client, 'clock-7-read-2')).body.message).toBe('success');
    expect(await punches()).toBe(3);
  });

  it('the same key sent at once many times writes once: the others answer the first reply or that it is still running', async () => {
    const punch = { employeeId, day: '2026-11-24', punchTime: '07:50' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => send('/api/punches/save', punch, client, 'clock-7-burst')));
    expect(answers.filter((a) => a.status === 200 && a.replayed === null)).toHaveLength(1);
    for (const a of answers) expect([200, 409]).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toBe(IDEMPOTENCY_TEXTS.inFlight);
    expect(await count(`SELECT count(*)::int AS n FROM events WHERE type = 'timekeeping.punch-recorded' AND data->>'employeeId' = $1 AND data->>'day' = '2026-11-24'`, [employeeId])).toBe(1);
  });

  it('an employee hired twice with one key is one employee; a refused request keeps no key', async () => {
    const first = await send('/employee/save-without-photo', hire('Rata', 'P-2'), admin, 'hire-rata');
    expect(first.body.message).toBe('success');
    expect(await send('/employee/save-without-photo', hire('Rata', 'P-2'), admin, 'hire-rata')).toEqual({ ...first, replayed: 'true' });
    expect(await employeesNamed('Rata')).toBe(1);
    // Refused (no pay group): nothing written and the key let go, so the corrected request runs under it.
    const refused = await send('/employee/save-without-photo', { ...hire('Tui', 'P-3'), paygroupId: undefined }, admin, 'hire-tui');
    expect(refused.status).toBe(400);
    const corrected = await send('/employee/save-without-photo', hire('Tui', 'P-3'), admin, 'hire-tui');
    expect(corrected).toMatchObject({ status: 200, replayed: null, body: { message: 'success' } });
    expect(await employeesNamed('Tui')).toBe(1);
  });

  it('a leave request sent twice with one key is requested once', async () => {
    const request = { employeeId, typeId: annual, fromDate: '2026-12-07', toDate: '2026-12-08', scheduledDuration: false, duration: 8, byWorkHours: false, skip: false, skipUnscheduled: false };
    const first = await send('/leave/save', request, admin, 'leave-dec');
    expect(first.body.message).toBe('success');
    expect(await send('/leave/save', request, admin, 'leave-dec')).toEqual({ ...first, replayed: 'true' });
    expect(await leaveEvents()).toBe(1);
  });

  it('keys are each caller’s own: another caller’s same key is a request of its own', async () => {
    const other = await send('/department/save', { departmentName: 'South' }, otherAdmin, 'hire-rata');
    expect(other).toMatchObject({ status: 200, replayed: null });
    expect((await send('/department/save', { departmentName: 'East' }, admin, 'dept-east')).replayed).toBeNull();
  });

  it('refuses a key on a call that answers a secret (never kept in the clear), and on a file upload', async () => {
    const created = await send('/api/webhooks/subscriptions', { url: 'https://hooks.example.com/in', eventTypes: ['punch.recorded'] }, admin, 'hook-1');
    expect(created).toMatchObject({ status: 400, body: { message: IDEMPOTENCY_TEXTS.secretReply } });
    expect(await count(`SELECT count(*)::int AS n FROM idempotency_key WHERE key = 'hook-1'`, [])).toBe(0);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('not really a png')], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${stack.baseUrl}/api/avatars`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'avatar-1' }, body: form });
    expect([upload.status, ((await upload.json()) as Reply).message]).toEqual([400, IDEMPOTENCY_TEXTS.jsonOnly]);
  });

  it('the query is part of the request: the same key and body to another target is refused', async () => {
    const first = await send('/api/punches/save?x=1', { employeeId, day: '2026-11-26', punchTime: '08:00' }, client, 'clock-7-query');
    expect(first.status).not.toBe(422);
    expect((await send('/api/punches/save?x=2', { employeeId, day: '2026-11-26', punchTime: '08:00' }, client, 'clock-7-query')).status).toBe(422);
  });

  it('refuses a key that is empty, too long or not visible text', async () => {
    for (const key of ['', 'x'.repeat(256), 'two words', 'tab\there']) {
      const answer = await send('/api/punches/save', { employeeId, day: '2026-11-25', punchTime: '08:00' }, client, key);
      expect([JSON.stringify(key), answer.status, answer.body.message]).toEqual([JSON.stringify(key), 400, IDEMPOTENCY_TEXTS.malformed]);
    }
    expect(await count(`SELECT count(*)::int AS n FROM events WHERE type = 'timekeeping.punch-recorded' AND data->>'day' = '2026-11-25'`, [])).toBe(0);
  });
});
