import { EmployeeDetail, EmployeeRow, EventType, HistoryEntry, LicenceUse, Page, PEOPLE_TEXTS, Role, UserDetail, UserRow } from '@timekeep/contracts';
import { createAccount, openCustomer, registerCompany, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

describe('employees and users over HTTP', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let north: string;
  let south: string;
  let weekly: string;
  let supervisor: string;
  let otherAdmin: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const form = (path: string, body: Record<string, string>, token = admin) => stack.call<Reply>('POST', path, { token, form: body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const person = (firstName: string, extra: Record<string, unknown> = {}) => ({
    firstName,
    lastName: 'Ngata',
    departmentId: north,
    paygroupId: weekly,
    hireOnDateValue: '2026-01-05',
    payId: `P-${firstName}`,
    clockId: '',
    ...extra,
  });
  const hire = async (firstName: string, extra: Record<string, unknown> = {}, token = admin) => {
    const reply = await post('/employee/save-without-photo', person(firstName, extra), token);
    if (reply.body.message !== 'success') throw new Error(`${firstName}: ${reply.body.message}`);
    return reply.body.id as string;
  };

  beforeAll(async () => {
    stack = await startTestStack();
    ({ companyId, admin } = await openCustomer(stack, { name: 'Totara Ltd', code: 'TOTARA', adminEmail: 'ana@totara.example.com', sumLicense: 4, sumAppLicense: 1, mobileApp: true, useTimeClock: false }));
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
    expect(weekly).toBeTruthy();
    supervisor = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Sam', roles: [Role.Supervisor], departmentIds: [north] })).email);
    otherAdmin = await signInAs(stack, (await createAccount(stack, await registerCompany(stack, 'Other'), { firstName: 'Oth', roles: [Role.Admin] })).email);
  });
  afterAll(() => stack.close());

  it('hires an employee from the form-encoded form, with the spec defaults, and lists them', async () => {
    const saved = await form('/employee/save-without-photo', {
      firstName: 'Aroha',
      lastName: 'Ngata',
      departmentId: north,
      paygroupId: weekly,
      hireOnDateValue: '2026-01-05',
      payId: 'P-100',
      clockId: '100',
      email: 'aroha@totara.example.com',
      password: 'Aroha-pass-1',
      confirm_password: 'Aroha-pass-1',
      payRate: '31.50',
      transferPositions: south,
      pin: '2468',
    });
    expect(saved.body.message).toBe('success');
    const detail = await get<EmployeeDetail>(`/api/employees/${saved.body.id}`);
    expect(detail).toMatchObject({ firstName: 'Aroha', employeeStatus: 'Active', isExport: true, clockId: 100, payRate: 31.5, email: 'aroha@totara.example.com', role: Role.Employee, transferPositions: [south], hasPin: true });
    // The employee signs in with the password set on the form.
    expect(await signInAs(stack, 'aroha@totara.example.com', 'Aroha-pass-1')).toBeTruthy();

    const page = await get<Page<EmployeeRow>>('/api/employees?search=aroha');
    expect(page.items).toEqual([expect.objectContaining({ firstName: 'Aroha', departmentName: 'North', payGroupName: 'Weekly', employeeStatus: 'Active', clockId: 100 })]);
    expect(await get<{ clockId: number }>('/api/employees/next-clock-id')).toEqual({ clockId: 101 });
  });

  it('answers the spec codes and writes nothing when refused', async () => {
    const before = (await stack.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n;
    const refuse = async (body: Record<string, unknown>) => (await post('/employee/save-without-photo', body)).body;
    expect(await refuse(person('Dup', { clockId: '100', payId: 'P-X' }))).toEqual({ message: 'employeeNumerExit' });
    expect(await refuse(person('Dup', { payId: 'p-100' }))).toEqual({ message: 'employeePayIdExit' });
    expect(await refuse(person('Dup', { email: 'AROHA@totara.example.com' }))).toEqual({ message: 'userEmailExit' });
    expect(await refuse(person('Dup', { departmentId: '00000000-0000-4000-8000-000000000000' }))).toEqual({ message: 'noDepartment' });
    expect(await refuse(person('Dup', { paygroupId: '00000000-0000-4000-8000-000000000000' }))).toEqual({ message: 'noPaygroup' });
    const missing = await post('/employee/save-without-photo', person('Dup', { payId: '' }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('This field is required.');
    expect((await post('/employee/save-without-photo', person('Dup', { pin: '12a4', statusApp: true }))).body.message).toBe(PEOPLE_TEXTS.pinDigits);
    expect((await post('/employee/save-without-photo', person('Dup', { email: 'x@y.example.com', password: 'Abcdef-123', confirm_password: 'other' }))).body.message).toBe(PEOPLE_TEXTS.passwordMismatch);
    expect((await post('/employee/save-without-photo', person('Dup', { pin: '1234' }))).body.message).toBe('A mobile app PIN needs an email: the PIN belongs to the sign-in account.');
    expect((await stack.db.pool.query('SELECT count(*)::int AS n FROM events')).rows[0].n).toBe(before);
  });

  it('counts licences, refuses the one too many, and lets only one of two concurrent saves take the last', async () => {
    expect(await get<LicenceUse>('/api/employees/user-count')).toEqual({ used: 1, licensed: 4 });
    await hire('Bea', { statusApp: true });
    expect(await get<LicenceUse>('/api/employees/app-user-count')).toEqual({ used: 1, licensed: 1 });
    expect((await post('/employee/save-without-photo', person('Cy', { statusApp: true }))).body).toEqual({ message: 'licensesApp' });
    await hire('Cy');
    // One licence left: two saves at once, one wins.
    const race = await Promise.all([post('/employee/save-without-photo', person('Dee')), post('/employee/save-without-photo', person('Eru'))]);
    expect(race.map((r) => r.body.message).sort()).toEqual(['licenses', 'success']);
    expect(await get<LicenceUse>('/api/employees/user-count')).toEqual({ used: 4, licensed: 4 });
  });

  it('changes status with a reason; reactivation checks licences and the clock ID; a terminated person cannot sign in', async () => {
    const aroha = (await get<Page<EmployeeRow>>('/api/employees?search=aroha')).items[0];
    const status = (id: string, to: string, reason?: string) => post('/employee/saveStatus', { id, status: to, ...(reason ? { reason } : {}) });
    expect((await status(aroha.id, 'Terminated', 'Moved to Australia')).body).toEqual({ message: 'success' });
    expect((await stack.call('POST', '/account/login', { body: { email: 'aroha@totara.example.com', password: 'Aroha-pass-1', appType: 'web' } })).status).toBe(400);
    expect((await get<Page<EmployeeRow>>('/api/employees?employeeStatus=Terminated')).items.map((e) => e.firstName)).toEqual(['Aroha']);

    // Her clock ID is free again: a new starter takes it; then she cannot come back with it.
    const fin = await hire('Fin', { clockId: '100' });
    expect((await status(aroha.id, 'Active')).body).toEqual({ message: 'employeeClockIdExit' });
    // Fin leaves, freeing the clock ID and a licence; Gus takes the licence.
    await status(fin, 'Inactive');
    await hire('Gus');
    expect((await status(aroha.id, 'Active')).body).toEqual({ message: 'licenses' });

    const { rows } = await stack.db.pool.query('SELECT type, data FROM events WHERE stream_id = $1 AND type = $2', [`employee-${aroha.id}`, EventType.EmployeeStatusChanged]);
    expect(rows.map((r) => r.data)).toEqual([{ employeeId: aroha.id, from: 'Active', to: 'Terminated', reason: 'Moved to Australia' }]);

    // Her History: newest first, who did it, the reason, old and new values; ids read as names.
    const history = await get<HistoryEntry[]>(`/api/history/employee/${aroha.id}`);
    expect(history[0]).toMatchObject({ actor: 'Ana Admin', event: 'employee-status-changed', reason: 'Moved to Australia', changes: [{ field: 'status', from: 'Active', to: 'Terminated' }] });
    expect(history[history.length - 1].changes).toEqual(expect.arrayContaining([{ field: 'departmentId', from: null, to: 'North' }, { field: 'payRate', from: null, to: 31.5 }]));
    expect((await stack.call('GET', `/api/history/employee/${aroha.id}`, { token: otherAdmin })).status).toBe(404);
    const weeklyHistory = await get<HistoryEntry[]>(`/api/history/payGroup/${weekly}`);
    expect(weeklyHistory[0].changes).toEqual(expect.arrayContaining([{ field: 'name', from: null, to: 'Weekly' }]));
    const northHistory = await get<HistoryEntry[]>(`/api/history/department/${north}`);
    expect(northHistory[0].changes).toEqual(expect.arrayContaining([{ field: 'name', from: null, to: 'North' }]));
  });

  it('records pay rate, department and pay group changes as their own events, and refuses a stale form', async () => {
    const bea = (await get<Page<EmployeeRow>>('/api/employees?search=bea')).items[0];
    const loaded = await get<EmployeeDetail>(`/api/employees/${bea.id}`);
    const { id: _id, userId: _u, email: _e, employeeStatus: _s, role: _r, version, ...fields } = loaded;
    const edit = { ...fields, employeeId: bea.id, payRate: 28, departmentId: south, version };
    expect((await post('/employee/save-without-photo', edit)).body.message).toBe('success');
    expect((await post('/employee/save-without-photo', { ...edit, payRate: 29 })).status).toBe(409);
    const { rows } = await stack.db.pool.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_position', [`employee-${bea.id}`]);
    expect(rows.map((r) => r.type)).toEqual([EventType.EmployeeHired, EventType.PayRateChanged, EventType.DepartmentMoved]);
  });

  it('keeps supervisors to their departments and other companies out', async () => {
    const all = (await get<Page<EmployeeRow>>('/api/employees?pageSize=100')).items;
    const inNorth = all.filter((e) => e.departmentName === 'North').map((e) => e.firstName).sort();
    expect(inNorth.length).toBeGreaterThan(0);
    expect((await get<Page<EmployeeRow>>('/api/employees?pageSize=100', supervisor)).items.map((e) => e.firstName).sort()).toEqual(inNorth);
    const bea = (await get<Page<EmployeeRow>>('/api/employees?search=bea')).items[0];
    expect((await stack.call('GET', `/api/employees/${bea.id}`, { token: supervisor })).status).toBe(404);
    expect((await post('/employee/saveStatus', { id: bea.id, status: 'Inactive' }, supervisor)).status).toBe(404);
    // Supervisors update employees but do not hire them (docs/decisions/0009).
    expect((await post('/employee/save-without-photo', person('Sup'), supervisor)).status).toBe(403);

    expect((await get<Page<EmployeeRow>>('/api/employees', otherAdmin)).total).toBe(0);
    expect((await stack.call('GET', `/api/employees/${bea.id}`, { token: otherAdmin })).status).toBe(404);
    expect((await post('/employee/saveStatus', { id: bea.id, status: 'Inactive' }, otherAdmin)).status).toBe(404);
  });

  it('keeps a department, pay group and rounding rule that employees use', async () => {
    const rounding = (await post('/roundingrules/save', { name: 'Quarter', active: true, rules: [{ fromTime: 0, toT: 7, value: 0 }] })).body.id as string;
    const cy = (await get<Page<EmployeeRow>>('/api/employees?search=cy')).items[0];
    await post('/employee/saveStatus', { id: cy.id, status: 'Terminated' });
    await hire('Ira', { timeRoundingId: rounding });
    expect((await post('/department/delete', { ids: [north] })).body).toEqual({ message: 'hasEmployee' });
    expect((await post('/paygroup/delete', { ids: [weekly] })).body).toMatchObject({ message: 'inUse' });
    expect((await post('/roundingrules/delete', { ids: [rounding] })).body).toMatchObject({ usedRoundings: ['Quarter'] });
    expect(await get<{ name: string }>(`/api/pay-groups/${weekly}`)).toMatchObject({ name: 'Weekly' });
  });

  it('saves users with roles, scope, forwarding and Employee Info, and changes their status inline', async () => {
    const roles = await get<Array<{ id: string; name: string }>>('/api/roles');
    expect(roles.find((r) => r.name === Role.Supervisor)?.id).toBe('3');
    const needsScope = await post('/user/save-without-photo', { email: 'kiri@totara.example.com', firstName: 'Kiri', lastName: 'Hau', roleId: '3' });
    expect(needsScope.status).toBe(400);
    const saved = await form('/user/save-without-photo', {
      email: 'kiri@totara.example.com',
      firstName: 'Kiri',
      lastName: 'Hau',
      roleId: '3',
      departments: north,
      exportDevisions: `${north},${south}`,
      isLeave: 'true',
      forwardTo: (await get<Array<{ id: string; name: string }>>('/api/users/forward-to')).find((u) => u.name === 'Ana Admin')?.id as string,
      password: 'Kiri-pass-12',
      confirm_password: 'Kiri-pass-12',
    });
    expect(saved.body.message).toBe('success');
    const kiri = await get<UserDetail>(`/users/${saved.body.id}`);
    expect(kiri).toMatchObject({ roleId: '3', departments: [north], exportDevisions: [north, south], isLeave: true, isEmployee: false, userStatus: 'Active' });
    expect(await signInAs(stack, 'kiri@totara.example.com', 'Kiri-pass-12')).toBeTruthy();
    expect((await post('/user/save-without-photo', { email: 'KIRI@totara.example.com', firstName: 'K', lastName: 'H', roleId: '2' })).body).toEqual({ message: 'userEmailExit' });

    // Is Employee on: Employee Info makes her an employee too, on the next licence.
    const gus = (await get<Page<EmployeeRow>>('/api/employees?search=gus')).items[0];
    await post('/employee/saveStatus', { id: gus.id, status: 'Terminated' });
    const asEmployee = await post('/user/save-without-photo', { id: kiri.id, version: kiri.version, email: kiri.email, firstName: 'Kiri', lastName: 'Hau', roleId: '3', departments: [north], isEmployee: true, departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-03-02', payId: 'P-KIRI' });
    expect(asEmployee.body.message).toBe('success');
    const withEmployee = await get<UserDetail>(`/users/${kiri.id}`);
    expect(withEmployee.employee).toMatchObject({ firstName: 'Kiri', payId: 'P-KIRI', employeeStatus: 'Active' });
    const listed = (await get<Page<UserRow>>('/api/users?search=kiri')).items[0];
    expect(listed).toMatchObject({ roleName: Role.Supervisor, userStatus: 'Active', isEmployee: true });

    expect((await post(`/api/users/${kiri.id}/status`, { userStatus: 'Inactive' })).body).toEqual({ message: 'success' });
    expect((await get<Page<UserRow>>('/api/users?userStatus=Inactive')).items.map((u) => u.firstName)).toEqual(['Kiri']);
    expect((await stack.call('POST', '/account/login', { body: { email: 'kiri@totara.example.com', password: 'Kiri-pass-12', appType: 'web' } })).status).toBe(400);
    expect((await post(`/api/users/${kiri.id}/status`, { userStatus: 'Active' }, supervisor)).status).toBe(403);
    expect((await post(`/api/users/${kiri.id}/status`, { userStatus: 'Active' }, otherAdmin)).status).toBe(404);
  });

  it('keeps a photo uploaded for an employee on the employee and their account, never on the uploader', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3d1a2c10000000049454e44ae426082', 'hex');
    const upload = new FormData();
    upload.append('avatar', new Blob([png]), 'aroha.png');
    const uploaded = (await (await fetch(`${stack.baseUrl}/api/avatars`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: upload })).json()) as { fileName: string };
    const aroha = (await get<Page<EmployeeRow>>('/api/employees?search=aroha')).items[0];
    const { id: _id, userId: _u, email, employeeStatus: _s, role: _r, version, ...fields } = await get<EmployeeDetail>(`/api/employees/${aroha.id}`);
    expect((await post('/employee/save-without-photo', { ...fields, email, employeeId: aroha.id, avatarFileName: uploaded.fileName, version })).body.message).toBe('success');
    const detail = await get<EmployeeDetail>(`/api/employees/${aroha.id}`);
    expect(detail.avatarFileName).toBe(uploaded.fileName);
    expect((await get<UserDetail>(`/users/${detail.userId}`)).avatarFileName).toBe(uploaded.fileName);
    // The employee list's row carries it too: the timesheet's employee picker shows the photo (document 2 §2).
    expect((await get<Page<EmployeeRow>>('/api/employees?search=aroha')).items[0].avatarFileName).toBe(uploaded.fileName);
    expect((await get<{ avatarFileName: string | null }>('/profile')).avatarFileName).toBeNull();
    const forged = await post('/employee/save-without-photo', person('Forged', { avatarFileName: 'http://evil.example/x.png' }));
    expect(forged.body.message).toBe('Upload the picture again.');
  });
});
