import { JobRunDto, Page, Role, SyncResultDto, TERMINAL_JOB_STATUSES, TimeApprovalRow, WorkflowMaxAuthorizationReply, WorkflowMaxSendEntry } from '@timekeep/contracts';
import { createAccount, eventually, FakeWorkflowMax, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };
type Outcome = { status: string; message: string; result: Record<string, WorkflowMaxSendEntry> };

const PUBLIC_URL = 'https://timekeep.example.com';
const ARIA = '0d6d8234-1a2b-4c3d-9e8f-9f1a55667788';
const BEN = '1e7f9345-2b3c-5d4e-af90-a02b66778899';

/** yyyy-MM-dd of a day count (days since 1970-01-01), and back. */
const iso = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const num = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
const aucklandToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe('WorkflowMax: sending approved hours as time sheet entries', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let wfm: FakeWorkflowMax;
  let studio: string;
  let yard: string;
  const employees: Record<string, string> = {};
  // Last week's Monday, so every day sent is over whatever day the test runs.
  const today = aucklandToday();
  const monday = iso(num(today) - 7 - ((num(today) - 7 + 3) % 7));
  const day = (n: number) => iso(num(monday) + n);
  const period = `${monday} to ${day(2)}`;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const start = (body: Record<string, unknown>, token = admin) => stack.call<{ jobId?: string; message?: string }>('POST', '/api/workflow-max/job-costing', { token, body });
  const results = async () => (await stack.call<Page<SyncResultDto>>('GET', '/api/sync-results?pageSize=100', { token: admin })).body.items;

  /** Starts the send and waits for its run to end: its result is the outcome. */
  async function send(body: Record<string, unknown> = { startDate: monday, endDate: day(2), departmentIds: [] }): Promise<Outcome> {
    const started = await start(body);
    expect(started.status).toBe(200);
    const run = await eventually(
      async () => (await stack.call<JobRunDto>('GET', `/api/job-runs/${started.body.jobId}`, { token: admin })).body,
      (r) => TERMINAL_JOB_STATUSES.includes(r.status),
    );
    expect(run.status).toBe('completed');
    return run.result as Outcome;
  }
  const entry = (outcome: Outcome) => outcome.result[period];
  /** What WorkflowMax holds: who, which job's task, which day, how many minutes. */
  const booked = () => wfm.times.map((t) => `${t.StaffUUID === ARIA ? 'Aria' : t.StaffUUID === BEN ? 'Ben' : t.StaffUUID} ${t.Job}/${t.TaskUUID} ${t.Date} ${t.Minutes}`).sort();
  /** A fresh start: nothing booked in WorkflowMax and nothing in our ledger. */
  async function clean() {
    wfm.reset();
    await stack.db.pool.query('DELETE FROM transfer_sent WHERE company_id = $1', [companyId]);
  }

  async function connect() {
    const asked = await stack.call<WorkflowMaxAuthorizationReply>('POST', '/api/workflow-max/authorization-request-uri', { token: admin });
    const back = new URL((await fetch(asked.body.data.uri, { redirect: 'manual' })).headers.get('location') as string);
    const callback = await fetch(`${new URL(stack.baseUrl).origin}${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(callback.headers.get('location')).toBe(`${PUBLIC_URL}/timesheettransfer/view?auth=success`);
  }

  beforeAll(async () => {
    wfm = await new FakeWorkflowMax({ id: 'timekeep-app', secret: 'wfm-client-secret-1' }).start();
    stack = await startTestStack({
      worker: true,
      env: { PUBLIC_URL, WORKFLOW_MAX_CLIENT_ID: 'timekeep-app', WORKFLOW_MAX_CLIENT_SECRET: 'wfm-client-secret-1', WORKFLOW_MAX_OAUTH_URL: wfm.url, WORKFLOW_MAX_API_URL: wfm.url, INTEGRATION_TIMEOUT_MS: '800' },
    });
    const opened = await openCustomer(stack, { name: 'Kahu Design', code: 'KAHU', adminEmail: 'admin@kahu.example.com', thirdPartyTypeId: '04', isJobCodeEnabled: true, isTaskCodeEnabled: true, isTimeApprovalEnabled: true });
    admin = opened.admin;
    companyId = opened.companyId;
    studio = (await post('/department/save', { departmentName: 'Studio' })).body.departmentVo?.id as string;
    yard = (await post('/department/save', { departmentName: 'Yard' })).body.departmentVo?.id as string;
    const weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    for (const [firstName, departmentId, workflowId] of [['Aria', studio, ARIA], ['Ben', studio, BEN], ['Cara', yard, 'not-in-workflow-max']]) {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Kahu', departmentId, paygroupId: weekly, hireOnDateValue: '2026-01-05', workflowId, clockId: '' });
      expect(hired.body.message).toBe('success');
      employees[firstName] = hired.body.id as string;
    }
    wfm.staff = [{ UUID: ARIA, Name: 'Aria Kahu' }, { UUID: BEN, Name: 'Ben Kahu' }];
    wfm.jobs = [
      { UUID: 'job-uuid-123', ID: 'J000123', Name: 'Website', Tasks: [{ UUID: 'task-design', Name: 'Design' }, { UUID: 'task-build', Name: 'Build' }] },
      { UUID: 'job-uuid-124', ID: 'J000124', Name: 'Fit-out', Tasks: [{ UUID: 'task-install', Name: 'Install' }] },
    ];
    await connect();
    // The company's jobs come from WorkflowMax.
    expect((await stack.call<{ success: boolean }>('POST', '/api/workflow-max/sync-jobs', { token: admin })).body.success).toBe(true);
    const tree = (await stack.call<Array<{ id: string; code: string; tasks: Array<{ id: string; code: string }> }>>('GET', '/api/jobs/active-task-tree', { token: admin })).body;
    const website = tree.find((j) => j.code === 'J000123');
    const fitOut = tree.find((j) => j.code === 'J000124');
    const design = website?.tasks.find((t) => t.code === 'Design')?.id ?? null;
    const install = fitOut?.tasks.find((t) => t.code === 'Install')?.id ?? null;
    const pair = async (who: string, d: number, inTime: string, outTime: string, jobId: string, taskId: string | null) =>
      expect((await post('/timesheet/saveSinglePunch', { employeeId: employees[who], day: day(d), inTime, outTime, jobId, ...(taskId ? { taskId } : {}) })).body.message).toBe('success');
    await pair('Aria', 0, '09:00', '17:00', website?.id as string, design);
    await pair('Aria', 1, '09:00', '12:30', website?.id as string, design);
    await pair('Ben', 0, '08:00', '12:00', website?.id as string, design);
    await pair('Ben', 1, '08:00', '12:00', fitOut?.id as string, install);
    await pair('Cara', 0, '07:00', '15:00', website?.id as string, design);
    await pair('Aria', 2, '09:00', '11:00', website?.id as string, design);
    await pair('Ben', 2, '09:00', '10:15', website?.id as string, design);
    const rows = await eventually(
      async () => (await stack.call<Page<TimeApprovalRow>>('GET', `/api/time-approvals?startDate=${monday}&endDate=${day(2)}&pageSize=100`, { token: admin })).body.items,
      (items) => items.length === 7,
    );
    expect((await post('/time-approvals/approveAllSelected', { punchPairIds: rows.map((r) => r.punchPairId) })).body.message).toBe('success');
    // The fit-out is completed in WorkflowMax since Ben worked on it: it no longer takes time.
    wfm.jobs = wfm.jobs.filter((j) => j.ID !== 'J000124');
  });
  afterAll(async () => {
    await stack.close();
    await wfm.stop();
  });

  it("books each approved pair once on its job's task, names who and what WorkflowMax lacks, and records it", async () => {
    const outcome = await send();
    expect(outcome.status).toBe('Warning');
    expect(outcome.result).toEqual({
      [period]: {
        success: true,
        employeesNotInWorkflowMax: ['Cara Kahu (not-in-workflow-max)'],
        jobsNotInWorkflowMax: ['J000124 Fit-out'],
        tasksNotInWorkflowMax: [],
        sent: 5,
        alreadySent: 0,
      },
    });
    const compact = (n: number) => day(n).replaceAll('-', '');
    expect(booked()).toEqual([
      `Aria J000123/task-design ${compact(0)} 480`,
      `Aria J000123/task-design ${compact(1)} 210`,
      `Aria J000123/task-design ${compact(2)} 120`,
      `Ben J000123/task-design ${compact(0)} 240`,
      `Ben J000123/task-design ${compact(2)} 75`,
    ]);
    const [row] = await results();
    expect(row).toMatchObject({ type: 'Timesheet Transfer', status: 'Warning', integration: 'WorkflowMax' });
    expect(row.message).toContain('Sent 5 time entries');
    expect(row.message).toContain('Aria Kahu, Ben Kahu');
    expect(row.message).toContain('Cara Kahu (not-in-workflow-max)');
  });
  it('books nothing twice when the same period is sent again', async () => {
    const before = booked();
    const outcome = await send();
    expect(entry(outcome)).toMatchObject({ success: true, sent: 0, alreadySent: 5 });
    expect(booked()).toEqual(before);
    expect(outcome.message).toContain('5 entries were sent before and skipped.');
  });

  it('a retry after WorkflowMax kept an entry but its answer was lost books the rest, and that one once', async () => {
    await clean();
    // WorkflowMax keeps the second entry and then never answers (a timeout after the commit).
    wfm.fail('timeout', { path: /time\.api\/add/, skip: 1, afterWrite: true });
    const first = await send();
    expect(first.status).toBe('Warning');
    expect(entry(first)).toMatchObject({ success: false, sent: 1 });
    expect(entry(first).errorMessage).toBe(
      'WorkflowMax did not answer within 1 second. WorkflowMax may have kept the entry it was given last; the next send looks for it there first, so it is never booked twice.',
    );
    expect(wfm.times).toHaveLength(2);

    const retry = await send();
    expect(entry(retry)).toMatchObject({ success: true, sent: 3, alreadySent: 2 });
    expect(wfm.times).toHaveLength(5);
    expect(new Set(wfm.times.map((t) => t.Note)).size).toBe(5);
  });

  it.each([
    ['500', { path: /time\.api\/add/, skip: 2 }, 'Warning', 2, 'WorkflowMax had a problem of its own (500). WorkflowMax may have kept the entry it was given last; the next send looks for it there first, so it is never booked twice.'],
    ['malformed', { path: /job\.api\/current/ }, 'Error', 0, 'WorkflowMax answered with something that is not the XML it documents.'],
    ['timeout', { path: /staff\.api\/list/ }, 'Error', 0, 'WorkflowMax did not answer within 1 second.'],
    ['429', { path: /time\.api\/add/, times: 3, retryAfterSeconds: 0 }, 'Error', 0, 'WorkflowMax is limiting how often we call (429 Too Many Requests): try again in a few minutes.'],
  ] as const)('a %s from WorkflowMax ends the send with the sentence naming it and what was sent', async (fault, options, status, sent, sentence) => {
    await clean();
    wfm.fail(fault, options);
    const outcome = await send();
    expect(outcome.status).toBe(status);
    expect(entry(outcome)).toMatchObject({ success: false, errorMessage: sentence, sent });
    expect(wfm.times).toHaveLength(sent);
    const [row] = await results();
    expect(row).toMatchObject({ status, integration: 'WorkflowMax' });
    expect(row.message).toContain(sentence);
    // What was not sent goes with the next send, once.
    expect(entry(await send())).toMatchObject({ success: true, sent: 5 - sent, alreadySent: sent });
    expect(wfm.times).toHaveLength(5);
  });

  it('waits out a short 429 and refreshes an expired token without the user seeing either', async () => {
    await clean();
    wfm.fail('429', { path: /time\.api\/add/, retryAfterSeconds: 1 });
    wfm.expireAccessTokens();
    const outcome = await send();
    expect(outcome.status).toBe('Warning');
    expect(entry(outcome)).toMatchObject({ success: true, sent: 5 });
  });

  it('asks to connect again when WorkflowMax refuses the connection, sending nothing', async () => {
    await clean();
    wfm.revoke();
    const outcome = await send();
    expect(outcome.status).toBe('Error');
    expect(entry(outcome)).toMatchObject({ success: false, errorMessage: 'WorkflowMax no longer accepts our connection: connect to WorkflowMax again.', sent: 0 });
    expect(outcome.message).toBe(`Nothing was sent to WorkflowMax for ${period}: WorkflowMax no longer accepts our connection: connect to WorkflowMax again.`);
    await connect();
  });

  it('sends only the chosen departments, and refuses a period that does not hold', async () => {
    await clean();
    const yardOnly = await send({ startDate: monday, endDate: day(2), departmentIds: [yard] });
    expect(entry(yardOnly)).toMatchObject({ employeesNotInWorkflowMax: ['Cara Kahu (not-in-workflow-max)'], jobsNotInWorkflowMax: [], sent: 0 });
    expect(wfm.times).toHaveLength(0);
    expect((await start({ startDate: day(2), endDate: monday })).body).toEqual({ message: 'The end date must be on or after the start date.' });
    expect((await start({ startDate: monday })).status).toBe(400);
  });

  it('keeps the send to those who may transfer, and to WorkflowMax companies', async () => {
    const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor], departmentIds: [studio] })).email);
    expect((await start({ startDate: monday, endDate: day(2) }, supervisor)).status).toBe(403);
    expect((await stack.call('POST', '/api/workflow-max/sync-employees', { token: supervisor })).status).toBe(200);
    const myob = await openCustomer(stack, { name: 'Rata Ltd', code: 'RATA', adminEmail: 'admin@rata.example.com', thirdPartyTypeId: '05' });
    const refused = await start({ startDate: monday, endDate: day(2) }, myob.admin);
    expect([refused.status, refused.body.message]).toEqual([403, 'This company does not send its time to WorkflowMax or WorkflowMax (partner).']);
  });
});
