import { JobRunDto, Page, Role, SyncResultDto, TimeApprovalRow, TransferStartReply, UploadResult } from '@timekeep/contracts';
import { TimesheetTransferJob, TimesheetTransferResult } from '@timekeep/server-integrations';
import { createAccount, eventually, FakeUploadGateway, HttpFault, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };
type Finished = JobRunDto & { result: TimesheetTransferResult & { result: UploadResult } };

const iso = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const num = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
const aucklandToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe('the GreenTree and AX uploads and the SAP file', () => {
  let stack: TestStack;
  let gateway: FakeUploadGateway;
  const today = aucklandToday();
  const monday = iso(num(today) - 7 - ((num(today) - 7 + 3) % 7));
  const sunday = iso(num(monday) + 6);

  const post = (path: string, body: Record<string, unknown>, token: string) => stack.call<Reply & TransferStartReply>('POST', path, { token, body });
  const finished = (jobId: string, token: string) =>
    eventually(
      async () => (await stack.call<Finished>('GET', `/api/job-runs/${jobId}`, { token })).body,
      (run) => run.status === 'completed' || run.status === 'failed',
    );
  const latestSyncResult = async (token: string) => (await stack.call<Page<SyncResultDto>>('GET', '/api/sync-results?pageSize=10', { token })).body.items[0];

  /** A company of the type with North (and North Yard below it) and South, one employee in each, a day's approved pair each. */
  async function company(code: string, thirdPartyTypeId: string) {
    const { admin, companyId } = await openCustomer(stack, { name: `${code} Ltd`, code, adminEmail: `admin@${code.toLowerCase()}.example.com`, thirdPartyTypeId, isTimeApprovalEnabled: true });
    const department = async (departmentName: string, parentId?: string) => (await post('/department/save', { departmentName, ...(parentId ? { parent: parentId } : {}) }, admin)).body.departmentVo?.id as string;
    const north = await department('North');
    const yard = await department('North Yard', north);
    const south = await department('South');
    const weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 }, admin)).body.id as string;
    const hire = async (firstName: string, departmentId: string) =>
      (await post('/employee/save-without-photo', { firstName, lastName: code, departmentId, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: `P-${firstName}`, clockId: '' }, admin)).body.id as string;
    const people = [await hire('Aria', north), await hire('Ben', yard), await hire('Cara', south)];
    for (const [n, employeeId] of people.entries()) {
      expect((await post('/timesheet/saveSinglePunch', { employeeId, day: iso(num(monday) + n), inTime: '08:00', outTime: '12:30' }, admin)).body.message).toBe('success');
    }
    const rows = (await stack.call<Page<TimeApprovalRow>>('GET', `/api/time-approvals?startDate=${monday}&endDate=${sunday}&pageSize=100`, { token: admin })).body.items;
    expect((await post('/time-approvals/approveAllSelected', { punchPairIds: rows.map((r) => r.punchPairId) }, admin)).body.message).toBe('success');
    return { admin, companyId, north, yard, south };
  }

  let greenTree: Awaited<ReturnType<typeof company>>;
  const upload = async (departmentId: string, token = greenTree.admin) => {
    const started = await post('/api/timesheet-transfers/greentree', { departmentId, startDate: sunday, endDate: sunday }, token);
    expect(started.status).toBe(200);
    return finished(started.body.jobId, token);
  };

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { INTEGRATION_TIMEOUT_MS: '1000' } });
    gateway = await new FakeUploadGateway('gt-key-1').start();
    greenTree = await company('KAHIKATEA', '03');
  });
  afterAll(async () => {
    await gateway.stop();
    await stack.close();
  });
  afterEach(() => gateway.faults.clear());

  it('says the upload endpoint must be set up first, then keeps its key sealed and never read back', async () => {
    const run = await upload(greenTree.north);
    expect(run.result.result).toEqual({ errorMessage: 'Set up the GreenTree upload connection first (My Company, Company Profiles).' });
    expect(await latestSyncResult(greenTree.admin)).toMatchObject({ status: 'Error', integration: 'GreenTree', message: 'Set up the GreenTree upload connection first (My Company, Company Profiles).' });

    expect((await post('/integrations/greentree/save', { baseUrl: gateway.url, company: 'GT01' }, greenTree.admin)).body.message).toBe('This field is required.');
    expect((await post('/integrations/greentree/save', { baseUrl: gateway.url, company: 'GT01', apiKey: 'gt-key-1' }, greenTree.admin)).body.message).toBe('success');
    expect((await stack.call('GET', '/api/integrations/greentree', { token: greenTree.admin })).body).toEqual({ baseUrl: gateway.url, company: 'GT01', hasKey: true, version: 1 });
    const { rows } = await stack.db.pool.query("SELECT data::text AS data FROM events WHERE type = 'organisation.integration-connection-changed'");
    expect(rows.some((r) => r.data.includes('gt-key-1'))).toBe(false);
  });

  it.each<[HttpFault, string]>([
    ['timeout', 'The GreenTree upload endpoint did not answer within 1 second. Nothing was uploaded.'],
    ['unauthorized', 'The GreenTree upload endpoint refused the key (401): check the key on My Company, Company Profiles. Nothing was uploaded.'],
    ['rateLimited', 'The GreenTree upload endpoint is limiting requests (429) and kept refusing after waiting; upload again later. Nothing was uploaded.'],
    ['serverError', 'The GreenTree upload endpoint failed with an error of its own (500). Nothing was uploaded.'],
    ['malformed', 'The GreenTree upload endpoint answered with something we cannot read (not the JSON messages list). Nothing was uploaded.'],
  ])('a %s from the endpoint ends the upload as an Error that names it', async (fault, sentence) => {
    gateway.faults.set(fault);
    const run = await upload(greenTree.south);
    expect(run.result.result).toEqual({ errorMessage: sentence });
    expect(await latestSyncResult(greenTree.admin)).toMatchObject({ type: 'Timesheet Transfer', status: 'Error', message: sentence });
    expect(gateway.imported).toEqual([]);
  });

  it('uploads the approved hours of the chosen nodes and those below them, once, and lists what GreenTree answered', async () => {
    // The first call fails (500) and is asked again with the same key: imported once.
    gateway.faults.set('serverError', { times: 1 });
    const run = await upload(greenTree.north);
    expect(gateway.faults.met).toHaveLength(1);
    expect(run.result.result).toEqual({ data: [`2 timesheet lines imported into GreenTree company GT01 for ${monday} to ${sunday}.`] });
    expect(gateway.imported).toHaveLength(1);
    expect(gateway.lines).toMatchObject([
      { employeeId: 'P-Aria', employeeName: 'Aria KAHIKATEA', department: 'North', date: monday, start: `${monday}T08:00`, end: `${monday}T12:30`, hours: 4.5 },
      { employeeId: 'P-Ben', employeeName: 'Ben KAHIKATEA', department: 'North Yard', date: iso(num(monday) + 1), hours: 4.5 },
    ]);
    expect(await latestSyncResult(greenTree.admin)).toMatchObject({ status: 'Success', jobRunId: run.id });

    const again = await upload(greenTree.north);
    expect(again.result.result).toEqual({ data: [`The approved hours of the week ending ${sunday} were uploaded before; nothing new to upload.`] });
    expect(gateway.lines).toHaveLength(2);

    // A worker that died after the endpoint answered and before the ledger recorded it: the run is delivered again, under the same key.
    await stack.db.pool.query('DELETE FROM transfer_sent WHERE company_id = $1', [greenTree.companyId]);
    const payload = (await stack.db.pool.query('SELECT payload FROM job_run WHERE id = $1', [run.id])).rows[0].payload;
    const redelivered = await (stack.worker?.get(TimesheetTransferJob) as TimesheetTransferJob).run({ runId: run.id, companyId: greenTree.companyId, requestedBy: 'test', payload, attempt: 2, resumeFrom: 0, progress: async () => undefined });
    expect(redelivered.result).toEqual({ data: [`2 timesheet lines imported into GreenTree company GT01 for ${monday} to ${sunday}.`] });
    expect(gateway.lines).toHaveLength(2);
  });

  it('refuses a form without company nodes or with two dates, another company’s nodes, and those without the transfer right', async () => {
    const send = (body: Record<string, unknown>, token = greenTree.admin) => post('/api/timesheet-transfers/greentree', body, token);
    expect((await send({ departmentId: '', startDate: sunday, endDate: sunday })).body.message).toBe('This field is required.');
    expect((await send({ departmentId: greenTree.north, startDate: monday, endDate: sunday })).body.message).toBe('The start and end date must both be the week ending date.');
    const ax = await company('RIMU', '02');
    const foreign = await send({ departmentId: ax.north, startDate: sunday, endDate: sunday });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'This department does not exist.']);
    expect((await send({ departmentId: greenTree.north, startDate: sunday, endDate: sunday }, ax.admin)).status).toBe(404);
    const supervisor = await signInAs(stack, (await createAccount(stack, greenTree.companyId, { firstName: 'Sup', roles: [Role.Supervisor] })).email);
    expect((await send({ departmentId: greenTree.north, startDate: sunday, endDate: sunday }, supervisor)).status).toBe(403);
  });

  it('uploads an AX period to its own endpoint, for its own company only', async () => {
    const ax = await company('TOTARA', '02');
    const axGateway = await new FakeUploadGateway('ax-key-1').start();
    try {
      expect((await post('/integrations/ax/save', { baseUrl: axGateway.url, company: 'USMF', apiKey: 'ax-key-1' }, ax.admin)).body.message).toBe('success');
      const refused = await post('/api/timesheet-transfers/greentree', { departmentId: ax.north, startDate: sunday, endDate: sunday }, ax.admin);
      expect([refused.status, refused.body.message]).toEqual([403, 'This company does not send its time to GreenTree.']);
      const started = await post('/api/timesheet-transfers/ax', { departmentId: `${ax.north},${ax.south}`, startDate: monday, endDate: sunday }, ax.admin);
      const run = await finished(started.body.jobId, ax.admin);
      expect(run.result.result).toEqual({ data: [`3 timesheet lines imported into AX company USMF for ${monday} to ${sunday}.`] });
      expect(axGateway.lines.map((l) => l.employeeName)).toEqual(['Aria TOTARA', 'Ben TOTARA', 'Cara TOTARA']);
    } finally {
      await axGateway.stop();
    }
  });

  it('downloads TimesheetTransfer.csv for a SAP company and records it, and refuses it to others', async () => {
    const sap = await company('MIRO', '06');
    const file = await fetch(`${stack.baseUrl}/SAP-job-costings?startDate=${monday}&endDate=${sunday}`, { headers: { authorization: `Bearer ${sap.admin}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="TimesheetTransfer.csv"');
    const lines = (await file.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Personnel Number,Employee,Department,Date,Start,End,Hours,Job Code,Job,WBS Element,Task Code,Task,Activity,Pair ID');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 7).join(','))).toEqual([
      `P-Aria,Aria MIRO,North,${monday},08:00,12:30,4.50`,
      `P-Ben,Ben MIRO,North Yard,${iso(num(monday) + 1)},08:00,12:30,4.50`,
      `P-Cara,Cara MIRO,South,${iso(num(monday) + 2)},08:00,12:30,4.50`,
    ]);
    expect(await latestSyncResult(sap.admin)).toMatchObject({ status: 'Success', integration: 'SAP', message: `Downloaded 3 approved time pairs (13.50 hours) of 3 employees for ${monday} to ${sunday} as TimesheetTransfer.csv for SAP.` });
    expect((await stack.call('GET', `/SAP-job-costings?startDate=${monday}&endDate=${sunday}`, { token: greenTree.admin })).status).toBe(403);
    expect((await stack.call<Reply>('GET', `/SAP-job-costings?startDate=${monday}`, { token: sap.admin })).body.message).toBe('This field is required.');
  });
});
