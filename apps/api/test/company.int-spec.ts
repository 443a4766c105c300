import { CompanyInfo, CompanySettings, CustomerDetail, CustomerRow, DepartmentNode, EventType, MenuItem, Page, Role, StructureLevelRow } from '@timekeep/contracts';
import { createAccount, registerCompany, signInAs, startTestStack, TEST_PASSWORD, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d1a2c10000000049454e44ae426082', 'hex');

describe('customers, company detail and structure levels over HTTP', () => {
  let stack: TestStack;
  let superToken: string;
  let operator: string;

  const customerForm = (code: string, extra: Record<string, string> = {}) => ({
    name: `Customer ${code}`,
    code,
    timeZone: 'Pacific/Auckland',
    country: 'nz',
    region: 'WGN',
    sumLicense: '25',
    sumAppLicense: '5',
    multiShiftView: 'true',
    adminFirstName: 'Aroha',
    adminLastName: 'Ngata',
    adminEmail: `admin-${code.toLowerCase()}@example.com`,
    adminPassword: TEST_PASSWORD,
    ...extra,
  });
  const open = async (form: Record<string, string>) => (await stack.call<Reply>('POST', '/customer/save', { token: superToken, form })).body;
  const get = async <T>(path: string, token: string) => (await stack.call<T>('GET', path, { token })).body;

  beforeAll(async () => {
    stack = await startTestStack();
    operator = await registerCompany(stack, 'Operator');
    superToken = await signInAs(stack, (await createAccount(stack, operator, { firstName: 'Root', roles: [Role.Superadmin] })).email);
  });
  afterAll(() => stack.close());

  it('opens a customer with its licences, features and first admin in one commit', async () => {
    const reply = await open(customerForm('KAURI'));
    expect(reply.message).toBe('success');
    const adminToken = await signInAs(stack, 'admin-kauri@example.com');

    const settings = await get<CompanySettings>('/api/company/settings', adminToken);
    expect(settings).toMatchObject({ sumLicense: 25, sumAppLicense: 5, multiShiftView: true, mobileApp: false, useTimeClock: false, lateArrival: true, structureName: 'Position', thirdPartyType: null });
    // Menu hiding follows the switches: multiShiftView shows the Dashboard.
    expect((await get<MenuItem[]>('/menu-items', adminToken)).map((s) => s.name)).toContain('Dashboard');

    const list = await get<Page<CustomerRow>>('/api/customers?search=kauri', superToken);
    expect(list.items).toEqual([expect.objectContaining({ id: reply.id, code: 'KAURI', country: 'NZ', region: 'WGN', sumLicense: 25 })]);
    const { rows } = await stack.db.pool.query('SELECT type FROM events WHERE company_id = $1 ORDER BY global_position', [reply.id]);
    // Opened in one commit with its public holidays and default pay types, before the admin's first sign-in.
    const types = rows.map((r) => r.type);
    expect(types.filter((t) => t !== EventType.HolidaySaved && t !== EventType.PayTypeSaved)).toEqual([EventType.CompanyRegistered, EventType.CustomerSettingsChanged, EventType.AccountCreated, EventType.LoginSucceeded]);
    expect(types.lastIndexOf(EventType.PayTypeSaved)).toBeLessThan(types.indexOf(EventType.LoginSucceeded));
    expect(types.filter((t) => t === EventType.HolidaySaved).length).toBeGreaterThan(10);
  });

  it('refuses a taken code or admin email and writes nothing', async () => {
    const before = Number((await stack.db.pool.query('SELECT count(*) FROM events')).rows[0].count);
    expect(await open(customerForm('kauri', { adminEmail: 'someone-new@example.com' }))).toEqual({ message: 'exist' });
    expect(await open(customerForm('TOTARA', { adminEmail: 'ADMIN-KAURI@example.com' }))).toEqual({ message: 'userEmailExit' });
    const weak = await stack.call<Reply>('POST', '/customer/save', { token: superToken, form: customerForm('RIMU', { adminPassword: 'short' }) });
    expect(weak.status).toBe(400);
    expect(Number((await stack.db.pool.query('SELECT count(*) FROM events')).rows[0].count)).toBe(before);
    expect((await get<Page<CustomerRow>>('/api/customers?search=TOTARA', superToken)).total).toBe(0);
  });

  it('lets only a Superadmin manage customers, and checks licences and versions', async () => {
    const { id } = await open(customerForm('MATAI'));
    const adminToken = await signInAs(stack, 'admin-matai@example.com');
    expect((await stack.call('GET', '/api/customers', { token: adminToken })).status).toBe(403);
    expect((await stack.call('POST', '/customer/settings', { token: adminToken, body: { id, country: 'NZ', sumLicense: 1, sumAppLicense: 0 } })).status).toBe(403);

    const detail = await get<CustomerDetail>(`/api/customers/${id}`, superToken);
    const change = (body: Record<string, unknown>) => stack.call<Reply>('POST', '/customer/settings', { token: superToken, body: { id, country: 'NZ', sumLicense: 40, sumAppLicense: 5, ...body } });
    expect((await change({ version: detail.version, isPositionCodeEnabled: true, thirdPartyTypeId: '05' })).body).toEqual({ message: 'success' });
    expect((await change({ version: detail.version, sumLicense: 41 })).status).toBe(409);
    expect((await change({ sumLicense: 2.5 })).status).toBe(400);
    expect((await change({ thirdPartyTypeId: '99' })).status).toBe(400);
    expect(await get<CompanySettings>('/api/company/settings', adminToken)).toMatchObject({ sumLicense: 40, isPositionCodeEnabled: true, thirdPartyType: { id: '05', name: 'MYOB Advanced' } });

    // Position codes on: a Position without a punch code is refused with the spec code.
    const save = async (body: Record<string, string>) => (await stack.call<Reply>('POST', '/department/save', { token: adminToken, form: body })).body;
    const division = (await save({ departmentName: 'North' })).departmentVo?.id as string;
    const branch = (await save({ departmentName: 'Auckland', parent: division })).departmentVo?.id as string;
    const department = (await save({ departmentName: 'Warehouse', parent: branch })).departmentVo?.id as string;
    expect(await save({ departmentName: 'Driver', parent: department })).toEqual({ message: 'missingPunchCode' });
    expect((await save({ departmentName: 'Driver', parent: department, punchCode: '1' })).message).toBe('success');
  });

  it('saves the company detail form, refusing another company code, bad addresses and stale forms', async () => {
    const { id } = await open(customerForm('KOWHAI'));
    const adminToken = await signInAs(stack, 'admin-kowhai@example.com');
    const supervisorToken = await signInAs(stack, (await createAccount(stack, id as string, { firstName: 'Sup', roles: [Role.Supervisor] })).email);
    const info = await get<CompanyInfo>('/api/company/info', adminToken);
    expect(info).toMatchObject({ code: 'KOWHAI', tradingName: 'Customer KOWHAI', licenses: 25, latitude: -36.8509, longitude: 174.7645, timeZoneId: 'Pacific/Auckland' });
    expect(info.token).toMatch(/^[\w-]{32}$/);

    const form = (extra: Record<string, string>) => ({
      code: 'KOWHAI',
      tradingName: 'Kowhai Gardens',
      timeZoneId: 'Pacific/Chatham',
      latitude: '-41.2865',
      longitude: '174.7762',
      exceptionThreshold: '10',
      exceptionLDThreshold: '30',
      leaveNtReceivers: 'pay@kowhai.nz, boss@kowhai.nz',
      leaveNotifySupervisor: 'true',
      standardHoursDisplayName: 'Contract Hours',
      version: String(info.version),
      ...extra,
    });
    const post = (body: Record<string, string>, token = adminToken) => stack.call<Reply>('POST', '/mydetail/save', { token, form: body });

    expect((await post(form({ code: 'kauri' }))).body).toEqual({ message: 'exist' });
    expect((await post(form({ leaveNtReceivers: 'pay@kowhai.nz, nobody' }))).body.message).toBe('Invalid Email address!');
    expect((await post(form({ exceptionThreshold: '20' }))).status).toBe(400);
    expect((await post(form({}), supervisorToken)).status).toBe(403);
    expect((await post(form({}))).body).toEqual({ message: 'success' });
    expect((await post(form({ tradingName: 'Late edit' }))).status).toBe(409);

    expect(await get<CompanyInfo>('/api/company/info', adminToken)).toMatchObject({
      tradingName: 'Kowhai Gardens',
      timeZoneId: 'Pacific/Chatham',
      exceptionThreshold: 10,
      leaveNtReceivers: ['pay@kowhai.nz', 'boss@kowhai.nz'],
      leaveNotifySupervisor: true,
    });
    expect(await get<CompanySettings>('/api/company/settings', adminToken)).toMatchObject({ standardHoursDisplayName: 'Contract Hours', guaranteedHoursDisplayName: 'Guaranteed Hours' });
    expect((await get<DepartmentNode>('/api/departments', adminToken)).name).toBe('Kowhai Gardens');
  });

  it('takes a logo only when it is an image', async () => {
    await open(customerForm('RATA'));
    const adminToken = await signInAs(stack, 'admin-rata@example.com');
    const upload = async (bytes: Buffer) => {
      const form = new FormData();
      form.append('logoFile', new Blob([bytes]), 'logo.png');
      const response = await fetch(`${stack.baseUrl}/api/company/logo`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
      return { status: response.status, body: (await response.json()) as { message: string; logourl?: string } };
    };
    expect((await upload(Buffer.from('GIF? no'))).status).toBe(400);
    const accepted = await upload(PNG);
    expect(accepted.body.message).toBe('success');
    expect((await get<CompanyInfo>('/api/company/info', adminToken)).logourl).toBe(accepted.body.logourl);
    const served = await fetch(`${stack.baseUrl}/api/company/logo?logoUrl=${accepted.body.logourl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('renames and switches off structure levels; new nodes skip a level that is off', async () => {
    await open(customerForm('MIRO'));
    const adminToken = await signInAs(stack, 'admin-miro@example.com');
    const levels = await get<StructureLevelRow[]>('/api/company-structures', adminToken);
    expect(levels.map((l) => [l.level, l.labelName, l.isActive])).toEqual([
      ['Division', 'Division', true],
      ['Branch', 'Branch', true],
      ['Department', 'Department', true],
      ['Position', 'Position', true],
    ]);
    const update = levels.map((l) => ({ id: l.id, labelName: l.level === 'Position' ? 'Role' : l.level === 'Division' ? '' : l.labelName, timeZone: '', isActive: l.level !== 'Branch' && l.level !== 'Position' ? true : false }));
    expect((await stack.call<Reply>('POST', '/structure/update', { token: adminToken, body: update })).body).toEqual({ message: 'success' });
    expect((await get<StructureLevelRow[]>('/api/company-structures', adminToken)).map((l) => [l.labelName, l.isActive])).toEqual([
      ['Division', true],
      ['Branch', false],
      ['Department', true],
      ['Role', true],
    ]);
    expect((await get<CompanySettings>('/api/company/settings', adminToken)).structureName).toBe('Role');

    const save = async (body: Record<string, string>) => (await stack.call<Reply>('POST', '/department/save', { token: adminToken, body })).body;
    const division = (await save({ departmentName: 'South' })).departmentVo?.id as string;
    const under = (await save({ departmentName: 'Dunedin', parent: division })).departmentVo?.id as string;
    expect(await get('/api/departments/' + under, adminToken)).toMatchObject({ level: 'Department', labelName: 'Department' });
    expect(await get(`/api/departments/${under}/child-company-structure`, adminToken)).toMatchObject({ level: 'Position', labelName: 'Role' });
    const tree = await get<DepartmentNode>('/api/departments', adminToken);
    expect([tree.childLevel, tree.children[0].childLevel]).toEqual(['Division', 'Department']);

    const employeeToken = await signInAs(stack, (await createAccount(stack, tree.id, { firstName: 'Emp', roles: [Role.Employee] })).email);
    expect((await stack.call('POST', '/structure/update', { token: employeeToken, body: update })).status).toBe(403);
    expect((await stack.call('POST', '/structure/update', { token: adminToken, body: [{ id: 'Team', labelName: 'x', timeZone: '', isActive: true }] })).status).toBe(400);
  });
});
