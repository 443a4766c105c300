import { DepartmentJobTaskNode, EventType, JobDto, KioskEmployee, OnsiteEmployee, Page, Role, TaskDto } from '@timekeep/contracts';
import { createAccount, openCustomer, signInAs, startTestStack, TEST_PASSWORD, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

/** Wall time in the company's zone (Auckland) `offsetMs` from now: [yyyy-MM-dd, HH:mm]. */
const auckland = (offsetMs: number): [string, string] => {
  const text = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.now() + offsetMs));
  return text.split(' ') as [string, string];
};
const HOUR = 3600_000;

/**
 * The spec's calls that kiosks, the mobile app and integrations make (document 1 §7, document 2
 * §7; issue 30; docs/decisions/0058-spec-calls-for-devices.md): each answered for real, within the
 * caller's company and reach, and showing no more than its purpose needs.
 */
describe('the calls devices and apps make', () => {
  let stack: TestStack;
  const acme = { admin: '', companyId: '' };
  let otherAdmin = '';
  let officeSupervisor = '';
  let employee = { email: '', token: '' };
  const ids = { precast: '', office: '', packer: '', driver: '', clerk: '', slab: '', walls: '', closed: '', pour: '', finish: '', ana: '', ben: '', cai: '', annual: '' };

  const post = (path: string, body: unknown, token = acme.admin) => stack.call<Reply>('POST', path, { token, body: body as Record<string, unknown> });
  const get = <T>(path: string, token = acme.admin) => stack.call<T>('GET', path, { token });
  const punch = async (employeeId: string, offsetMs: number) => {
    const [day, punchTime] = auckland(offsetMs);
    expect((await post('/api/punches/save', { employeeId, day, punchTime })).body.message).toBe('success');
    return `${day}T${punchTime}`;
  };
  /** A token request as an OAuth client library sends it: form-encoded, headers kept. */
  const token = async (form: Record<string, string>, headers: Record<string, string> = {}) => {
    const response = await fetch(`${stack.baseUrl}/account/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form).toString() });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    stack = await startTestStack({ worker: false });
    Object.assign(acme, await openCustomer(stack, { name: 'Acme Precast', code: 'ACME', adminEmail: 'admin@acme-devices.example.com', isJobCodeEnabled: true, isTaskCodeEnabled: true }));
    otherAdmin = (await openCustomer(stack, { name: 'Other Ltd', code: 'OTHR', adminEmail: 'admin@other-devices.example.com', isJobCodeEnabled: true })).admin;

    ids.pour = (await post('/task/save', { code: 'T-POUR', name: 'Pour' })).body.id as string;
    ids.finish = (await post('/task/save', { code: 'T-FIN', name: 'Finish' })).body.id as string;
    ids.slab = (await post('/job/save', { code: 'J-100', name: 'Slab', taskID: [ids.pour, ids.finish] })).body.id as string;
    ids.walls = (await post('/job/save', { code: 'J-200', name: 'Walls' })).body.id as string;
    ids.closed = (await post('/job/save', { code: 'J-300', name: 'Old yard' })).body.id as string;
    expect((await post('/job/closeAllSelected', [ids.closed])).body.message).toBe('success');
    // What a sync from the job-management system leaves on a job (the form does not set it).
    await stack.db.pool.query(`UPDATE pay_rule SET fields = fields || '{"externalType":"WorkflowMax","externalId":"WFM-100"}'::jsonb WHERE id = $1`, [ids.slab]);

    const node = async (departmentName: string, parent: string | null, jobIds: string[] = []) => (await post('/department/save', { departmentName, parent, jobIds })).body.departmentVo?.id as string;
    const yard = await node('Yard', await node('Auckland', null));
    ids.precast = await node('Precast', yard);
    ids.office = await node('Office', yard);
    ids.packer = await node('Packer', ids.precast, [ids.slab]);
    ids.driver = await node('Driver', ids.precast, [ids.walls, ids.closed]);
    ids.clerk = await node('Clerk', ids.office);

    const payGroupId = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    const section = { startTime: '08:00', endTime: '16:30', startTimeType: 'Today', endTimeType: 'Today', breakTime: 30 };
    const days = (await post('/schedule/save', { name: 'Days', periodType: 'Weekly', startDate: '2026-11-23', scheduleType: 'template', scheduleRules: [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [section] })) })).body.id as string;
    const hire = async (firstName: string, lastName: string, departmentId: string, payId: string, clockId: string) => {
      const reply = await post('/employee/save-without-photo', { firstName, lastName, departmentId, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId, clockId, scheduleId: days, mobile: '021 555 0101' });
      expect(reply.body.message).toBe('success');
      return reply.body.id as string;
    };
    ids.ana = await hire('Ana', 'Aroha', ids.packer, 'P-1', '11');
    ids.ben = await hire('Ben', 'Brown', ids.clerk, 'P-2', '12');
    ids.cai = await hire('Cai', 'Chen', ids.packer, 'P-3', '13');
    expect((await post('/employee/saveStatus', { id: ids.cai, status: 'Inactive', reason: 'left for the season' })).body.message).toBe('success');
    ids.annual = (await post('/paytype/save', { ctDay: 8, code: 'ANL', name: 'Annual Holidays', leaveStatus: true, paidLeave: true })).body.id as string;

    officeSupervisor = await signInAs(stack, (await createAccount(stack, acme.companyId, { firstName: 'Sue', roles: [Role.Supervisor], departmentIds: [ids.office] })).email);
    const account = await createAccount(stack, acme.companyId, { firstName: 'Ana', roles: [Role.Employee] });
    await stack.db.pool.query('UPDATE employee SET user_id = $1 WHERE id = $2', [account.userId, ids.ana]);
    employee = { email: account.email, token: await signInAs(stack, account.email) };
  });
  afterAll(() => stack?.close());

  describe('POST /account/token', () => {
    it('signs a person in with the password grant under the sign-in rules, and renews with the refresh grant', async () => {
      const granted = await token({ grant_type: 'password', username: employee.email, password: TEST_PASSWORD });
      expect(granted.status).toBe(200);
      expect(granted.headers.get('cache-control')).toBe('no-store');
      expect(granted.body).toEqual({
        access_token: expect.any(String),
        token_type: 'Bearer',
        expires_in: stack.config.auth.accessTtlSeconds,
        refresh_token: expect.any(String),
        accessToken: granted.body.access_token,
        refreshToken: granted.body.refresh_token,
      });
      // The token is a session of the person, as /account/login's is; the sign-in is recorded as one.
      expect((await get<{ firstName: string }>('/profile', granted.body.access_token as string)).body.firstName).toBe('Ana');
      const { rows } = await stack.db.pool.query("SELECT data FROM events WHERE type = $1 AND data->>'appType' = 'oauth'", [EventType.LoginSucceeded]);
      expect(rows).toHaveLength(1);

      const renewed = await token({ grant_type: 'refresh_token', refresh_token: granted.body.refresh_token as string });
      expect(renewed.status).toBe(200);
      expect(renewed.body.refresh_token).not.toBe(granted.body.refresh_token);
      expect((await get('/profile', renewed.body.access_token as string)).status).toBe(200);
    });

    it("answers a wrong password or a refresh token that is not one in OAuth's words, and records the failed sign-in", async () => {
      const wrong = await token({ grant_type: 'password', username: employee.email, password: 'Not-the-password-1' });
      expect([wrong.status, wrong.body]).toEqual([400, { error: 'invalid_grant', error_description: 'Wrong email or password.' }]);
      const { rows } = await stack.db.pool.query("SELECT 1 FROM events WHERE type = $1 AND data->>'appType' = 'oauth'", [EventType.LoginFailed]);
      expect(rows).toHaveLength(1);
      expect((await token({ grant_type: 'refresh_token', refresh_token: 'nope.nope' })).body).toEqual({ error: 'invalid_grant', error_description: 'The session has ended. Please sign in again.' });
    });

    it('refuses malformed requests: no grant, an unknown grant, missing parameters, JSON, client credentials on a person’s grant', async () => {
      expect(await token({})).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
      expect(await token({ grant_type: 'authorization_code', code: 'x' })).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
      expect(await token({ grant_type: 'password', username: employee.email })).toMatchObject({ status: 400, body: { error: 'invalid_request', error_description: 'username and password are required.' } });
      expect(await token({ grant_type: 'refresh_token' })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
      const basic = `Basic ${Buffer.from('kiosk:secret').toString('base64')}`;
      expect(await token({ grant_type: 'password', username: employee.email, password: TEST_PASSWORD }, { authorization: basic })).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
      const json = await stack.call<Record<string, unknown>>('POST', '/account/token', { body: { grant_type: 'password', username: employee.email, password: TEST_PASSWORD } });
      expect([json.status, json.body.error]).toEqual([400, 'invalid_request']);
    });

    it('grants a company’s OAuth client its token with client credentials, as /oauth/token does', async () => {
      expect((await post('/oauth/save', { clientId: 'acme-kiosk', clientSecret: 'Kiosk-secret-000001', confirmSecret: 'Kiosk-secret-000001', scopes: 'employees:read' })).status).toBe(200);
      const unknown = await token({ grant_type: 'client_credentials', client_id: 'acme-kiosk', client_secret: 'Wrong-secret-000001' });
      expect([unknown.status, unknown.body.error, unknown.headers.get('www-authenticate')]).toEqual([401, 'invalid_client', expect.stringContaining('Basic')]);
      const granted = await token({ grant_type: 'client_credentials' }, { authorization: `Basic ${Buffer.from('acme-kiosk:Kiosk-secret-000001').toString('base64')}` });
      expect(granted).toMatchObject({ status: 200, body: { token_type: 'Bearer', scope: 'employees:read' } });
      // The client reads the kiosk's directory with it, and nothing beyond its scope.
      const directory = await get<Page<KioskEmployee>>('/employee/kiosk-employee-list', granted.body.access_token as string);
      expect(directory.body.items.map((e) => e.firstName)).toEqual(['Ana', 'Ben']);
      expect((await get('/api/employees/onsite/' + acme.companyId, granted.body.access_token as string)).status).toBe(403);
    });
  });

  describe('GET /employee/kiosk-employee-list', () => {
    it('lists the Active employees in reach by name with what a kiosk shows and nothing more', async () => {
      const page = (await get<Page<KioskEmployee>>('/employee/kiosk-employee-list')).body;
      expect(page.total).toBe(2);
      expect(page.items).toEqual([
        { id: ids.ana, clockId: 11, firstName: 'Ana', lastName: 'Aroha', departmentId: ids.packer, departmentName: 'Packer', avatarFileName: null },
        { id: ids.ben, clockId: 12, firstName: 'Ben', lastName: 'Brown', departmentId: ids.clerk, departmentName: 'Clerk', avatarFileName: null },
      ]);
      expect((await get<Page<KioskEmployee>>('/employee/kiosk-employee-list?search=Brown')).body.items.map((e) => e.id)).toEqual([ids.ben]);
      expect((await get<Page<KioskEmployee>>('/employee/kiosk-employee-list?pageSize=10&page=2')).body).toMatchObject({ items: [], total: 2 });
      expect((await get('/employee/kiosk-employee-list?sort=payId')).status).toBe(400);
    });

    it('keeps to the supervisor’s departments, the employee’s own record and the company', async () => {
      expect((await get<Page<KioskEmployee>>('/employee/kiosk-employee-list', officeSupervisor)).body.items.map((e) => e.firstName)).toEqual(['Ben']);
      expect((await get<Page<KioskEmployee>>('/employee/kiosk-employee-list', employee.token)).body.items.map((e) => e.firstName)).toEqual(['Ana']);
      expect((await get<Page<KioskEmployee>>('/employee/kiosk-employee-list', otherAdmin)).body).toMatchObject({ items: [], total: 0 });
    });
  });

  describe('GET /api/employees/onsite/{id}', () => {
    it('names who is punched in now below a node, with since when, where and a number to call', async () => {
      const since = await punch(ids.ana, -HOUR);
      const onsite = async (node: string, token = acme.admin) => (await get<Page<OnsiteEmployee>>(`/api/employees/onsite/${node}`, token)).body;
      expect((await onsite(ids.precast)).items).toEqual([
        { employeeId: ids.ana, clockId: 11, firstName: 'Ana', lastName: 'Aroha', departmentName: 'Packer', mobile: '021 555 0101', since, punchPositionName: null, workPlaceName: null },
      ]);
      expect((await onsite(acme.companyId)).items.map((e) => e.employeeId)).toEqual([ids.ana]);
      expect(await onsite(ids.office)).toMatchObject({ items: [], total: 0 });
      // In and out again is not on site; the out takes Ana off at once.
      await punch(ids.ben, -3 * HOUR);
      await punch(ids.ben, -2 * HOUR);
      expect((await onsite(acme.companyId)).total).toBe(1);
      await punch(ids.ana, -60_000);
      expect((await onsite(acme.companyId)).total).toBe(0);
    });

    it('answers a node out of reach or of another company as absent, and a company-wide call within reach', async () => {
      await punch(ids.ana, -30 * 60_000);
      const status = async (node: string, token: string) => (await get(`/api/employees/onsite/${node}`, token)).status;
      expect(await status(ids.precast, officeSupervisor)).toBe(404);
      expect(await status(ids.precast, otherAdmin)).toBe(404);
      expect(await status('not-an-id', acme.admin)).toBe(400);
      expect((await get<Page<OnsiteEmployee>>(`/api/employees/onsite/${acme.companyId}`, officeSupervisor)).body.total).toBe(0);
      expect((await get<Page<OnsiteEmployee>>(`/api/employees/onsite/${acme.companyId}`, acme.admin)).body.total).toBe(1);
    });
  });

  describe('jobs and tasks with their external information', () => {
    it('answers the active jobs, a node’s jobs and a job’s tasks with the external type and id', async () => {
      const active = (await get<JobDto[]>('/api/jobs/active-with-external-info')).body;
      expect(active.map((j) => [j.code, j.externalJobType, j.externalJobId])).toEqual([
        ['J-100', 'WorkflowMax', 'WFM-100'],
        ['J-200', null, null],
      ]);
      expect((await get<JobDto[]>(`/api/jobs/list-with-external-info/${ids.precast}`)).body.map((j) => j.name)).toEqual(['Slab', 'Walls']);
      expect((await get<JobDto[]>(`/api/jobs/list-with-external-info/${ids.packer}`)).body).toEqual([expect.objectContaining({ id: ids.slab, externalJobId: 'WFM-100', taskID: [ids.pour, ids.finish] })]);
      expect((await get<JobDto[]>(`/api/jobs/list-with-external-info/${ids.office}`)).body).toEqual([]);
      const tasks = (await get<TaskDto[]>(`/api/tasks/list-with-external-info/${ids.slab}`)).body;
      expect(tasks.map((t) => [t.code, t.externalTaskType, t.externalTaskId])).toEqual([
        ['T-FIN', null, null],
        ['T-POUR', null, null],
      ]);
      expect((await get<TaskDto[]>(`/api/tasks/list-with-external-info/${ids.walls}`)).body).toEqual([]);
    });

    it('keeps them to the company and the supervisor’s reach', async () => {
      expect((await get<JobDto[]>('/api/jobs/active-with-external-info', otherAdmin)).body).toEqual([]);
      expect((await get(`/api/jobs/list-with-external-info/${ids.precast}`, otherAdmin)).status).toBe(404);
      expect((await get(`/api/jobs/list-with-external-info/${ids.precast}`, officeSupervisor)).status).toBe(404);
      expect((await get(`/api/tasks/list-with-external-info/${ids.slab}`, otherAdmin)).status).toBe(404);
    });
  });

  describe('GET /api/departments/job-task-tree', () => {
    const find = (node: DepartmentJobTaskNode, id: string): DepartmentJobTaskNode | null => (node.id === id ? node : node.children.map((c) => find(c, id)).find((n) => n) ?? null);

    it('hangs each node’s active jobs and their active tasks on the active structure', async () => {
      const reply = await get<DepartmentJobTaskNode>('/api/departments/job-task-tree');
      expect(reply.status).toBe(200);
      const tree = reply.body;
      expect(tree).toMatchObject({ id: acme.companyId, jobs: [] });
      expect(find(tree, ids.packer)?.jobs).toEqual([
        {
          id: ids.slab,
          code: 'J-100',
          name: 'Slab',
          tasks: [
            { id: ids.pour, code: 'T-POUR', name: 'Pour' },
            { id: ids.finish, code: 'T-FIN', name: 'Finish' },
          ],
        },
      ]);
      // The closed job is not offered.
      expect(find(tree, ids.driver)?.jobs.map((j) => j.name)).toEqual(['Walls']);
      expect(find(tree, ids.precast)?.jobs).toEqual([]);
    });

    it('shows the supervisor their own part of the structure and another company none of it', async () => {
      const mine = (await get<DepartmentJobTaskNode>('/api/departments/job-task-tree', officeSupervisor)).body;
      expect(find(mine, ids.clerk)).not.toBeNull();
      expect(find(mine, ids.packer)).toBeNull();
      const theirs = (await get<DepartmentJobTaskNode>('/api/departments/job-task-tree', otherAdmin)).body;
      expect(find(theirs, ids.packer)).toBeNull();
    });
  });

  describe('POST /api/leaves/submit-leave-clever-go', () => {
    const request = (extra: Record<string, unknown> = {}) => ({ employeeId: ids.ana, typeId: ids.annual, fromDate: '2026-11-23', toDate: '2026-11-24', scheduledDuration: true, skip: true, skipUnscheduled: true, ...extra });

    it('files the employee’s own request from the app under /leave/save’s rules, recorded as from the mobile app', async () => {
      const saved = await post('/api/leaves/submit-leave-clever-go', request(), employee.token);
      expect(saved.body).toMatchObject({ message: 'success', id: expect.any(String) });
      const { rows } = await stack.db.pool.query('SELECT metadata, data FROM events WHERE type = $1 AND stream_id LIKE $2', [EventType.LeaveRequested, `%${saved.body.id}%`]);
      expect(rows).toHaveLength(1);
      expect(rows[0].metadata).toMatchObject({ source: 'mobile', actor: { kind: 'user' } });
      expect((await get<{ leaveStatus: string }>(`/api/leaves/${saved.body.id}`)).body.leaveStatus).toBe('Pending');
    });

    it('refuses what /leave/save refuses, and another person’s leave, writing nothing', async () => {
      const before = (await stack.db.pool.query('SELECT count(*)::int AS n FROM leave_request')).rows[0].n;
      expect((await post('/api/leaves/submit-leave-clever-go', request({ toDate: '2026-11-20' }), employee.token)).status).toBe(400);
      expect((await post('/api/leaves/submit-leave-clever-go', request({ employeeId: ids.ben, fromDate: '2026-11-25', toDate: '2026-11-25' }), employee.token)).status).toBe(404);
      expect((await post('/api/leaves/submit-leave-clever-go', request({ fromDate: '2026-11-26', toDate: '2026-11-26', id: ids.ana }), employee.token)).status).toBe(400);
      expect((await stack.db.pool.query('SELECT count(*)::int AS n FROM leave_request')).rows[0].n).toBe(before);
    });
  });
});
