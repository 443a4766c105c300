import { Action, EmployeeDetail, Resource, ResourcePermission, SUPERVISOR_FUNCTIONS, UserDetail } from '@timekeep/contracts';
import { openCustomer, signInAs, startTestStack, TEST_PASSWORD, TestStack, userFormOf } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

describe("a supervisor's functions", () => {
  let stack: TestStack;
  let admin: string;
  let north: string;
  let south: string;
  let weekly: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const hire = (token: string, firstName: string, departmentId: string, extra: Record<string, unknown> = {}) =>
    post('/employee/save-without-photo', { firstName, lastName: 'Tane', departmentId, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId: `P-${firstName}`, clockId: '', ...extra }, token);
  const supervisor = async (email: string, funs: string[]) => {
    const saved = await post('/user/save-without-photo', { email, firstName: 'Sup', lastName: email.slice(0, 4), roleId: '3', departments: [north], funs, password: TEST_PASSWORD, confirm_password: TEST_PASSWORD });
    expect(saved.body.message).toBe('success');
    return { id: saved.body.id as string, token: await signInAs(stack, email) };
  };

  beforeAll(async () => {
    stack = await startTestStack();
    const opened = await openCustomer(stack, { name: 'Matai Ltd', code: 'MATAI', adminEmail: 'admin@matai.example.com' });
    admin = opened.admin;
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    south = (await post('/department/save', { departmentName: 'South' })).body.departmentVo?.id as string;
    weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
  });
  afterAll(() => stack.close());

  it('are offered by the server and kept on the user', async () => {
    expect(await get('/api/functions')).toEqual(SUPERVISOR_FUNCTIONS.map(({ id, name }) => ({ id, name })));
    const { id } = await supervisor('rangi@matai.example.com', ['employees', 'payRates']);
    expect((await get<UserDetail>(`/users/${id}`)).funs).toEqual(['employees', 'payRates']);
    expect((await post('/user/save-without-photo', { email: 'x@matai.example.com', firstName: 'X', lastName: 'Y', roleId: '3', departments: [north], funs: ['everything'] })).status).toBe(400);
  });

  it('grant their rights within the supervisor’s departments only; without them the role’s own rights hold', async () => {
    const plain = await supervisor('hana@matai.example.com', []);
    const trusted = await supervisor('tui@matai.example.com', ['employees', 'payRates']);

    expect((await hire(plain.token, 'Aroha', north)).status).toBe(403);
    const hired = await hire(trusted.token, 'Aroha', north, { payRate: 31.5 });
    expect(hired.body.message).toBe('success');
    expect((await get<EmployeeDetail>(`/api/employees/${hired.body.id}`)).payRate).toBe(31.5);
    // Scope still holds: South is not theirs.
    expect((await hire(trusted.token, 'Mata', south)).body.message).toBe('noDepartment');

    const permissions = async (token: string) => (await get<ResourcePermission[]>('/profile/permissions', token)).find((p) => p.resource === Resource.PayRate)?.actions ?? [];
    expect(await permissions(plain.token)).toEqual([]);
    expect(await permissions(trusted.token)).toEqual([Action.Update, Action.Visible]);

    // Taking the functions away takes effect at the next sign-in (access tokens are short-lived).
    const user = await get<UserDetail>(`/users/${trusted.id}`);
    expect((await post('/user/save-without-photo', { ...userFormOf(user), funs: [] })).body.message).toBe('success');
    expect((await hire(await signInAs(stack, 'tui@matai.example.com'), 'Rewi', north)).status).toBe(403);
  });

  it('mean nothing to other roles', async () => {
    const saved = await post('/user/save-without-photo', { email: 'wai@matai.example.com', firstName: 'Wai', lastName: 'Admin', roleId: '2', funs: ['payRates'], password: TEST_PASSWORD, confirm_password: TEST_PASSWORD });
    expect((await get<UserDetail>(`/users/${saved.body.id}`)).funs).toEqual([]);
  });

  it('the employee form makes an employee a supervisor of departments with functions, and takes it back', async () => {
    const withAccount = { email: 'moana@matai.example.com', password: TEST_PASSWORD, confirm_password: TEST_PASSWORD };
    const refused = await hire(admin, 'Nobody', north, { isSupervisor: true, departments: [north] });
    expect(refused.body.message).toBe('A supervisor needs an email: supervising is done from the sign-in account.');
    expect((await hire(admin, 'Moana', north, { ...withAccount, isSupervisor: true, departments: [] })).body.message).toBe('This field is required.');
    const moana = (await hire(admin, 'Moana', north, { ...withAccount, isSupervisor: true, departments: [south], funs: ['employees'] })).body.id as string;
    expect(await get<EmployeeDetail>(`/api/employees/${moana}`)).toMatchObject({ isSupervisor: true, departments: [south], funs: ['employees'] });
    const token = await signInAs(stack, 'moana@matai.example.com');
    expect((await hire(token, 'Piri', south)).body.message).toBe('success');

    // A supervisor may edit employees but not hand out supervision: their Is Supervisor is ignored.
    const trusted = await supervisor('kahu@matai.example.com', ['employees']);
    const form = await get<EmployeeDetail>(`/api/employees/${(await hire(admin, 'Ari', north)).body.id}`);
    expect((await post('/employee/save-without-photo', { ...form, id: undefined, employeeId: form.id, isSupervisor: true, departments: [north] }, trusted.token)).body.message).toBe('success');
    expect((await get<EmployeeDetail>(`/api/employees/${form.id}`)).isSupervisor).toBe(false);

    const current = await get<EmployeeDetail>(`/api/employees/${moana}`);
    expect((await post('/employee/save-without-photo', { ...current, id: undefined, employeeId: moana, isSupervisor: false })).body.message).toBe('success');
    expect(await get<EmployeeDetail>(`/api/employees/${moana}`)).toMatchObject({ isSupervisor: false, departments: [], funs: [], role: 'Employee' });
  });

  it("a supervisor who manages templates sees and changes only their own people on one", async () => {
    const planner = await supervisor('wiki@matai.example.com', ['scheduleTemplates']);
    const ata = (await hire(admin, 'Ata', north)).body.id as string;
    const sola = (await hire(admin, 'Sola', south)).body.id as string;
    const days = [1, 2, 3, 4, 5].map((num) => ({ num, workSections: [{ startTime: '08:00', endTime: '16:00', breakTime: 30 }] }));
    const template = (await post('/schedule/save', { name: 'Both sides', periodType: 'Weekly', startDate: '2026-11-23', scheduleRules: days, employeeIds: [ata, sola] })).body.id as string;

    const seen = await get<{ employeeIds: string[]; version: number }>(`/api/schedules/${template}`, planner.token);
    expect(seen.employeeIds).toEqual([ata]);
    const saved = await post('/schedule/save', { id: template, version: seen.version, name: 'Both sides', periodType: 'Weekly', startDate: '2026-11-23', scheduleRules: days, employeeIds: [] }, planner.token);
    expect(saved.body.message).toBe('success');
    expect((await get<EmployeeDetail>(`/api/employees/${ata}`)).scheduleId).toBeNull();
    // Sola is beyond their reach: she keeps the template, and cannot be named by them.
    expect((await get<EmployeeDetail>(`/api/employees/${sola}`)).scheduleId).toBe(template);
    expect((await post('/schedule/save', { id: template, name: 'Both sides', periodType: 'Weekly', startDate: '2026-11-23', scheduleRules: days, employeeIds: [sola] }, planner.token)).body.message).toBe('A chosen employee does not exist.');
  });
});
