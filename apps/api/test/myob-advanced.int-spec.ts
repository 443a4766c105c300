import { MyobAdvancedConnectionDto, MyobEmployeeSyncReply, Page, Role, SyncResultDto } from '@timekeep/contracts';
import { createAccount, FakeMyobAdvanced, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

describe('MYOB Advanced: the connection and Sync Employees', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let myob: FakeMyobAdvanced;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const sync = async (token = admin) => stack.call<MyobEmployeeSyncReply>('POST', '/api/employees/sync-myob-advanced', { token });

  beforeAll(async () => {
    stack = await startTestStack();
    myob = await new FakeMyobAdvanced({ name: 'timekeep', password: 'Myob-pass-1', company: 'Greenfield' }).start();
    const opened = await openCustomer(stack, { name: 'Rata Ltd', code: 'RATA', adminEmail: 'admin@rata.example.com', thirdPartyTypeId: '05' });
    admin = opened.admin;
    companyId = opened.companyId;
    const north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    const weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    for (const [firstName, externalId] of [['Aria', 'EP00000001'], ['Ben', 'EP00000002'], ['Chloe', 'ep00000002'], ['Dan', 'EP00000099']]) {
      const hired = await post('/employee/save-without-photo', { firstName, lastName: 'Rata', departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: `P-${firstName}`, externalId, clockId: '' });
      expect(hired.body.message).toBe('success');
    }
    myob.employees = [
      { EmployeeID: 'EP00000001', EmployeeName: 'Aria Rata' },
      { EmployeeID: 'EP00000002', EmployeeName: 'Ben Rata' },
    ];
  });
  afterAll(async () => {
    await myob.stop();
    await stack.close();
  });

  it('keeps the connection with the password sealed, never read back nor logged', async () => {
    expect(await get('/api/integrations/myob-advanced')).toMatchObject({ baseUrl: '', hasPassword: false, version: 0 });
    const refused = await post('/integrations/myob-advanced/save', { baseUrl: myob.url, tenant: 'Greenfield', username: 'timekeep' });
    expect([refused.status, refused.body.message]).toEqual([400, 'This field is required.']);
    expect((await post('/integrations/myob-advanced/save', { baseUrl: 'http://myob.example.com', tenant: 'G', username: 'u', password: 'p' })).body.message).toBe('The address must use https.');

    expect((await post('/integrations/myob-advanced/save', { baseUrl: `${myob.url}/`, tenant: 'Greenfield', username: 'timekeep', password: 'Myob-pass-1' })).body.message).toBe('success');
    const saved = await get<MyobAdvancedConnectionDto>('/api/integrations/myob-advanced');
    expect(saved).toEqual({ baseUrl: myob.url, endpointVersion: '22.200.001', tenant: 'Greenfield', branch: null, username: 'timekeep', hasPassword: true, version: 1 });
    const { rows } = await stack.db.pool.query("SELECT data::text AS data FROM events WHERE type = 'organisation.integration-connection-changed'");
    expect(rows.some((r) => r.data.includes('Myob-pass-1'))).toBe(false);
    const stored = await stack.db.pool.query('SELECT cipher FROM integration_secret WHERE company_id = $1', [companyId]);
    expect(stored.rows[0].cipher).not.toContain('Myob-pass-1');

    // Saving without a password keeps it; a stale form is a conflict.
    expect((await post('/integrations/myob-advanced/save', { baseUrl: myob.url, tenant: 'Greenfield', branch: 'HQ', username: 'timekeep', version: 1 })).body.message).toBe('success');
    expect((await post('/integrations/myob-advanced/save', { baseUrl: myob.url, tenant: 'Greenfield', username: 'timekeep', version: 1 })).status).toBe(409);
    expect((await get<MyobAdvancedConnectionDto>('/api/integrations/myob-advanced')).hasPassword).toBe(true);
  });

  it("names the employees MYOB Advanced cannot pay, and signs out of MYOB after", async () => {
    const reply = await sync();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      timekeepEmployeesNotInMyobAdvanced: ['Dan Rata (EP00000099)'],
      duplicateEmployeesInTimekeep: ['Ben Rata (EP00000002)', 'Chloe Rata (ep00000002)'],
      duplicateEmployeesInMyobAdvanced: [],
    });
    expect(myob.sessions.size).toBe(0);

    // Many pages of MYOB employees are all read.
    myob.employees = [...myob.employees, ...Array.from({ length: 1200 }, (_, i) => ({ EmployeeID: `EX${String(i).padStart(8, '0')}`, EmployeeName: `Other ${i}` })), { EmployeeID: 'EP00000099', EmployeeName: 'Dan Rata' }];
    expect((await sync()).body.timekeepEmployeesNotInMyobAdvanced).toEqual([]);

    // Each sync is in the Sync Results: the first warned of the missing and the shared IDs.
    const results = (await get<Page<SyncResultDto>>('/api/sync-results')).items;
    expect(results.map((r) => [r.type, r.status, r.integration])).toEqual([
      ['Employees Sync', 'Warning', 'MYOB Advanced'],
      ['Employees Sync', 'Warning', 'MYOB Advanced'],
    ]);
    expect(results[1].message).toBe('Employees not in MYOB Advanced: Dan Rata (EP00000099); sharing an Employee ID here: Ben Rata (EP00000002), Chloe Rata (ep00000002).');
  });

  it('answers a refused sign-in with its reason, and keeps the sync to those who may use it', async () => {
    expect((await post('/integrations/myob-advanced/save', { baseUrl: myob.url, tenant: 'Greenfield', username: 'timekeep', password: 'wrong', version: 2 })).body.message).toBe('success');
    expect((await sync()).body).toMatchObject({ success: false, errorMessage: 'MYOB Advanced refused the sign-in: check the user name, password and tenant.' });
    expect((await get<Page<SyncResultDto>>('/api/sync-results?statuses=Error')).items.map((r) => r.message)).toEqual(['MYOB Advanced refused the sign-in: check the user name, password and tenant.']);
    expect((await get<{ count: number }>('/api/sync-results/error-count')).count).toBe(1);
    const employee = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Emp', roles: [Role.Employee] })).email);
    expect((await sync(employee)).status).toBe(403);
    expect((await stack.call('GET', '/api/integrations/myob-advanced', { token: employee })).status).toBe(403);
  });
});
