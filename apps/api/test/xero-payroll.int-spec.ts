import { JobRunDto, PayrollTransferDto, Role, XERO_TEXTS, XeroConnectionDto, XeroPayResult, XeroSyncReply } from '@timekeep/contracts';
import { createAccount, eventually, FakeXero, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string }; job?: JobRunDto };
type SendResult = { status: string; message: string; result: XeroPayResult };

const CLIENT = { id: 'timekeep-test-client', secret: 'xero-client-secret-0123456789' };
/** A weekly pay group anchored on Monday 2026-01-05: these weeks are two of its periods. */
const FIRST_WEEK = { from: '2026-11-09', to: '2026-11-15' };
const SECOND_WEEK = { from: '2026-11-16', to: '2026-11-22' };
const THIRD_WEEK = { from: '2026-11-23', to: '2026-11-29' };
const FILTER_DAYS = Math.ceil((Date.now() - Date.parse('2026-11-01')) / 86_400_000) + 7;

describe('Xero Payroll: connecting with OAuth and PKCE, syncing, exporting timesheets', () => {
  let stack: TestStack;
  let xero: FakeXero;
  let admin: string;
  let supervisor: string;
  let companyId: string;
  let otherAdmin: string;
  let aria: string;
  let payGroupId: string;

  const origin = () => new URL(stack.baseUrl).origin;
  const post = (path: string, body: Record<string, unknown> = {}, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const sync = (token = admin) => stack.call<XeroSyncReply>('POST', '/payrolltransfer/syncXeroData', { token });
  const periodOf = async (from: string) => {
    const found = (await get<{ items: PayrollTransferDto[] }>(`/api/payroll-transfers/search?filterDays=${FILTER_DAYS}`)).items.find((p) => p.fromDate === from && p.paygroupId === payGroupId);
    if (!found) throw new Error(`No period from ${from}`);
    return found;
  };
  const syncRows = async (type: string) =>
    (await stack.db.pool.query('SELECT status, message, integration, detail FROM sync_result WHERE company_id = $1 AND type = $2 ORDER BY occurred_at', [companyId, type])).rows as Array<{ status: string; message: string; integration: string; detail: unknown }>;
  const manual = (url: string) => fetch(url, { redirect: 'manual' });

  /** The browser's round trip: our RequestAuthorization, Xero's authorize (the fake approves at once), our callback; answers where it lands. */
  async function connect(token = admin, tamper: (authorize: URL) => void = () => undefined): Promise<URL> {
    const asked = await post('/api/xero/authorization', {}, token);
    expect(asked.status).toBe(200);
    const toXero = await manual(`${origin()}${(asked.body as unknown as { uri: string }).uri}`);
    expect(toXero.status).toBe(302);
    const authorize = new URL(toXero.headers.get('location') as string);
    tamper(authorize);
    const back = new URL((await manual(authorize.toString())).headers.get('location') as string);
    const landed = await manual(`${origin()}${back.pathname}${back.search}`);
    expect(landed.status).toBe(302);
    return new URL(landed.headers.get('location') as string, origin());
  }

  async function pay(ids: string[], departmentIds: string[] = [], token = admin): Promise<SendResult> {
    const started = await post('/payrolltransfer/xeroApiPay', { payrollTransferIds: ids.join(','), departmentIds: departmentIds.join(',') }, token);
    expect([started.status, started.body.message]).toEqual([200, 'success']);
    const run = await eventually(
      () => get<JobRunDto>(`/api/job-runs/${started.body.job?.id}`, token),
      (r) => r.status === 'completed' || r.status === 'failed',
    );
    expect(run.status).toBe('completed');
    return run.result as SendResult;
  }

  beforeAll(async () => {
    xero = await new FakeXero(CLIENT, 'AU').start();
    stack = await startTestStack({
      worker: true,
      env: { XERO_CLIENT_ID: CLIENT.id, XERO_CLIENT_SECRET: CLIENT.secret, XERO_LOGIN_URL: xero.url, XERO_IDENTITY_URL: xero.url, XERO_API_URL: xero.url, INTEGRATION_TIMEOUT_MS: '800' },
    });
    const opened = await openCustomer(stack, { name: 'Kowhai Ltd', code: 'KOWHAI', adminEmail: 'admin@kowhai.example.com', thirdPartyTypeId: '01' });
    admin = opened.admin;
    companyId = opened.companyId;
    otherAdmin = (await openCustomer(stack, { name: 'Rata Ltd', code: 'RATA', adminEmail: 'admin@rata.example.com', thirdPartyTypeId: '01' })).admin;
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor], departmentIds: [north] })).email);
    payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const hire = async (firstName: string, lastName: string, departmentId: string) =>
      (await post('/employee/save-without-photo', { firstName, lastName, departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: `P-${firstName}`, clockId: '' })).body.id as string;
    aria = await hire('Aria', 'Kowhai', north);
    const ben = await hire('Ben', 'Kowhai', north);
    const dan = await hire('Dan', 'Rata', south);
    for (const [employeeId, day, inTime, outTime] of [
      [aria, '2026-11-09', '08:00', '16:00'],
      [aria, '2026-11-10', '09:00', '13:30'],
      [ben, '2026-11-11', '08:00', '12:00'],
      [dan, '2026-11-12', '08:00', '12:00'],
      [aria, '2026-11-17', '08:00', '14:00'],
      [ben, '2026-11-18', '08:00', '10:00'],
      [aria, '2026-11-23', '08:00', '12:00'],
    ]) {
      expect((await post('/timesheet/saveSinglePunch', { employeeId, day, inTime, outTime })).body.message).toBe('success');
    }
    xero.auEmployees = [
      { EmployeeID: 'x-aria', FirstName: 'Aria', LastName: 'Kowhai' },
      { EmployeeID: 'x-ben', FirstName: 'ben', LastName: 'KOWHAI' },
      { EmployeeID: 'x-left', FirstName: 'Left', LastName: 'Long-ago', Status: 'TERMINATED' },
    ];
    xero.earningsRates = [
      { id: 'r-ord', name: 'Ordinary Time' },
      { id: 'r-ot', name: 'Overtime 1.5' },
    ];
  });
  afterAll(async () => {
    await stack.close();
    await xero.stop();
  });

  it('connects through Xero with state and PKCE: the tokens sealed, never in the events; the organisation an event', async () => {
    expect(await get<XeroConnectionDto>('/api/xero/status')).toEqual({ configured: true, connected: false, tenantName: null, region: null, connectedAt: null });
    // Without a connection, a sync says what to do.
    expect((await sync()).body).toMatchObject({ success: false, message: XERO_TEXTS.syncFailed, reason: [XERO_TEXTS.notConnected] });

    // A challenge that is not the one our verifier answers (a code obtained for another request) gets no tokens.
    const forged = await connect(admin, (authorize) => {
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      authorize.searchParams.set('code_challenge', 'A'.repeat(43));
    });
    expect(forged.searchParams.get('xero')).toBe('failed');
    expect(forged.searchParams.get('message')).toBe(`${XERO_TEXTS.connectFailed} Xero refused the authorisation: connect to Xero again.`);
    expect(xero.tokenCalls).toEqual([{ grantType: 'authorization_code', refused: 'invalid_grant' }]);

    const landed = await connect();
    expect(landed.pathname).toBe('/payrolltransfer/list');
    expect(Object.fromEntries(landed.searchParams)).toEqual({ xero: 'connected', message: `${XERO_TEXTS.connected} (Demo Payroll Ltd, Xero Payroll AU)` });
    expect(await get<XeroConnectionDto>('/api/xero/status')).toMatchObject({ configured: true, connected: true, tenantName: 'Demo Payroll Ltd', region: 'AU' });

    const [token] = xero.accessTokens.slice(-1);
    const [refresh] = xero.refreshTokens.slice(-1);
    const events = (await stack.db.pool.query('SELECT type, data::text AS data, metadata FROM events')).rows as Array<{ type: string; data: string; metadata: { actor: { id: string } } }>;
    expect(events.some((e) => e.data.includes(token) || e.data.includes(refresh))).toBe(false);
    const connected = events.filter((e) => e.type === 'organisation.xero-connected');
    expect(connected.map((e) => JSON.parse(e.data))).toEqual([{ tenantId: xero.tenantId, tenantName: 'Demo Payroll Ltd', region: 'AU' }]);
    const sealed = (await stack.db.pool.query("SELECT cipher FROM integration_secret WHERE company_id = $1 AND kind = 'xero'", [companyId])).rows[0].cipher as string;
    expect(sealed).not.toContain(token);
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain(token);
  });

  it('checks the state: an unknown one, or one already used, connects nothing', async () => {
    const unknown = new URL((await manual(`${stack.baseUrl}/payrolltransfer/xero-callback?state=not-ours&code=whatever`)).headers.get('location') as string, origin());
    expect(unknown.searchParams.get('xero')).toBe('failed');
    expect(unknown.searchParams.get('message')).toContain(XERO_TEXTS.connectFailed);

    // A callback replayed (its code and state seen in a log, say) finds its state spent.
    const asked = await post('/api/xero/authorization');
    const authorize = (await manual(`${origin()}${(asked.body as unknown as { uri: string }).uri}`)).headers.get('location') as string;
    const back = new URL((await manual(authorize)).headers.get('location') as string);
    const calls = xero.tokenCalls.length;
    expect(new URL((await manual(`${origin()}${back.pathname}${back.search}`)).headers.get('location') as string, origin()).searchParams.get('xero')).toBe('connected');
    const replay = new URL((await manual(`${origin()}${back.pathname}${back.search}`)).headers.get('location') as string, origin());
    expect(replay.searchParams.get('xero')).toBe('failed');
    expect(xero.tokenCalls.length).toBe(calls + 1);
    // RequestAuthorization itself only knows states we handed out.
    expect(new URL((await manual(`${stack.baseUrl}/payrolltransfer/RequestAuthorization?state=forged`)).headers.get('location') as string, origin()).searchParams.get('xero')).toBe('failed');
  });

  it('keeps Xero to the people who run payroll, and each company to its own connection and periods', async () => {
    expect((await sync(supervisor)).status).toBe(403);
    expect((await post('/api/xero/authorization', {}, supervisor)).status).toBe(403);
    const period = await periodOf(FIRST_WEEK.from);
    expect((await post('/payrolltransfer/xeroApiPay', { payrollTransferIds: period.id }, supervisor)).status).toBe(403);
    expect(await get<XeroConnectionDto>('/api/xero/status', otherAdmin)).toMatchObject({ connected: false, tenantName: null });
    expect((await sync(otherAdmin)).body.reason).toEqual([XERO_TEXTS.notConnected]);
    expect((await post('/payrolltransfer/close', { ids: [period.id] }, otherAdmin)).status).toBe(404);
    expect((await post('/payrolltransfer/xeroApiPay', { payrollTransferIds: period.id }, otherAdmin)).status).toBe(404);

    // A company on another integration has no Xero actions.
    const myob = await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTARA', adminEmail: 'admin@totara.example.com', thirdPartyTypeId: '05' });
    expect((await stack.call<Reply>('POST', '/payrolltransfer/syncXeroData', { token: myob.admin })).body.message).toBe(XERO_TEXTS.notXeroCompany);
  });

  it('links employees and pay types to Xero, recording what it could not link', async () => {
    const reply = await sync();
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: 'success', success: true, employeesLinked: 2, payTypesLinked: 2 });
    expect(reply.body.reason[0]).toBe('Employees not in Xero: Dan Rata');
    expect(reply.body.reason[1]).toMatch(/^Pay types with no Xero earnings rate of their name or export code: .*Annual Leave/);
    expect(reply.body.reason[1]).not.toContain('Ordinary Time');
    const employees = (await stack.db.pool.query("SELECT first_name, record->>'xeroGuid' AS guid FROM employee WHERE company_id = $1 ORDER BY first_name", [companyId])).rows;
    expect(employees).toEqual([{ first_name: 'Aria', guid: 'x-aria' }, { first_name: 'Ben', guid: 'x-ben' }, { first_name: 'Dan', guid: null }]);
    const payTypes = (await stack.db.pool.query("SELECT name, fields->>'xeroGuid' AS guid FROM pay_rule WHERE company_id = $1 AND kind = 'payType' AND fields->>'xeroGuid' IS NOT NULL ORDER BY name", [companyId])).rows;
    expect(payTypes).toEqual([{ name: 'Ordinary Time', guid: 'r-ord' }, { name: 'Overtime 1.5', guid: 'r-ot' }]);
    expect((await syncRows('Employees Sync')).at(-1)).toMatchObject({ status: 'Warning', integration: 'Xero', message: '2 of 3 employees linked to Xero Payroll; Employees not in Xero: Dan Rata' });
    expect((await syncRows('Pay Items Sync')).at(-1)).toMatchObject({ status: 'Warning', message: expect.stringMatching(/^2 of \d+ exported pay types linked to Xero earnings rates; Pay types with no Xero/) });

    // A second sync with nothing changed writes no event.
    const before = (await stack.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n;
    expect((await sync()).body.employeesLinked).toBe(2);
    expect((await stack.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(before);
  });

  it('exports a closed period as draft timesheets per earnings rate and day, naming who could not be sent; a second export sends nothing twice', async () => {
    const period = await periodOf(FIRST_WEEK.from);
    const refused = await post('/payrolltransfer/xeroApiPay', { payrollTransferIds: period.id });
    expect([refused.status, refused.body.message]).toEqual([400, XERO_TEXTS.selectClosed]);
    expect((await post('/payrolltransfer/close', { ids: [period.id] })).body.message).toBe('success');
    const elsewhere = (await post('/department/save', { departmentName: 'Elsewhere' }, otherAdmin)).body.departmentVo?.id as string;
    expect((await post('/payrolltransfer/xeroApiPay', { payrollTransferIds: period.id, departmentIds: elsewhere })).status).toBe(404);

    const first = await pay([period.id]);
    expect(first.status).toBe('Warning');
    expect(first.message).toBe(`${XERO_TEXTS.exportIssues}Employees not in Xero (run Sync to link them): Dan Rata. Sent: Aria Kowhai, Ben Kowhai.`);
    expect(first.result.sent.map((s) => s.employeeName)).toEqual(['Aria Kowhai', 'Ben Kowhai']);
    expect(first.result.reason).toEqual(['Employees not in Xero (run Sync to link them): Dan Rata']);
    const sheets = xero.timesheets.map((t) => ({ employee: t.employeeId, start: t.startDate, end: t.endDate, units: t.lines.filter((l) => l.units).map((l) => [l.earningsRateId, l.date, l.units]) }));
    expect(sheets).toEqual([
      { employee: 'x-aria', start: FIRST_WEEK.from, end: FIRST_WEEK.to, units: [['r-ord', '2026-11-09', 8], ['r-ord', '2026-11-10', 4.5]] },
      { employee: 'x-ben', start: FIRST_WEEK.from, end: FIRST_WEEK.to, units: [['r-ord', '2026-11-11', 4]] },
    ]);
    expect(xero.timesheets.every((t) => t.lines.length === 7)).toBe(true);
    expect((await periodOf(FIRST_WEEK.from)).isExported).toBe(true);
    expect((await syncRows('Payroll Transfer')).at(-1)).toMatchObject({ status: 'Warning', integration: 'Xero', message: first.message });

    const again = await pay([period.id]);
    expect(xero.timesheets).toHaveLength(2);
    expect(again.result.sent).toEqual([]);
    expect(again.message).toContain('Already in Xero from an earlier export: Aria Kowhai, Ben Kowhai.');
  });

  it('refreshes an expired token and carries on; a refused refresh asks to connect again', async () => {
    xero.expireTokens();
    const refreshes = xero.tokenCalls.filter((c) => c.grantType === 'refresh_token').length;
    expect((await sync()).body.success).toBe(true);
    expect(xero.tokenCalls.filter((c) => c.grantType === 'refresh_token' && !c.refused)).toHaveLength(refreshes + 1);

    xero.fault = { kind: 'unauthorized', times: 1 };
    expect((await sync()).body.success).toBe(true);

    xero.refuseRefresh = true;
    xero.expireTokens();
    const reply = await sync();
    expect(reply.body).toMatchObject({ success: false, message: XERO_TEXTS.syncFailed, reason: [XERO_TEXTS.reconnect] });
    expect((await get<XeroConnectionDto>('/api/xero/status')).connected).toBe(false);
    expect((await syncRows('Employees Sync')).at(-1)).toMatchObject({ status: 'Error', message: `${XERO_TEXTS.syncFailed}: ${XERO_TEXTS.reconnect}` });
    xero.refuseRefresh = false;
    expect((await connect()).searchParams.get('xero')).toBe('connected');
  });

  it.each([
    ['timeout', { kind: 'timeout' as const }, 'Xero did not answer within 1 second.'],
    ['429', { kind: 'rateLimit' as const, retryAfter: 1 }, 'Xero asked us to slow down (too many requests in a minute window); try again in 1 second.'],
    ['500', { kind: 'serverError' as const }, 'Xero answered with an error of its own (500); try again later.'],
    ['malformed JSON', { kind: 'malformed' as const }, 'Xero answered 200 in a form we do not know (not JSON).'],
  ])('a sync that meets a %s says so in a sentence, and a Sync Results row says it too', async (_name, fault, sentence) => {
    xero.fault = fault;
    try {
      const reply = await sync();
      expect(reply.body).toMatchObject({ success: false, message: XERO_TEXTS.syncFailed, reason: [sentence] });
      expect((await syncRows('Employees Sync')).at(-1)).toMatchObject({ status: 'Error', message: `${XERO_TEXTS.syncFailed}: ${sentence}` });
    } finally {
      xero.fault = null;
    }
  });

  it('an export that meets Xero failing sends nothing and says why; a retry after a lost answer sends each timesheet once', async () => {
    const period = await periodOf(SECOND_WEEK.from);
    expect((await post('/payrolltransfer/close', { ids: [period.id] })).body.message).toBe('success');

    xero.fault = { kind: 'serverError', path: /Timesheets/ };
    const failed = await pay([period.id]);
    xero.fault = null;
    expect(failed.status).toBe('Error');
    expect(failed.message).toBe(`${XERO_TEXTS.exportFailed}: Xero answered with an error of its own (500); try again later. Nothing was sent.`);
    expect(xero.timesheets).toHaveLength(2);
    expect((await syncRows('Payroll Transfer')).at(-1)).toMatchObject({ status: 'Error', message: failed.message });
    expect((await periodOf(SECOND_WEEK.from)).isExported).toBe(false);

    // Xero makes Aria's timesheet but its answer is lost: the call is made again under the same key and Xero answers what it made.
    xero.fault = { kind: 'lostReply', times: 1, path: /Timesheets/ };
    const sent = await pay([period.id]);
    expect(sent.status).toBe('Success');
    expect(sent.result.sent.map((s) => s.employeeName)).toEqual(['Aria Kowhai', 'Ben Kowhai']);
    const second = xero.timesheets.filter((t) => t.startDate === SECOND_WEEK.from);
    expect(second.map((t) => t.employeeId)).toEqual(['x-aria', 'x-ben']);
    expect(new Set(second.map((t) => t.idempotencyKey)).size).toBe(2);
    expect((await pay([period.id])).result.sent).toEqual([]);
    expect(xero.timesheets.filter((t) => t.startDate === SECOND_WEEK.from)).toHaveLength(2);
  });

  it.each([
    ['a timeout', { kind: 'timeout' as const }, 'Xero did not answer within 1 second.'],
    ['a 429', { kind: 'rateLimit' as const, retryAfter: 1 }, 'Xero asked us to slow down (too many requests in a minute window); try again in 1 second.'],
    ['malformed JSON', { kind: 'malformed' as const }, 'Xero answered 200 in a form we do not know (not JSON).'],
  ])('an export that meets %s on its timesheets sends nothing and names the cause in its result and Sync Results row', async (_name, fault, sentence) => {
    const period = await periodOf(THIRD_WEEK.from);
    if (!period.isClosed) expect((await post('/payrolltransfer/close', { ids: [period.id] })).body.message).toBe('success');
    xero.fault = { ...fault, path: /Timesheets/ };
    try {
      const outcome = await pay([period.id]);
      expect(outcome.status).toBe('Error');
      expect(outcome.message).toBe(`${XERO_TEXTS.exportFailed}: ${sentence} Nothing was sent.`);
      expect(outcome.result.reason).toEqual([sentence]);
      expect((await syncRows('Payroll Transfer')).at(-1)).toMatchObject({ status: 'Error', message: outcome.message });
      expect(xero.timesheets.filter((t) => t.startDate === THIRD_WEEK.from)).toEqual([]);
    } finally {
      xero.fault = null;
    }
  });
});

