import { EmployeeDetail, Role, TokenPair, UserDetail } from '@timekeep/contracts';
import { createAccount, openCustomer, signInAs, startTestStack, TEST_PASSWORD, TestStack, userFormOf } from '@timekeep/server-testing';

type Reply = { message: string; id?: string; departmentVo?: { id: string } };

const ACCOUNT_ABOVE_YOURS = 'This person holds a role above yours: only someone with that role can change their account.';
const SECRETS_NEED_USER_RIGHT = "Changing another person's email, password or PIN needs the right to update users.";

/** ADR 0047: who may change whose account, and sessions that end when the account changes. */
describe('accounts above the caller', () => {
  let stack: TestStack;
  let admin: string;
  let companyId: string;
  let north: string;
  let weekly: string;

  const post = (path: string, body: Record<string, unknown>, token = admin) => stack.call<Reply>('POST', path, { token, body });
  const get = async <T>(path: string, token = admin) => (await stack.call<T>('GET', path, { token })).body;
  const login = (email: string, password = TEST_PASSWORD) => stack.call<TokenPair & { message?: string }>('POST', '/account/login', { body: { email, password, appType: 'web' } });
  const refresh = (refreshToken: string) => stack.call<TokenPair & { message?: string }>('POST', '/account/refresh-token', { body: { refreshToken } });
  const employeeInfo = (payId: string) => ({ departmentId: north, paygroupId: weekly, hireOnDateValue: '2026-01-05', payId, clockId: '' });

  /** An Admin who is also an employee in North, through the user form. */
  const adminEmployee = async (email: string) => {
    const saved = await post('/user/save-without-photo', { email, firstName: 'Bea', lastName: 'Boss', roleId: '2', isEmployee: true, ...employeeInfo(`P-${email.slice(0, 5)}`), password: TEST_PASSWORD, confirm_password: TEST_PASSWORD });
    expect(saved.body.message).toBe('success');
    const user = await get<UserDetail>(`/users/${saved.body.id}`);
    return { userId: saved.body.id as string, employeeId: user.employeeId as string };
  };
  const supervisorOfNorth = async (email: string, funs: string[] = []) => {
    const saved = await post('/user/save-without-photo', { email, firstName: 'Sam', lastName: 'Super', roleId: '3', departments: [north], funs, password: TEST_PASSWORD, confirm_password: TEST_PASSWORD });
    expect(saved.body.message).toBe('success');
    return { id: saved.body.id as string, token: await signInAs(stack, email) };
  };
  /** The employee form as the console loads it, saved back with `changes`. */
  const saveEmployee = async (token: string, employeeId: string, changes: Record<string, unknown>) => {
    const form = await get<EmployeeDetail>(`/api/employees/${employeeId}`, token);
    return post('/employee/save-without-photo', { ...form, id: form.userId, employeeId, ...changes }, token);
  };

  beforeAll(async () => {
    stack = await startTestStack({ env: { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '1000' } });
    const opened = await openCustomer(stack, { name: 'Kauri Ltd', code: 'KAURI', adminEmail: 'ana@kauri.example.com' });
    admin = opened.admin;
    companyId = opened.companyId;
    north = (await post('/department/save', { departmentName: 'North' })).body.departmentVo?.id as string;
    weekly = (await post('/paygroup/save', { name: 'Weekly', startTime: '2026-01-05', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 })).body.id as string;
  });
  afterAll(() => stack.close());

  it('a supervisor cannot sign in as the admin by setting her password, email or PIN through the employee form, nor deactivate her', async () => {
    const bea = await adminEmployee('bea@kauri.example.com');
    const sam = await supervisorOfNorth('sam@kauri.example.com', ['employees']);
    // She is in his department, so he sees her employee record, but the form offers him none of her sign-in.
    expect(await get<EmployeeDetail>(`/api/employees/${bea.employeeId}`, sam.token)).toMatchObject({ email: 'bea@kauri.example.com', mayChangeAccount: false });
    expect((await get<EmployeeDetail>(`/api/employees/${bea.employeeId}`)).mayChangeAccount).toBe(true);

    const takeover = await saveEmployee(sam.token, bea.employeeId, { changePassword: true, password: 'Taken-over-1', confirm_password: 'Taken-over-1' });
    expect(takeover).toEqual({ status: 403, body: { message: ACCOUNT_ABOVE_YOURS } });
    expect((await login('bea@kauri.example.com', 'Taken-over-1')).status).toBe(400);
    expect((await saveEmployee(sam.token, bea.employeeId, { email: 'sam+bea@kauri.example.com' })).body.message).toBe(ACCOUNT_ABOVE_YOURS);
    expect((await saveEmployee(sam.token, bea.employeeId, { pin: '1234' })).body.message).toBe(ACCOUNT_ABOVE_YOURS);
    expect((await saveEmployee(sam.token, bea.employeeId, { firstName: 'Not-Bea' })).body.message).toBe(ACCOUNT_ABOVE_YOURS);
    expect(await post('/employee/saveStatus', { id: bea.employeeId, status: 'Inactive', reason: 'gone' }, sam.token)).toEqual({ status: 403, body: { message: ACCOUNT_ABOVE_YOURS } });

    // Nothing changed: she signs in with her own password, as Active, with her own email and no PIN.
    expect((await login('bea@kauri.example.com')).status).toBe(200);
    expect(await get<EmployeeDetail>(`/api/employees/${bea.employeeId}`)).toMatchObject({ email: 'bea@kauri.example.com', firstName: 'Bea', employeeStatus: 'Active', hasPin: false });
    const events = await stack.db.pool.query<{ type: string }>('SELECT type FROM events WHERE stream_id = $1', [`user-${bea.userId}`]);
    expect(events.rows.map((r) => r.type)).not.toContain('identity.password-changed');

    // Her payroll record stays his to keep, as long as her account is left as it is.
    expect((await saveEmployee(sam.token, bea.employeeId, { payId: 'P-BEA-2' })).body.message).toBe('success');
  });

  it("needs the right to update users to set even an Employee's password, email or PIN; an Admin may", async () => {
    const sam = await supervisorOfNorth('sam2@kauri.example.com', ['employees']);
    const hired = await post('/employee/save-without-photo', { firstName: 'Eru', lastName: 'Worker', ...employeeInfo('P-ERU'), email: 'eru@kauri.example.com', password: TEST_PASSWORD, confirm_password: TEST_PASSWORD }, sam.token);
    // Hiring with a first email and password makes a new Employee account: nobody held it before.
    expect(hired.body.message).toBe('success');
    const eru = hired.body.id as string;
    expect((await get<EmployeeDetail>(`/api/employees/${eru}`, sam.token)).mayChangeAccount).toBe(false);
    expect(await saveEmployee(sam.token, eru, { changePassword: true, password: 'Sam-knows-1', confirm_password: 'Sam-knows-1' })).toEqual({ status: 403, body: { message: SECRETS_NEED_USER_RIGHT } });
    expect((await saveEmployee(sam.token, eru, { email: 'sam-owns@kauri.example.com' })).body.message).toBe(SECRETS_NEED_USER_RIGHT);
    expect((await login('eru@kauri.example.com')).status).toBe(200);

    expect((await saveEmployee(admin, eru, { changePassword: true, password: 'Admin-set-1', confirm_password: 'Admin-set-1' })).body.message).toBe('success');
    expect((await login('eru@kauri.example.com', 'Admin-set-1')).status).toBe(200);
  });

  it('an Admin cannot change the Superadmin through the user form or the status, nor make anyone a Superadmin', async () => {
    const root = await createAccount(stack, companyId, { firstName: 'Root', roles: [Role.Superadmin] });
    const form = userFormOf(await get<UserDetail>(`/users/${root.userId}`));
    const saved = await post('/user/save-without-photo', { ...form, roleId: '1', password: 'Taken-over-1', confirm_password: 'Taken-over-1' });
    expect(saved.status).toBe(403);
    const demoted = await post('/user/save-without-photo', { ...form, roleId: '2', password: 'Taken-over-1', confirm_password: 'Taken-over-1' });
    expect(demoted).toEqual({ status: 403, body: { message: ACCOUNT_ABOVE_YOURS } });
    expect(await post(`/api/users/${root.userId}/status`, { userStatus: 'Inactive' })).toEqual({ status: 403, body: { message: ACCOUNT_ABOVE_YOURS } });
    expect((await login(root.email)).status).toBe(200);
    expect((await get<UserDetail>(`/users/${root.userId}`)).userStatus).toBe('Active');
  });

  it('an admin set Inactive is refused on her very next request, with her access token and her refresh token', async () => {
    const bea = await adminEmployee('bea3@kauri.example.com');
    const session = (await login('bea3@kauri.example.com')).body;
    expect((await stack.call('GET', '/profile', { token: session.accessToken })).status).toBe(200);

    expect((await post(`/api/users/${bea.userId}/status`, { userStatus: 'Inactive' })).body.message).toBe('success');
    // Before ADR 0047 her access token kept working until it expired: she could still create an Admin.
    const newAdmin = await post('/user/save-without-photo', { email: 'mallory@kauri.example.com', firstName: 'Mal', lastName: 'Lory', roleId: '2', password: TEST_PASSWORD, confirm_password: TEST_PASSWORD }, session.accessToken);
    expect(newAdmin.status).toBe(401);
    expect((await stack.call('GET', '/profile', { token: session.accessToken })).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(400);
    expect((await stack.db.pool.query('SELECT 1 FROM user_account WHERE email = $1', ['mallory@kauri.example.com'])).rowCount).toBe(0);
  });

  it("a password set by someone else ends the holder's sessions; a role change ends her access token and the refresh carries the new rights", async () => {
    const bea = await adminEmployee('bea4@kauri.example.com');
    const session = (await login('bea4@kauri.example.com')).body;
    expect((await saveEmployee(admin, bea.employeeId, { changePassword: true, password: 'Admin-set-2', confirm_password: 'Admin-set-2' })).body.message).toBe('success');
    expect((await stack.call('GET', '/profile', { token: session.accessToken })).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(400);

    const sam = await supervisorOfNorth('sam5@kauri.example.com');
    const first = (await login('sam5@kauri.example.com')).body;
    const hire = (token: string) => post('/employee/save-without-photo', { firstName: 'Ngaio', lastName: 'New', ...employeeInfo("P-NGAIO") }, token);
    expect((await hire(first.accessToken)).status).toBe(403);
    const user = userFormOf(await get<UserDetail>(`/users/${sam.id}`));
    expect((await post('/user/save-without-photo', { ...user, funs: ['employees'] })).body.message).toBe('success');
    expect((await stack.call('GET', '/profile', { token: first.accessToken })).status).toBe(401);
    const renewed = await refresh(first.refreshToken);
    expect(renewed.status).toBe(200);
    expect((await hire(renewed.body.accessToken)).body.message).toBe('success');
  });
});
