import { Page, Role, SyncResultDto, WorkflowMaxAuthorizationReply, WorkflowMaxEmployeeSyncReply } from '@timekeep/contracts';
import { createAccount, FakeWorkflowMax, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

const PUBLIC_URL = 'https://timekeep.example.com';
const ARIA = '0d6d8234-1a2b-4c3d-9e8f-9f1a55667788';
const BEN = '1e7f9345-2b3c-5d4e-af90-a02b66778899';

describe('WorkflowMax: Connect to WorkflowMax and Sync Employees', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let wfm: FakeWorkflowMax;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const syncEmployees = (token = admin) => stack.call<WorkflowMaxEmployeeSyncReply>('POST', '/api/workflow-max/sync-employees', { token });

  /** The browser's part: to WorkflowMax's authorize page, back to our callback, and where that sends it. */
  async function connect(token = admin): Promise<string> {
    const asked = await stack.call<WorkflowMaxAuthorizationReply>('POST', '/api/workflow-max/authorization-request-uri', { token });
    expect(asked.status).toBe(200);
    const atWorkflowMax = await fetch(asked.body.data.uri, { redirect: 'manual' });
    expect(atWorkflowMax.status).toBe(302);
    // WorkflowMax sends the browser to our public address; here that is the test's api.
    const back = new URL(atWorkflowMax.headers.get('location') as string);
    expect(back.origin).toBe(PUBLIC_URL);
    const callback = await fetch(`${new URL(stack.baseUrl).origin}${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(callback.status).toBe(302);
    return callback.headers.get('location') as string;
  }

  beforeAll(async () => {
    wfm = await new FakeWorkflowMax({ id: 'timekeep-app', secret: 'wfm-client-secret-1' }).start();
    stack = await startTestStack({
      env: { PUBLIC_URL, WORKFLOW_MAX_CLIENT_ID: 'timekeep-app', WORKFLOW_MAX_CLIENT_SECRET: 'wfm-client-secret-1', WORKFLOW_MAX_OAUTH_URL: wfm.url, WORKFLOW_MAX_API_URL: wfm.url, INTEGRATION_TIMEOUT_MS: '800' },
    });
    const opened = await openCustomer(stack, { name: 'Kahu Design', code: 'KAHU', adminEmail: 'admin@kahu.example.com', thirdPartyTypeId: '04' });
    admin = opened.admin;
    companyId = opened.companyId;
    const studio = (await post('/department/save', { departmentName: 'Studio' })).body.departmentVo?.id as string;
    const weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    for (const [firstName, lastName, workflowId] of [['Aria', 'Smith', ARIA], ['Ben', 'Lee', 'not-a-staff-uuid'], ['Chloe', 'Kaur', ARIA], ['Dan', 'Fale', 'dan-uuid'], ['Dan', 'Fale', 'dan-2-uuid']]) {
      const hired = await post('/employee/save-without-photo', { firstName, lastName, departmentId: studio, paygroupId: weekly, hireOnDateValue: '2026-01-05', workflowId, clockId: '' });
      expect(hired.body.message).toBe('success');
    }
    wfm.staff = [
      { UUID: ARIA, Name: 'Aria Smith' },
      { UUID: BEN, Name: 'Ben Lee' },
      { UUID: 'dan-uuid', Name: 'Dan Fale' },
      { UUID: 'dan-2-uuid', Name: 'Sam Hill' },
      { UUID: 'sam-2-uuid', Name: 'Sam Hill' },
    ];
  });
  afterAll(async () => {
    await stack.close();
    await wfm.stop();
  });

  it('asks WorkflowMax to connect before it is connected', async () => {
    expect((await stack.call('GET', '/api/workflow-max/connection', { token: admin })).body).toEqual({ connected: false });
    expect((await syncEmployees()).body).toMatchObject({ success: false, errorMessage: 'Not connected to WorkflowMax: connect to WorkflowMax first.' });
  });

  it('connects through WorkflowMax with PKCE, keeping the tokens sealed and out of the event log', async () => {
    const asked = await stack.call<WorkflowMaxAuthorizationReply>('POST', '/api/workflow-max/authorization-request-uri', { token: admin });
    const uri = new URL(asked.body.data.uri);
    expect(`${uri.origin}${uri.pathname}`).toBe(`${wfm.url}/oauth/authorize`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'timekeep-app',
      redirect_uri: `${PUBLIC_URL}/server/api/workflow-max/authorization-callback`,
      scope: 'openid profile email workflowmax offline_access',
      code_challenge_method: 'S256',
    });

    expect(await connect()).toBe(`${PUBLIC_URL}/timesheettransfer/view?auth=success`);
    expect((await stack.call('GET', '/api/workflow-max/connection', { token: admin })).body).toEqual({ connected: true });
    const stored = await stack.db.pool.query("SELECT cipher FROM integration_secret WHERE company_id = $1 AND kind = 'workflowMax'", [companyId]);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].cipher).not.toMatch(/refresh|access|eyJ/);
    const events = await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE data::text ILIKE '%access_token%' OR data::text ILIKE '%refreshToken%'");
    expect(events.rows[0].n).toBe(0);

    // A state is used once: the same return a second time is refused.
    const again = await stack.call<WorkflowMaxAuthorizationReply>('POST', '/api/workflow-max/authorization-request-uri', { token: admin });
    const back = new URL((await fetch(again.body.data.uri, { redirect: 'manual' })).headers.get('location') as string);
    const callback = `${new URL(stack.baseUrl).origin}${back.pathname}${back.search}`;
    expect((await fetch(callback, { redirect: 'manual' })).headers.get('location')).toBe(`${PUBLIC_URL}/timesheettransfer/view?auth=success`);
    expect((await fetch(callback, { redirect: 'manual' })).headers.get('location')).toBe(`${PUBLIC_URL}/timesheettransfer/view?auth=failed`);
  });

  it('sends the browser back with auth=failed when consent is refused, the state is unknown, or WorkflowMax refuses the code', async () => {
    wfm.consent = 'deny';
    expect(await connect()).toBe(`${PUBLIC_URL}/timesheettransfer/view?auth=failed`);
    wfm.consent = 'allow';

    const forged = await fetch(`${stack.baseUrl}/api/workflow-max/authorization-callback?code=abc&state=made-up`, { redirect: 'manual' });
    expect(forged.headers.get('location')).toBe(`${PUBLIC_URL}/timesheettransfer/view?auth=failed`);

    wfm.fail('500', { path: /oauth\/token/ });
    expect(await connect()).toBe(`${PUBLIC_URL}/timesheettransfer/view?auth=failed`);
    // The connection made before is kept.
    expect((await stack.call('GET', '/api/workflow-max/connection', { token: admin })).body).toEqual({ connected: true });
  });

  it('names the employees whose hours cannot be sent, the ones sharing a staff member, and names held twice', async () => {
    const reply = await syncEmployees();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      namesNotInWorkflowMax: [`Ben Lee (not-a-staff-uuid): WorkflowMax has Ben Lee as ${BEN}`],
      duplicateNamesInTimekeep: ['Dan Fale'],
      duplicateEmployeesInTimekeep: [`Chloe Kaur (${ARIA})`, `Aria Smith (${ARIA})`],
      duplicateNamesInWorkflowMax: ['Sam Hill'],
    });
    const [row] = (await stack.call<Page<SyncResultDto>>('GET', '/api/sync-results?pageSize=10', { token: admin })).body.items;
    expect(row).toMatchObject({ type: 'Employees Sync', status: 'Warning', integration: 'WorkflowMax' });
    expect(row.message).toBe(
      `Employees checked against WorkflowMax: 1 employee not in WorkflowMax (Ben Lee (not-a-staff-uuid): WorkflowMax has Ben Lee as ${BEN}); 2 employees sharing a staff member (Chloe Kaur (${ARIA}); Aria Smith (${ARIA})); names held twice here (Dan Fale); names held twice in WorkflowMax (Sam Hill).`,
    );
  });

  it('refreshes an expired access token and carries on', async () => {
    const before = wfm.tokenRequests;
    wfm.expireAccessTokens();
    expect((await syncEmployees()).body.success).toBe(true);
    expect(wfm.tokenRequests).toBe(before + 1);
  });

  it.each([
    ['timeout', 'WorkflowMax did not answer within 1 second.'],
    ['500', 'WorkflowMax had a problem of its own (500).'],
    ['malformed', 'WorkflowMax answered with something that is not the XML it documents.'],
  ] as const)('answers a %s from WorkflowMax with a sentence naming it', async (fault, sentence) => {
    wfm.fail(fault);
    expect((await syncEmployees()).body).toEqual({ success: false, errorMessage: sentence, namesNotInWorkflowMax: [], duplicateNamesInTimekeep: [], duplicateEmployeesInTimekeep: [], duplicateNamesInWorkflowMax: [] });
    const [row] = (await stack.call<Page<SyncResultDto>>('GET', '/api/sync-results?pageSize=10', { token: admin })).body.items;
    expect(row).toMatchObject({ type: 'Employees Sync', status: 'Error', message: `Failed to sync the employees: ${sentence}` });
  });

  it('waits as a 429 asks and then succeeds; a 429 that lasts ends with its reason', async () => {
    wfm.fail('429', { retryAfterSeconds: 1 });
    const started = Date.now();
    expect((await syncEmployees()).body.success).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);

    wfm.fail('429', { times: 3, retryAfterSeconds: 0 });
    expect((await syncEmployees()).body.errorMessage).toBe('WorkflowMax is limiting how often we call (429 Too Many Requests): try again in a few minutes.');
  });

  it('asks to connect again when WorkflowMax no longer accepts the connection (401 after a refresh)', async () => {
    wfm.revoke();
    expect((await syncEmployees()).body.errorMessage).toBe('WorkflowMax no longer accepts our connection: connect to WorkflowMax again.');
    expect(await connect()).toBe(`${PUBLIC_URL}/timesheettransfer/view?auth=success`);
    expect((await syncEmployees()).body.success).toBe(true);
  });

  it('keeps connecting to Admins and the sync to those who may change employees, and to WorkflowMax companies', async () => {
    const employee = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Emp', roles: [Role.Employee] })).email);
    expect((await stack.call('POST', '/api/workflow-max/authorization-request-uri', { token: employee })).status).toBe(403);
    expect((await syncEmployees(employee)).status).toBe(403);

    const other = await openCustomer(stack, { name: 'Rata Ltd', code: 'RATA', adminEmail: 'admin@rata.example.com', thirdPartyTypeId: '05' });
    expect((await stack.call('POST', '/api/workflow-max/authorization-request-uri', { token: other.admin })).body).toEqual({ message: 'This is for companies on WorkflowMax.' });
    expect((await syncEmployees(other.admin)).status).toBe(400);
  });

  it("keeps each company's connection and employees its own; the partner's WorkflowMax (07) links by the external ID", async () => {
    const partner = await openCustomer(stack, { name: 'Tui Partners', code: 'TUIP', adminEmail: 'admin@tui.example.com', thirdPartyTypeId: '07' });
    expect((await stack.call('GET', '/api/workflow-max/connection', { token: partner.admin })).body).toEqual({ connected: false });
    expect((await syncEmployees(partner.admin)).body.errorMessage).toBe('Not connected to WorkflowMax: connect to WorkflowMax first.');

    const office = (await post('/department/save', { departmentName: 'Office' }, partner.admin)).body.departmentVo?.id as string;
    const weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }, partner.admin)).body.id as string;
    const hired = await post('/employee/save-without-photo', { firstName: 'Aria', lastName: 'Smith', departmentId: office, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: 'T-1', externalId: ARIA, clockId: '' }, partner.admin);
    expect(hired.body.message).toBe('success');
    expect(await connect(partner.admin)).toBe(`${PUBLIC_URL}/timesheettransfer/view?auth=success`);
    // Only its own employee, matched by the external ID: none of Kahu's.
    expect((await syncEmployees(partner.admin)).body).toEqual({ success: true, namesNotInWorkflowMax: [], duplicateNamesInTimekeep: [], duplicateEmployeesInTimekeep: [], duplicateNamesInWorkflowMax: ['Sam Hill'] });
  });

  describe('Sync Jobs', () => {
    type JobRow = { code: string; name: string; active: boolean; externalJobType: string | null; externalJobId: string | null };
    const syncJobs = (token = admin) => stack.call<{ success: boolean; errorMessage: string | null; jobs?: { created: number; updated: number; closed: number; unchanged: number } }>('POST', '/api/workflow-max/sync-jobs', { token });
    const jobs = async () => (await stack.call<{ items: JobRow[] }>('GET', '/api/jobs?pageSize=100', { token: admin })).body.items.map((j) => `${j.code} ${j.name} ${j.active ? 'active' : 'closed'} ${j.externalJobType}:${j.externalJobId}`).sort();
    const taskTree = async () => (await stack.call<Array<{ code: string; tasks: Array<{ code: string }> }>>('GET', '/api/jobs/active-task-tree', { token: admin })).body.map((j) => `${j.code}: ${j.tasks.map((t) => t.code).join(', ')}`).sort();
    const lastResult = async () => (await stack.call<Page<SyncResultDto>>('GET', '/api/sync-results?pageSize=10', { token: admin })).body.items[0];

    beforeAll(() => {
      wfm.jobs = [
        { UUID: 'job-uuid-123', ID: 'J000123', Name: 'Website', Tasks: [{ UUID: 'task-design-1', Name: 'Design' }, { UUID: 'task-build-1', Name: 'Build' }] },
        { UUID: 'job-uuid-124', ID: 'J000124', Name: 'Fit-out', Tasks: [{ UUID: 'task-install', Name: 'Install' }, { UUID: 'task-design-2', Name: 'Design' }] },
      ];
    });

    it("makes WorkflowMax's current jobs our jobs and their tasks our tasks, and records it", async () => {
      const reply = await syncJobs();
      expect(reply.body).toMatchObject({ success: true, errorMessage: null, jobs: { created: 2, updated: 0, closed: 0, unchanged: 0 } });
      expect(await jobs()).toEqual(['J000123 Website active 04:J000123', 'J000124 Fit-out active 04:J000124']);
      expect(await taskTree()).toEqual(['J000123: Design, Build', 'J000124: Install, Design']);
      expect(await lastResult()).toMatchObject({ type: 'Jobs Sync', status: 'Success', integration: 'WorkflowMax', message: 'Synced 2 current jobs from WorkflowMax: 2 jobs created, 0 updated, 0 closed, 0 unchanged; 3 tasks created, 0 updated, 0 closed, 0 unchanged.' });
      // New is the integration's now: a job typed by hand is refused.
      expect((await post('/job/save', { code: 'J-LOCAL', name: 'Yard' })).body.message).toBe("This company's jobs come from WorkflowMax.");
    });

    it('changes nothing when WorkflowMax has not, and closes a job once it is completed there', async () => {
      const events = async () => (await stack.db.pool.query("SELECT count(*)::int AS n FROM events WHERE type LIKE 'jobs.%'")).rows[0].n as number;
      const before = await events();
      expect((await syncJobs()).body.jobs).toEqual({ created: 0, updated: 0, closed: 0, unchanged: 2 });
      expect(await events()).toBe(before);
      wfm.jobs = wfm.jobs.filter((j) => j.ID !== 'J000124');
      expect((await syncJobs()).body.jobs).toEqual({ created: 0, updated: 0, closed: 1, unchanged: 1 });
      expect(await jobs()).toEqual(['J000123 Website active 04:J000123', 'J000124 Fit-out closed 04:J000124']);
    });

    it.each([
      ['timeout', 'WorkflowMax did not answer within 1 second.'],
      ['500', 'WorkflowMax had a problem of its own (500).'],
      ['malformed', 'WorkflowMax answered with something that is not the XML it documents.'],
    ] as const)('answers a %s with its sentence, changes nothing and records an Error', async (fault, sentence) => {
      const before = await jobs();
      wfm.fail(fault, { path: /job\.api\/current/ });
      expect((await syncJobs()).body).toEqual({ success: false, errorMessage: sentence });
      expect(await jobs()).toEqual(before);
      expect(await lastResult()).toMatchObject({ type: 'Jobs Sync', status: 'Error', message: `Failed to sync the jobs: ${sentence}` });
    });

    it('keeps Sync Jobs to those who manage jobs, of WorkflowMax companies', async () => {
      const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor] })).email);
      expect((await syncJobs(supervisor)).status).toBe(403);
      const other = await openCustomer(stack, { name: 'Rimu Ltd', code: 'RIMU', adminEmail: 'admin@rimu.example.com', thirdPartyTypeId: '05' });
      expect((await syncJobs(other.admin)).body).toEqual({ message: 'This is for companies on WorkflowMax.' });
    });
  });
});
