import { randomUUID } from 'node:crypto';
import { EmployeeRow, HistoryEntry, INTEGRATOR_PUNCH_TEXTS, OAUTH_SCOPES, OAuthClientReply, OAuthClientsReply, OAuthToken, Page, Role, TimesheetChange, TimesheetDto } from '@timekeep/contracts';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { CLIENT_SCOPE, PrincipalTokens } from '@timekeep/server-platform';
import { createAccount, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';
import { spawnSync } from 'node:child_process';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };
type TokenAnswer = { status: number; headers: Headers; body: OAuthToken & { error?: string; error_description?: string } };

const PER_CLIENT = 15;
const PER_ADDRESS = 80;
const CALLS_PER_CLIENT = 30;

describe('OAuth clients: the console calls, the token endpoint and what a client may do', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let employeeId: string;
  let otherAdmin: string;
  let otherEmployeeId: string;

  const post = <T = Reply>(path: string, body: Record<string, unknown>, token = admin) => stack.call<T>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

  /** POST /oauth/token as an integrator's HTTP client sends it. */
  async function token(form: Record<string, string>, headers: Record<string, string> = {}): Promise<TokenAnswer> {
    const response = await fetch(`${stack.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as TokenAnswer['body'] };
  }
  const tokenFor = async (id: string, secret: string, scope?: string) => {
    const answer = await token({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }, { authorization: basic(id, secret) });
    expect(answer.status).toBe(200);
    return answer.body.access_token;
  };
  const saveClient = (body: Record<string, unknown>, token = admin) => post<OAuthClientReply>('/oauth/save', body, token);

  beforeAll(async () => {
    stack = await startTestStack({
      env: { OAUTH_TOKEN_REQUESTS_PER_CLIENT_PER_MINUTE: String(PER_CLIENT), OAUTH_TOKEN_REQUESTS_PER_IP_PER_MINUTE: String(PER_ADDRESS), OAUTH_CLIENT_CALLS_PER_MINUTE: String(CALLS_PER_CLIENT) },
    });
    const hire = async (token: string, firstName: string) => {
      const department = (await post('/department/save', { departmentName: 'North' }, token)).body.departmentVo?.id as string;
      const payGroup = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }, token)).body.id as string;
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Walker', departmentId: department, paygroupId: payGroup, hireOnDateValue: '2026-01-05', payId: `P-${firstName}`, clockId: '' }, token);
      expect(hired.body.message).toBe('success');
      return hired.body.id as string;
    };
    const opened = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'admin@kauri.example.com', isTimeApprovalEnabled: true });
    admin = opened.admin;
    companyId = opened.companyId;
    employeeId = await hire(admin, 'Mere');
    otherAdmin = (await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTARA', adminEmail: 'admin@totara.example.com' })).admin;
    otherEmployeeId = await hire(otherAdmin, 'Hemi');
  });
  afterAll(() => stack.close());

  it('creates, lists, gets and updates clients with status 1; the secret is kept only as an argon2id hash and never in an event', async () => {
    const created = await saveClient({ clientId: 'kauri-payroll', clientSecret: 'Payroll-secret-0001', confirmSecret: 'Payroll-secret-0001', scopes: 'punches:write timesheets:read' });
    expect(created.body).toMatchObject({ status: 1, data: { clientId: 'kauri-payroll', scopes: 'punches:write timesheets:read', secretVersion: 1, version: 1 } });
    const id = created.body.data?.id as string;
    expect(JSON.stringify(created.body)).not.toContain('Payroll-secret-0001');

    const list = await get<OAuthClientsReply>('/oauth/get-clients');
    expect(list.status).toBe(1);
    expect(list.data.map((c) => [c.clientId, c.scopes])).toEqual([['kauri-payroll', 'punches:write timesheets:read']]);
    expect((await get<OAuthClientReply>(`/oauth/get?id=${id}`)).data).toMatchObject({ id, clientId: 'kauri-payroll' });

    const updated = await post<OAuthClientReply>('/oauth/update', { id, scopes: ['punches:write', 'timesheets:read', 'employees:read'], version: 1 });
    expect(updated.body).toMatchObject({ status: 1, data: { scopes: 'punches:write timesheets:read employees:read', secretVersion: 1, version: 2 } });

    const stored = await stack.db.pool.query('SELECT hash FROM oauth_client_secret WHERE client_pk = $1', [id]);
    expect(stored.rows[0].hash).toMatch(/^\$argon2id\$/);
    const events = await stack.db.pool.query("SELECT data::text AS data FROM events WHERE type LIKE 'identity.oauth-client-%'");
    expect(events.rows).toHaveLength(2);
    expect(events.rows.some((r) => r.data.includes('Payroll-secret-0001') || r.data.includes('argon2'))).toBe(false);
    // Its history: who created it and changed its scopes; the secret only as a version.
    const history = await get<HistoryEntry[]>(`/api/history/oauthClient/${id}`);
    expect(history.map((h) => [h.actor, h.event, h.changes.map((c) => c.field)])).toEqual([
      ['Ana Admin', 'oauth-client-changed', ['scopes']],
      ['Ana Admin', 'oauth-client-registered', ['clientId', 'scopes', 'secretVersion']],
    ]);
    expect((await stack.call('GET', `/api/history/oauthClient/${id}`, { token: otherAdmin })).status).toBe(404);
  });

  it('refuses mismatched secrets, a changed Client ID, a taken Client ID and missing fields, writing nothing', async () => {
    const before = (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'identity.oauth-client-%'")).rows[0].n;
    expect((await saveClient({ clientId: 'kauri-roster', clientSecret: 'Roster-secret-00001', confirmSecret: 'Roster-secret-00002', scopes: 'employees:read' })).body).toEqual({
      status: 0,
      message: 'The two secrets that you entered do not match!',
    });
    expect((await saveClient({ clientSecret: 'Roster-secret-00001', scopes: 'employees:read' })).body).toEqual({ status: 0, message: 'Please enter the Client ID.' });
    expect((await saveClient({ clientId: 'kauri-roster', clientSecret: 'short', scopes: 'employees:read' })).body.message).toBe('A secret has 16 to 128 characters.');
    expect((await saveClient({ clientId: 'kauri-roster', clientSecret: 'Roster-secret-00001', scopes: 'payroll:everything' })).body.message).toBe('Choose scopes from the list.');
    // Client IDs are one namespace: the token endpoint knows a client by it alone.
    expect((await saveClient({ clientId: 'kauri-payroll', clientSecret: 'Roster-secret-00001', scopes: 'employees:read' }, otherAdmin)).body).toEqual({ status: 0, message: 'This Client ID is taken. Please choose another.' });

    const [client] = (await get<OAuthClientsReply>('/oauth/get-clients')).data;
    expect((await post('/oauth/update', { id: client.id, clientId: 'renamed', scopes: client.scopes })).body).toEqual({ status: 0, message: 'The Client ID cannot be changed once the client is created.' });
    expect((await post('/oauth/update', { id: client.id, clientSecret: 'Another-secret-0001', confirmSecret: 'Another-secret-0002', scopes: client.scopes })).body.message).toBe(
      'The two secrets that you entered do not match!',
    );
    expect((await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'identity.oauth-client-%'")).rows[0].n).toBe(before);

    // Another company's client is not there; an Employee may not manage clients.
    expect((await stack.call('GET', `/oauth/get?id=${client.id}`, { token: otherAdmin })).status).toBe(404);
    expect((await post('/oauth/update', { id: client.id, scopes: 'employees:read' }, otherAdmin)).status).toBe(404);
    expect((await get<OAuthClientsReply>('/oauth/get-clients', otherAdmin)).data).toEqual([]);
    const employee = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Emp', roles: [Role.Employee] })).email);
    expect((await stack.call('GET', '/oauth/get-clients', { token: employee })).status).toBe(403);
    expect((await saveClient({ clientId: 'sneaky', clientSecret: 'Sneaky-secret-00001', scopes: 'employees:read' }, employee)).status).toBe(403);
  });

  it('issues a short-lived token for HTTP Basic or body credentials, never cached, and answers RFC 6749 errors', async () => {
    const viaBasic = await token({ grant_type: 'client_credentials' }, { authorization: basic('kauri-payroll', 'Payroll-secret-0001') });
    expect(viaBasic.status).toBe(200);
    expect(viaBasic.body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'punches:write timesheets:read employees:read' });
    expect(viaBasic.headers.get('cache-control')).toBe('no-store');
    const claims = JSON.parse(Buffer.from(viaBasic.body.access_token.split('.')[1], 'base64url').toString()) as { exp: number; iat: number; kind: string; cid: string };
    expect([claims.exp - claims.iat, claims.kind, claims.cid]).toEqual([900, 'client', companyId]);

    const viaBody = await token({ grant_type: 'client_credentials', client_id: 'kauri-payroll', client_secret: 'Payroll-secret-0001', scope: 'timesheets:read' });
    expect([viaBody.status, viaBody.body.scope]).toEqual([200, 'timesheets:read']);

    const wrong = await token({ grant_type: 'client_credentials' }, { authorization: basic('kauri-payroll', 'Not-the-secret-0001') });
    expect([wrong.status, wrong.body.error]).toEqual([401, 'invalid_client']);
    expect(wrong.headers.get('www-authenticate')).toContain('Basic');
    expect((await token({ grant_type: 'client_credentials', client_id: 'nobody', client_secret: 'Payroll-secret-0001' })).body.error).toBe('invalid_client');
    expect((await token({ grant_type: 'client_credentials' })).status).toBe(401);
    expect((await token({ grant_type: 'password', client_id: 'kauri-payroll', client_secret: 'Payroll-secret-0001' })).body).toMatchObject({ error: 'unsupported_grant_type' });
    const beyond = await token({ grant_type: 'client_credentials', client_id: 'kauri-payroll', client_secret: 'Payroll-secret-0001', scope: 'timesheets:read payroll:everything' });
    expect([beyond.status, beyond.body.error]).toEqual([400, 'invalid_scope']);
    const both = await token({ grant_type: 'client_credentials', client_id: 'kauri-payroll', client_secret: 'Payroll-secret-0001' }, { authorization: basic('kauri-payroll', 'Payroll-secret-0001') });
    expect([both.status, both.body.error]).toEqual([400, 'invalid_request']);
  });

  it("posts a punch as the client, which the timesheet's history names; reads only its company and within its scopes", async () => {
    const access = await tokenFor('kauri-payroll', 'Payroll-secret-0001');
    // Sent as the console would mark it: a client's event is from the api all the same.
    const punched = await fetch(`${stack.baseUrl}/api/punches/save`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json', 'x-timekeep-client': 'console' },
      body: JSON.stringify({ employeeId, day: '2026-11-23', punchTime: '08:00' }),
    });
    expect(((await punched.json()) as { message: string }).message).toBe('success');
    const history = await get<{ items: TimesheetChange[] }>(`/api/timesheet/history?employeeId=${employeeId}&fromT=2026-11-23&endT=2026-11-29`);
    expect(history.items.map((i) => [i.actor, i.source, i.subject])).toEqual([['OAuth client kauri-payroll', 'api', 'Punch 08:00 on 2026-11-23']]);
    const events = await stack.db.pool.query("SELECT metadata->'actor' AS actor FROM events WHERE type = 'timekeeping.punch-recorded'");
    expect(events.rows.map((r) => r.actor.kind)).toEqual(['client']);

    const sheet = await get<TimesheetDto>(`/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=2026-11-23&endT=2026-11-29`, access);
    expect(sheet.timeSheets.find((d) => d.day === '2026-11-23')?.punches.map((p) => p.punchTime)).toEqual(['08:00']);
    expect((await get<Page<EmployeeRow>>('/api/employees', access)).items.map((e) => e.firstName)).toEqual(['Mere']);

    // Another company's employee is absent, to read and to punch: the very answer of an id that exists nowhere, so ids cannot be probed (ADR 0041).
    const theirs = await stack.call('GET', `/api/timesheet/getPunchRecords?employeeId=${otherEmployeeId}`, { token: access });
    const nobody = await stack.call('GET', `/api/timesheet/getPunchRecords?employeeId=${randomUUID()}`, { token: access });
    expect([theirs.status, theirs.body]).toEqual([404, nobody.body]);
    expect((await post('/api/punches/save', { employeeId: otherEmployeeId, day: '2026-11-23', punchTime: '08:00' }, access)).status).toBe(404);

    // A token without the scope, and any call not opened to clients, are forbidden.
    const readOnly = await tokenFor('kauri-payroll', 'Payroll-secret-0001', 'timesheets:read');
    expect((await post('/api/punches/save', { employeeId, day: '2026-11-24', punchTime: '08:00' }, readOnly)).status).toBe(403);
    expect((await stack.call('GET', '/api/employees', { token: readOnly })).status).toBe(403);
    expect((await stack.call('GET', '/oauth/get-clients', { token: access })).status).toBe(403);
    expect((await stack.call('GET', '/api/users', { token: access })).status).toBe(403);
    expect((await post('/timesheet/saveSinglePunch', { employeeId, day: '2026-11-24', inTime: '08:00' }, access)).status).toBe(403);
  });

  it('tells a client a refused punch by 409 with its code and a sentence; the console keeps the spec’s 200 with the code (issue 28)', async () => {
    const access = await tokenFor('kauri-payroll', 'Payroll-secret-0001');
    const punch = { employeeId, day: '2026-11-17', punchTime: '06:00' };
    expect((await post('/api/punches/save', punch, access)).body.message).toBe('success');
    const again = await post('/api/punches/save', punch, access);
    expect([again.status, again.body]).toEqual([409, { code: 'hasExistPunchRecord', message: INTEGRATOR_PUNCH_TEXTS.hasExistPunchRecord }]);
    expect((await post('/api/punches/save', punch)).body).toEqual({ message: 'hasExistPunchRecord' });

    // The week closed: the client's punch is a 409 closedPeriod (before: 200 {"message":"closedPeriod"}), the console's the spec's code.
    const filterDays = Math.ceil((Date.now() - Date.parse('2026-11-01')) / 86_400_000) + 7;
    const week = (await get<{ items: Array<{ id: string; fromDate: string }> }>(`/api/payroll-transfers/search?filterDays=${filterDays}`)).items.find((p) => p.fromDate === '2026-11-16');
    expect((await post('/payrolltransfer/close', { ids: [week?.id] })).body.message).toBe('success');
    const closed = await post('/api/punches/save', { ...punch, punchTime: '07:00' }, access);
    expect([closed.status, closed.body]).toEqual([409, { code: 'closedPeriod', message: INTEGRATOR_PUNCH_TEXTS.closedPeriod }]);
    expect((await post('/api/punches/save', { ...punch, punchTime: '07:00' })).body).toEqual({ message: 'closedPeriod' });
    expect((await post('/payrolltransfer/open', { ids: [week?.id], reason: 'test' })).body.message).toBe('success');

    // The integrators' document says so.
    const document = (await (await fetch(`${stack.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>> };
    expect(document.paths['/api/punches/save'].post.responses['409'].description).toContain('closedPeriod');
  });

  it('refuses an expired token and every token issued before the secret changed', async () => {
    const access = await tokenFor('kauri-payroll', 'Payroll-secret-0001');
    const tokens = stack.api.get(PrincipalTokens);
    const principal = tokens.verify(access);
    if (!principal) throw new Error('the token did not verify');
    const expired = tokens.sign(principal, -5);
    const path = `/api/timesheet/getPunchRecords?employeeId=${employeeId}`;
    expect((await stack.call('GET', path, { token: expired })).status).toBe(401);
    expect((await stack.call('GET', path, { token: access })).status).toBe(200);

    const [client] = (await get<OAuthClientsReply>('/oauth/get-clients')).data;
    const changed = await post<OAuthClientReply>('/oauth/update', { id: client.id, clientSecret: 'Payroll-secret-0002', confirmSecret: 'Payroll-secret-0002', scopes: client.scopes });
    expect(changed.body).toMatchObject({ status: 1, data: { secretVersion: 2 } });
    expect((await stack.call('GET', path, { token: access })).status).toBe(401);
    expect((await token({ grant_type: 'client_credentials' }, { authorization: basic('kauri-payroll', 'Payroll-secret-0001') })).status).toBe(401);
    const fresh = await tokenFor('kauri-payroll', 'Payroll-secret-0002');
    expect((await stack.call('GET', path, { token: fresh })).status).toBe(200);
  });

  it('serves an OpenAPI 3.1 document that an independent validator accepts', async () => {
    const document = (await (await fetch(`${stack.baseUrl}/api/openapi.json`)).json()) as { openapi: string; paths: Record<string, Record<string, { parameters?: unknown[]; responses: Record<string, unknown> }>> };
    expect(document.openapi).toBe('3.1.0');
    // The validator is an ES module jest's runtime cannot load: node runs it on the document, as an integrator's CI would.
    const script = `const { Validator } = require('@seriousme/openapi-schema-validator');
      let text = ''; process.stdin.on('data', (c) => (text += c)).on('end', async () => {
        const validator = new Validator(); const result = await validator.validate(JSON.parse(text));
        process.stdout.write(JSON.stringify({ ...result, version: validator.version }));
      });`;
    const run = spawnSync(process.execPath, ['-e', script], { input: JSON.stringify(document), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ valid: true, version: '3.1' });
    // Every POST a client makes takes an Idempotency-Key, and says what refusing one means.
    const punch = document.paths['/api/punches/save'].post;
    expect(punch.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false })]));
    expect(Object.keys(punch.responses)).toEqual(expect.arrayContaining(['409', '422']));
  });

  it('serves the OpenAPI document of the client-credentials flow and of exactly the calls a client may make, each of which answers', async () => {
    const response = await fetch(`${stack.baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
      components: { securitySchemes: Record<string, { type: string; flows?: { clientCredentials: { tokenUrl: string; scopes: Record<string, string> } } }> };
    };
    expect(document.components.securitySchemes.clientCredentials.flows?.clientCredentials).toEqual({
      tokenUrl: `${stack.config.publicUrl}${stack.config.apiBasePath}/oauth/token`,
      scopes: {
        'punches:write': 'Record punches',
        'timesheets:read': 'Read timesheets',
        'employees:read': 'Read employees',
        'employees:write': 'Create and change employees',
        'leave:read': 'Read leave requests and balances',
        'leave:write': 'Request and cancel leave',
        'roster:read': 'Read the roster',
        'payperiods:read': 'Read pay periods and their payroll file',
        'approvals:read': 'Read time approvals',
        'approvals:write': 'Approve and unapprove time',
      },
    });
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, scope: op.security?.[0]?.clientCredentials?.[0] })));
    expect(operations.map((o) => `${o.method} ${o.path} ${o.scope ?? ''}`)).toEqual([
      'post /oauth/token ',
      'post /api/punches/save punches:write',
      'get /api/timesheet/getPunchRecords timesheets:read',
      'get /api/timesheet/history timesheets:read',
      'get /api/employees employees:read',
      'get /employee/kiosk-employee-list employees:read',
      'get /api/leaves/list-by-employeeId leave:read',
      'get /api/leaves/types leave:read',
      'get /api/leave-balance leave:read',
      'post /leave/save leave:write',
      'post /leave/delete leave:write',
      'post /employee/save-without-photo employees:write',
      'get /api/standardshifts/roster roster:read',
      'get /api/time-approvals approvals:read',
      'post /time-approvals/approveAllSelected approvals:write',
      'post /time-approvals/unapproveAllSelected approvals:write',
      'get /api/payroll-transfers/search payperiods:read',
      'get /payrolltransfer/exportCSV payperiods:read',
    ]);
    // The punch body is refused with any field it does not declare, and the document says so (ADR 0052).
    const punchBody = (document.paths['/api/punches/save'].post as unknown as { requestBody: { content: Record<string, { schema: { additionalProperties?: boolean } }> } }).requestBody.content['application/json'].schema;
    expect(punchBody.additionalProperties).toBe(false);
    // The document lists exactly the routes the server opens to clients, with the scope each needs.
    const opened: string[] = [];
    for (const module of stack.api.get(ModulesContainer).values()) {
      for (const controller of module.controllers.values()) {
        const type = controller.metatype;
        if (!type) continue;
        const prototype = type.prototype as Record<string, unknown>;
        const base = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, type) ?? '')[0];
        for (const name of Object.getOwnPropertyNames(prototype)) {
          const handler = prototype[name];
          if (typeof handler !== 'function') continue;
          const scope = Reflect.getMetadata(CLIENT_SCOPE, handler) as string | undefined;
          if (!scope) continue;
          const method = ['get', 'post', 'put', 'delete', 'patch'][Reflect.getMetadata(METHOD_METADATA, handler) as number];
          for (const path of ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, handler))) opened.push(`${method} ${`/${base}/${path}`.replace(/\/+/g, '/')} ${scope}`);
        }
      }
    }
    expect(opened.sort()).toEqual(operations.filter((o) => o.scope).map((o) => `${o.method} ${o.path} ${o.scope}`).sort());
    // Every documented call exists and answers a client holding its scope: a client of its own, whose calls this minute are these alone.
    const secret = 'Documented-secret-01';
    expect((await saveClient({ clientId: 'kauri-documented', clientSecret: secret, scopes: OAUTH_SCOPES })).body.status).toBe(1);
    const { departmentId, paygroupId } = (await get<{ departmentId: string; paygroupId: string }>(`/api/employees/${employeeId}`));
    const leaveType = (await post('/paytype/save', { ctDay: 8, code: 'DOCUM', name: 'Documented Leave', leaveStatus: true, paidLeave: false })).body.id as string;
    let leaveId = '';
    // A whole pair of punches to approve and unapprove.
    expect((await post('/timesheet/saveSinglePunch', { employeeId, day: '2026-11-20', inTime: '09:00', outTime: '12:00' })).body.message).toBe('success');
    const pairId = (await stack.db.pool.query<{ id: string }>(`SELECT pair_id AS id FROM time_pair WHERE employee_id = $1 AND date = '2026-11-20'`, [employeeId])).rows[0].id;
    const periodId = (await get<{ items: Array<{ id: string }> }>('/api/payroll-transfers/search?filterDays=31')).items[0].id;
    // What each call is sent: its query, or its body.
    const samples: Record<string, string | (() => Record<string, unknown>)> = {
      'post /api/punches/save': () => ({ employeeId, day: '2026-11-25', punchTime: '07:00' }),
      'get /api/timesheet/getPunchRecords': `employeeId=${employeeId}&fromT=2026-11-23&endT=2026-11-29`,
      'get /api/timesheet/history': `employeeId=${employeeId}&fromT=2026-11-23&endT=2026-11-29`,
      'get /api/employees': 'employeeStatus=Active',
      'get /employee/kiosk-employee-list': 'page=1',
      'get /api/leaves/list-by-employeeId': `employeeId=${employeeId}&fromDate=2026-11-23&toDate=2026-11-29`,
      'get /api/leaves/types': '',
      'get /api/leave-balance': `employeeId=${employeeId}&fromDate=2026-11-29`,
      'post /leave/save': () => ({ employeeId, typeId: leaveType, fromDate: '2026-11-27', toDate: '2026-11-27', byWorkHours: false, scheduledDuration: false, skip: false, skipUnscheduled: false, duration: 8 }),
      'post /leave/delete': () => ({ ids: [leaveId] }),
      'post /employee/save-without-photo': () => ({ firstName: 'Documented', lastName: 'Walker', departmentId, paygroupId, hireOnDateValue: '2026-11-02', payId: 'P-Documented', clockId: '' }),
      'get /api/standardshifts/roster': 'startDate=2026-11-23&endDate=2026-11-29',
      'get /api/time-approvals': 'startDate=2026-11-16&endDate=2026-11-22',
      'post /time-approvals/approveAllSelected': () => ({ punchPairIds: [pairId] }),
      'post /time-approvals/unapproveAllSelected': () => ({ punchPairIds: [pairId] }),
      'get /api/payroll-transfers/search': 'filterDays=31',
      'get /payrolltransfer/exportCSV': `id=${periodId}`,
    };
    // One token per scope: the client's token requests are limited per minute, its calls far less.
    const tokens = new Map<string, string>();
    for (const o of operations.filter((op) => op.scope)) {
      const scope = o.scope as string;
      if (!tokens.has(scope)) tokens.set(scope, await tokenFor('kauri-documented', secret, scope));
      const access = tokens.get(scope) as string;
      const sample = samples[`${o.method} ${o.path}`];
      expect([o.path, sample === undefined]).toEqual([o.path, false]);
      const answer =
        typeof sample === 'string'
          ? await stack.call<{ message?: string; id?: string }>('GET', `${o.path}?${sample}`, { token: access })
          : await stack.call<{ message?: string; id?: string }>('POST', o.path, { token: access, body: sample() });
      expect([o.path, answer.status, o.method === 'post' ? answer.body.message : 'read']).toEqual([o.path, 200, o.method === 'post' ? 'success' : 'read']);
      if (o.path === '/leave/save') leaveId = answer.body.id as string;
    }
  });

  it('takes a scope the administrator removes from the client off its live tokens at once', async () => {
    const created = await saveClient({ clientId: 'kauri-clock-bridge', clientSecret: 'Bridge-secret-00001', scopes: 'punches:write timesheets:read' });
    const { id, version } = created.body.data as { id: string; version: number };
    const access = await tokenFor('kauri-clock-bridge', 'Bridge-secret-00001');
    const punch = (punchTime: string) => post('/api/punches/save', { employeeId, day: '2026-11-26', punchTime }, access);
    const sheet = `/api/timesheet/getPunchRecords?employeeId=${employeeId}&fromT=2026-11-23&endT=2026-11-29`;
    expect((await punch('07:00')).body.message).toBe('success');

    expect((await post<OAuthClientReply>('/oauth/update', { id, scopes: 'timesheets:read', version })).body).toMatchObject({ status: 1, data: { scopes: 'timesheets:read', secretVersion: 1 } });
    expect((await punch('16:00')).status).toBe(403);
    expect((await stack.call('GET', sheet, { token: access })).status).toBe(200);
    // Given back, the scope is the token's again: it was issued with it.
    await post('/oauth/update', { id, scopes: 'punches:write timesheets:read', version: version + 1 });
    expect((await punch('16:00')).body.message).toBe('success');
  });

  it('limits the calls a client makes per minute with 429, Retry-After and an OAuth error, leaving other clients and signed-in users alone', async () => {
    expect((await saveClient({ clientId: 'kauri-busy', clientSecret: 'Busy-secret-0000001', scopes: 'employees:read' })).body.status).toBe(1);
    const busy = await tokenFor('kauri-busy', 'Busy-secret-0000001');
    const calm = await tokenFor('kauri-clock-bridge', 'Bridge-secret-00001', 'timesheets:read');
    // Twice the limit and one: whichever minute the run straddles, one window goes over.
    let throttled: Response | undefined;
    for (let i = 0; i < CALLS_PER_CLIENT * 2 + 1 && !throttled; i++) {
      const answer = await fetch(`${stack.baseUrl}/api/employees`, { headers: { authorization: `Bearer ${busy}` } });
      if (answer.status === 429) throttled = answer;
      else expect(answer.status).toBe(200);
    }
    expect(Number(throttled?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await throttled?.json()).toEqual({ error: 'temporarily_unavailable', error_description: expect.stringMatching(/^Too many calls from this client\. Try again in \d+ seconds\.$/) });
    expect((await stack.call('GET', `/api/timesheet/getPunchRecords?employeeId=${employeeId}`, { token: calm })).status).toBe(200);
    for (let i = 0; i < CALLS_PER_CLIENT + 1; i++) expect((await stack.call('GET', '/api/employees', { token: admin })).status).toBe(200);
  });

  it('throttles token requests per client, then per address, with 429 and Retry-After', async () => {
    expect((await saveClient({ clientId: 'kauri-burst', clientSecret: 'Burst-secret-000001', scopes: 'employees:read' })).body.status).toBe(1);
    // Twice the limit and one: whichever minute the burst straddles, one window goes over.
    const answers = [];
    for (let i = 0; i < PER_CLIENT * 2 + 1; i++) answers.push(await token({ grant_type: 'client_credentials', client_id: 'kauri-burst', client_secret: 'Burst-secret-000001' }));
    const throttled = answers.find((a) => a.status === 429);
    expect(throttled?.body.error).toBe('temporarily_unavailable');
    expect(Number(throttled?.headers.get('retry-after'))).toBeGreaterThan(0);

    const fromOneAddress = [];
    for (let i = 0; i < PER_ADDRESS * 2 + 1; i++) fromOneAddress.push((await token({ grant_type: 'client_credentials', client_id: `guess-${i}`, client_secret: 'Guessed-secret-0001' })).status);
    expect(fromOneAddress).toContain(429);
  });
});
