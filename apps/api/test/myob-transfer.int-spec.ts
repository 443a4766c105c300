import { JobRunDto, MyobSendResult, Page, Role, SyncResultDto, TimeApprovalRow, TransferStartReply } from '@timekeep/contracts';
import { TimesheetTransferJob, TimesheetTransferResult } from '@timekeep/server-integrations';
import { createAccount, eventually, FakeMyobAdvanced, HttpFault, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };
type Finished = JobRunDto & { result: TimesheetTransferResult & { result: MyobSendResult } };

const iso = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
const num = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
const aucklandToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describe('the timesheet transfer to MYOB Advanced', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let myob: FakeMyobAdvanced;
  const today = aucklandToday();
  const monday = iso(num(today) - 7 - ((num(today) - 7 + 3) % 7));
  const tuesday = iso(num(monday) + 1);
  const wednesday = iso(num(monday) + 2);
  const sunday = iso(num(monday) + 6);
  const week = { startDate: monday, endDate: sunday };

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const send = (body: Record<string, unknown>, token = admin) => stack.call<TransferStartReply & { message?: string }>('POST', '/api/timesheet-transfers/myob-advanced', { token, body });
  const finished = (jobId: string, token = admin) =>
    eventually(
      async () => (await stack.call<Finished>('GET', `/api/job-runs/${jobId}`, { token })).body,
      (run) => run.status === 'completed' || run.status === 'failed',
    );
  const sendAndWait = async (jobTypes: string[]) => {
    const started = await send({ ...week, jobTypes });
    expect(started.status).toBe(200);
    return finished(started.body.jobId);
  };
  const latestSyncResult = async () => (await stack.call<Page<SyncResultDto>>('GET', '/api/sync-results?pageSize=10', { token: admin })).body.items[0];
  /** Stamps a job or task with its external type and id, as a sync of MYOB's production orders or appointments would (Sync Jobs brings only projects): the MYOB record it stands for. */
  const external = (id: string, type: string | null, externalId: string) =>
    stack.db.pool.query(`UPDATE pay_rule SET fields = fields || jsonb_build_object('externalType', $2::text, 'externalId', $3::text) WHERE id = $1`, [id, type, externalId]);

  beforeAll(async () => {
    stack = await startTestStack({ worker: true, env: { INTEGRATION_TIMEOUT_MS: '1000' } });
    myob = await new FakeMyobAdvanced({ name: 'timekeep', password: 'Myob-pass-1', company: 'Rata' }).start();
    const flags = { isTimeApprovalEnabled: true, isJobCodeEnabled: true, isTaskCodeEnabled: true };
    ({ admin, companyId } = await openCustomer(stack, { name: 'Rata Ltd', code: 'RATA', adminEmail: 'admin@rata.example.com', ...flags }));
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;

    // Jobs of the company's own, from before it moved to MYOB Advanced (a MYOB company's jobs come from MYOB only).
    const task = async (code: string, name: string) => (await post('/task/save', { code, name })).body.id as string;
    const job = async (code: string, name: string, taskID: string[]) => (await post('/job/save', { code, name, taskID })).body.id as string;
    const welding = await task('T-2', 'Welding');
    const gates = await job('M-1', 'Gate batch', [welding]);
    const call = await job('S-1', 'Service call', []);
    const closedCall = await job('S-2', 'Closed call', []);
    const local = await job('L-1', 'Local job', []);
    await external(gates, 'ProductionOrder', 'RO/AM000123');
    await external(welding, 'ProductionOrder', '0010');
    await external(call, 'Appointment', 'MRO/FS000012');
    await external(closedCall, 'Appointment', 'MRO/FS000013');

    const operator = await registerCompany(stack, 'Operator');
    const root = await signInAs(stack, (await createAccount(stack, operator, { firstName: 'Root', roles: [Role.Superadmin] })).email);
    const { version } = (await stack.call<{ version: number }>('GET', `/api/customers/${companyId}`, { token: root })).body;
    const moved = await stack.call<Reply>('POST', '/customer/settings', { token: root, body: { id: companyId, version, country: 'NZ', region: 'AUK', sumLicense: 10, sumAppLicense: 0, ...flags, thirdPartyTypeId: '05' } });
    expect(moved.body.message).toBe('success');
    expect((await post('/integrations/myob-advanced/save', { baseUrl: myob.url, tenant: 'Rata', username: 'timekeep', password: 'Myob-pass-1' })).body.message).toBe('success');

    const hire = async (firstName: string, externalId: string) => (await post('/employee/save-without-photo', { firstName, lastName: 'Rata', departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: `P-${firstName}`, externalId, clockId: '' })).body.id as string;
    const aria = await hire('Aria', 'EP00000001');
    const ben = await hire('Ben', 'EP00000002');
    const dan = await hire('Dan', 'EP00000099');
    myob.employees = [
      { EmployeeID: 'EP00000001', EmployeeName: 'Aria Rata' },
      { EmployeeID: 'ep00000002', EmployeeName: 'Ben Rata' },
    ];

    // The projects come from MYOB by Sync Jobs; PRJ-200 is then removed in MYOB, which refuses time on it.
    myob.projects = [
      { ProjectID: 'PRJ-100', Description: 'Fence' },
      { ProjectID: 'PRJ-200', Description: 'Old barn' },
    ];
    myob.projectTasks = [
      { ProjectID: 'PRJ-100', ProjectTaskID: 'PT-01', Description: 'Posts' },
      { ProjectID: 'PRJ-200', ProjectTaskID: 'PT-01', Description: 'Posts' },
    ];
    expect((await stack.call<{ success: boolean }>('POST', '/api/jobs/sync-myob-advanced', { token: admin })).body.success).toBe(true);
    const synced = async (kind: string, externalId: string) =>
      (await stack.db.pool.query<{ id: string }>(`SELECT id FROM pay_rule WHERE company_id = $1 AND kind = $2 AND fields->>'externalId' = $3`, [companyId, kind, externalId])).rows[0].id;
    const fence = await synced('job', 'PRJ-100');
    const barn = await synced('job', 'PRJ-200');
    const posts = await synced('task', 'PT-01');
    myob.costing.projects = [{ ProjectID: 'PRJ-100', tasks: ['PT-01'] }];
    myob.costing.productionOrders = [{ OrderType: 'RO', ProductionNbr: 'AM000123', operations: ['0010'] }];
    myob.costing.appointments = [
      { ServiceOrderType: 'MRO', AppointmentNbr: 'FS000012', Status: 'In Process', Logs: [] },
      { ServiceOrderType: 'MRO', AppointmentNbr: 'FS000013', Status: 'Completed', Logs: [] },
    ];

    const pair = async (employeeId: string, day: string, inTime: string, outTime: string, jobId: string, taskId?: string) =>
      expect((await post('/timesheet/saveSinglePunch', { employeeId, day, inTime, outTime, jobId, taskId })).body.message).toBe('success');
    await pair(aria, monday, '08:00', '12:00', fence, posts);
    await pair(aria, tuesday, '08:00', '10:30', gates, welding);
    await pair(ben, monday, '13:00', '15:00', call);
    await pair(ben, tuesday, '09:00', '11:00', closedCall);
    await pair(dan, monday, '08:00', '09:00', fence, posts);
    await pair(ben, wednesday, '08:00', '09:00', barn, posts);
    await pair(aria, wednesday, '10:00', '11:00', local);
    const rows = (await stack.call<Page<TimeApprovalRow>>('GET', `/api/time-approvals?startDate=${monday}&endDate=${sunday}&pageSize=100`, { token: admin })).body.items;
    expect(rows).toHaveLength(7);
    expect((await post('/time-approvals/approveAllSelected', { punchPairIds: rows.map((r) => r.punchPairId) })).body.message).toBe('success');
  });
  afterAll(async () => {
    await myob.stop();
    await stack.close();
  });
  afterEach(() => myob.faults.clear());

  it.each<[HttpFault, string]>([
    ['timeout', 'MYOB Advanced did not answer the TimeEntry call within 1 second. 0 time entries were sent before it.'],
    ['unauthorized', 'MYOB Advanced ended the session (401 Unauthorized) at the TimeEntry call: check the connection, then send again. 0 time entries were sent before it.'],
    ['rateLimited', 'MYOB Advanced is limiting requests (429 Too Many Requests): try again in 1 seconds. It kept refusing the TimeEntry call after waiting; send again later. 0 time entries were sent before it.'],
    ['serverError', 'MYOB Advanced had a server error (500) at the TimeEntry call: Object reference not set to an instance of an object. 0 time entries were sent before it.'],
    ['malformed', 'MYOB Advanced answered the TimeEntry call with something that is not JSON; nothing more was sent. 0 time entries were sent before it.'],
  ])('a %s from MYOB ends the send as an Error that names it, sends nothing and signs out', async (fault, sentence) => {
    myob.faults.set(fault, { path: /\/TimeEntry$/ });
    const run = await sendAndWait(['Project']);
    expect(run.status).toBe('completed');
    expect(run.result.result.projectJobCostingResult).toEqual({ success: false, errorMessage: sentence, timeEntryErrorMessages: [] });
    expect(await latestSyncResult()).toMatchObject({ type: 'Timesheet Transfer', status: 'Error', integration: 'MYOB Advanced' });
    expect((await latestSyncResult()).message).toContain(sentence);
    expect(myob.costing.timeEntries).toEqual([]);
    await eventually(async () => myob.sessions.size, (n) => n === 0);
  });

  it('asks again after a 429 with Retry-After, which MYOB had not taken', async () => {
    myob.faults.set('rateLimited', { path: /\/TimeEntry$/, times: 1 });
    const run = await sendAndWait(['Project']);
    expect(run.result.result.projectJobCostingResult).toEqual({ success: true, errorMessage: null, timeEntryErrorMessages: [] });
    expect(myob.faults.met).toEqual(['/entity/Default/22.200.001/TimeEntry']);
    expect(myob.costing.timeEntries).toMatchObject([{ Employee: 'EP00000001', Date: `${monday}T00:00:00`, Time: `${monday}T08:00:00`, TimeSpent: '04:00', ProjectID: 'PRJ-100', ProjectTaskID: 'PT-01' }]);
  });

  it('sends each job type to its MYOB entity and names what MYOB does not have, in the spec result per key', async () => {
    const run = await sendAndWait(['Project', 'ProductionOrder', 'Appointment']);
    expect(run.result.result).toEqual({
      employeesNotInMyobAdvanced: ['Dan Rata (EP00000099)'],
      jobsNotInMyobAdvanced: ['L-1 Local job', 'PRJ-200 Old barn'],
      tasksNotInMyobAdvanced: [],
      projectJobCostingResult: { success: true, errorMessage: null, timeEntryErrorMessages: [] },
      productionOrderJobCostingResult: { released: true, success: true, errorMessage: null },
      appointmentJobCostingResult: { success: true, errorMessage: null, failedAppointmentNameToErrorMap: {}, inactiveAppointmentIds: ['MRO/FS000013'] },
    });
    // The project hours went in the earlier test; this send booked the labour batch and the appointment's log.
    expect(myob.costing.timeEntries).toHaveLength(1);
    expect(myob.costing.laborEntries).toMatchObject([{ Status: 'Released', Details: [{ OrderType: 'RO', ProductionNbr: 'AM000123', OperationNbr: '0010', EmployeeID: 'EP00000001', LaborTime: 150 }] }]);
    // As MYOB spells Ben's Employee ID.
    expect(myob.costing.appointments[0].Logs).toMatchObject([{ StaffMember: 'ep00000002', StartTime: `${monday}T13:00:00`, EndTime: `${monday}T15:00:00`, Duration: '02:00' }]);
    expect(myob.costing.appointments[1].Logs).toEqual([]);
    const row = await latestSyncResult();
    expect(row).toMatchObject({ type: 'Timesheet Transfer', status: 'Warning', jobRunId: run.id });
    expect(row.message).toBe(
      `Sent 2 time pairs (4.50 hours) of 2 employees for ${monday} to ${sunday} to MYOB Advanced; 1 sent before were skipped; 1 employees not in MYOB Advanced: Dan Rata (EP00000099); jobs not in MYOB Advanced: L-1 Local job, PRJ-200 Old barn; appointments no longer open: MRO/FS000013.`,
    );
    expect(myob.sessions.size).toBe(0);
  });

  it('sends nothing twice: a second send skips what went, and a redelivered run finds what MYOB booked before its ledger did', async () => {
    const again = await sendAndWait(['Project', 'ProductionOrder', 'Appointment']);
    expect(again.result.message).toMatch(/^Sent 0 time pairs .*; 3 sent before were skipped;/);
    expect([myob.costing.timeEntries.length, myob.costing.laborEntries.length, myob.costing.appointments[0].Logs.length]).toEqual([1, 1, 1]);

    // A worker that died after MYOB took the hours and before the ledger recorded them: its run is delivered again.
    const { rows } = await stack.db.pool.query<{ run_id: string }>('DELETE FROM transfer_sent WHERE company_id = $1 RETURNING run_id', [companyId]);
    expect(rows).toHaveLength(3);
    const handler = stack.worker?.get(TimesheetTransferJob) as TimesheetTransferJob;
    for (const runId of new Set(rows.map((r) => r.run_id))) {
      const payload = (await stack.db.pool.query('SELECT payload FROM job_run WHERE id = $1', [runId])).rows[0].payload;
      await handler.run({ runId, companyId, requestedBy: 'test', payload, attempt: 2, resumeFrom: 0, progress: async () => undefined });
    }
    expect([myob.costing.timeEntries.length, myob.costing.laborEntries.length, myob.costing.appointments[0].Logs.length]).toEqual([1, 1, 1]);
    expect((await stack.db.pool.query('SELECT count(*)::int AS n FROM transfer_sent WHERE company_id = $1', [companyId])).rows[0].n).toBe(3);
  });

  it('refuses a form without job types or dates in the spec words, and those without the transfer right', async () => {
    const noTypes = await send({ ...week, jobTypes: [] });
    expect([noTypes.status, noTypes.body.message]).toEqual([400, 'This field is required.']);
    expect((await send({ startDate: '', endDate: sunday, jobTypes: ['Project'] })).body.message).toBe('This field is required.');
    expect((await send({ startDate: sunday, endDate: monday, jobTypes: ['Project'] })).body.message).toBe('The end date must not be before the start date.');
    const supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sup', roles: [Role.Supervisor] })).email);
    expect((await send({ ...week, jobTypes: ['Project'] }, supervisor)).status).toBe(403);
  });

  it('keeps tenants apart: another company cannot send to MYOB nor see this send', async () => {
    const other = await openCustomer(stack, { name: 'Matai Ltd', code: 'MATAI', adminEmail: 'admin@matai.example.com', thirdPartyTypeId: '03' });
    const refused = await send({ ...week, jobTypes: ['Project'] }, other.admin);
    expect([refused.status, refused.body.message]).toEqual([403, 'This company does not send its time to MYOB Advanced.']);
    const mine = (await send({ ...week, jobTypes: ['Project'] })).body.jobId;
    expect((await stack.call('GET', `/api/job-runs/${mine}`, { token: other.admin })).status).toBe(404);
    await finished(mine);
  });
});