describe('Xero Payroll NZ: the organisation\'s country chooses the payroll API', () => {
  let stack: TestStack;
  let xero: FakeXero;
  let admin: string;

  const post = (path: string, body: Record<string, unknown> = {}) => stack.call<Reply>('POST', path, { token: admin, body });
  const manual = (url: string) => fetch(url, { redirect: 'manual' });

  beforeAll(async () => {
    xero = await new FakeXero(CLIENT, 'NZ').start();
    stack = await startTestStack({
      worker: true,
      env: { XERO_CLIENT_ID: CLIENT.id, XERO_CLIENT_SECRET: CLIENT.secret, XERO_LOGIN_URL: xero.url, XERO_IDENTITY_URL: xero.url, XERO_API_URL: xero.url },
    });
    admin = (await openCustomer(stack, { name: 'Pohutukawa Ltd', code: 'POHU', adminEmail: 'admin@pohu.example.com', thirdPartyTypeId: '01' })).admin;
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const mere = (await post('/employee/save-without-photo', { firstName: 'Mere', lastName: 'Tui', departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: 'P-1', clockId: '' })).body.id as string;
    for (const [day, inTime, outTime] of [['2026-11-09', '08:00', '16:00'], ['2026-11-11', '08:00', '10:30']]) {
      expect((await post('/timesheet/saveSinglePunch', { employeeId: mere, day, inTime, outTime })).body.message).toBe('success');
    }
    xero.nzEmployees = [{ employeeID: 'nz-mere', firstName: 'Mere', lastName: 'Tui', payrollCalendarID: 'cal-weekly' }];
    xero.earningsRates = [{ id: 'nz-ord', name: 'Ordinary Time' }];
  });
  afterAll(async () => {
    await stack.close();
    await xero.stop();
  });

  it('connects to Payroll NZ, links by name, and sends dated lines on the employee\'s pay calendar', async () => {
    const asked = await post('/api/xero/authorization');
    const origin = new URL(stack.baseUrl).origin;
    const authorize = (await manual(`${origin}${(asked.body as unknown as { uri: string }).uri}`)).headers.get('location') as string;
    const back = new URL((await manual(authorize)).headers.get('location') as string);
    const landed = new URL((await manual(`${origin}${back.pathname}${back.search}`)).headers.get('location') as string, origin);
    expect(landed.searchParams.get('message')).toBe(`${XERO_TEXTS.connected} (Demo Payroll Ltd, Xero Payroll NZ)`);

    expect((await stack.call<XeroSyncReply>('POST', '/payrolltransfer/syncXeroData', { token: admin })).body).toMatchObject({ success: true, employeesLinked: 1, payTypesLinked: 1 });
    const period = (await stack.call<{ items: PayrollTransferDto[] }>('GET', `/api/payroll-transfers/search?filterDays=${FILTER_DAYS}`, { token: admin })).body.items.find((p) => p.fromDate === FIRST_WEEK.from) as PayrollTransferDto;
    expect((await post('/payrolltransfer/close', { ids: [period.id] })).body.message).toBe('success');
    const started = await post('/payrolltransfer/xeroApiPay', { payrollTransferIds: period.id });
    const run = await eventually(
      async () => (await stack.call<JobRunDto>('GET', `/api/job-runs/${started.body.job?.id}`, { token: admin })).body,
      (r) => r.status === 'completed',
    );
    expect((run.result as SendResult).result).toMatchObject({ status: 'Success', sent: [{ employeeName: 'Mere Tui' }], reason: [] });
    expect(xero.timesheets).toEqual([
      expect.objectContaining({ employeeId: 'nz-mere', startDate: FIRST_WEEK.from, endDate: FIRST_WEEK.to, lines: [{ earningsRateId: 'nz-ord', date: '2026-11-09', units: 8 }, { earningsRateId: 'nz-ord', date: '2026-11-11', units: 2.5 }] }),
    ]);
  });
});
