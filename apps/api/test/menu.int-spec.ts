import { MenuItem, Role, SupportInfo } from '@timekeep/contracts';
import { createAccount, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

describe('the menu each role is given over HTTP', () => {
  let stack: TestStack;
  let companyId: string;
  let admin: string;

  const menuOf = async (roles: Role[]) => {
    const token = await signInAs(stack, (await createAccount(stack, companyId, { firstName: roles.join(''), roles })).email);
    return (await stack.call<MenuItem[]>('GET', '/menu-items', { token })).body;
  };
  const paths = (menu: MenuItem[]) => menu.flatMap((s) => s.menuItems.map((i) => i.path));

  beforeAll(async () => {
    stack = await startTestStack();
    // Every switch that hides an entry is on, so only the role decides what is left out.
    ({ companyId, admin } = await openCustomer(stack, { name: 'Rimu Ltd', code: 'RIMU', adminEmail: 'admin@rimu.example.com', multiShiftView: true, isTimesheetNewUiEnabled: true, isTimeApprovalEnabled: true }));
  });
  afterAll(() => stack.close());

  it('offers an employee her own screens and nothing that works on other people', async () => {
    const menu = await menuOf([Role.Employee]);
    expect(menu.map((s) => s.name)).toEqual(['Timesheet', 'Schedules', 'Leave Requests', 'Profile', 'SUPPORT']);
    // The roster planner works on other people's shifts: hers are on her home (ADR 0066).
    expect(paths(menu)).toEqual(['/timesheet/view', '/schedule/employee', '/leave/list', '/leaveBalance/list', '/profile/password', '/profile/info', '/profile/notifications', '/support']);
  });

  it('offers Me, her home and her own timesheet, first to an account that is an employee, whatever role it signs in as', async () => {
    const north = (await stack.call<{ departmentVo: { id: string } }>('POST', '/department/save', { token: admin, body: { departmentName: 'North' } })).body.departmentVo.id;
    const payGroupId = (await stack.call<{ id: string }>('POST', '/paygroup/save', { token: admin, body: { name: 'Weekly', startTime: '2026-01-05', period: 'Weekly', breakCalculationType: 'None', earlyArrivalThreshold: 90, lateDepartureThreshold: 90 } })).body.id;
    const saved = await stack.call<{ message: string }>('POST', '/employee/save-without-photo', {
      token: admin,
      body: { firstName: 'Mere', lastName: 'Rua', departmentId: north, paygroupId: payGroupId, hireOnDateValue: '2026-01-05', payId: 'P-1', clockId: '', email: 'mere@rimu.example.com', password: 'Rimu-pass-1', confirm_password: 'Rimu-pass-1' },
    });
    expect(saved.body.message).toBe('success');
    const menu = (await stack.call<MenuItem[]>('GET', '/menu-items', { token: await signInAs(stack, 'mere@rimu.example.com', 'Rimu-pass-1') })).body;
    expect(menu[0]).toMatchObject({ key: 'me', name: 'Me', menuItems: [{ name: 'My Home', path: '/me' }, { name: 'My Timesheet', path: '/me/timesheet' }, { name: 'My Availability', path: '/me/availability' }] });
    // The admin's account is no employee: no Me.
    expect((await stack.call<MenuItem[]>('GET', '/menu-items', { token: admin })).body.map((s) => s.key)).not.toContain('me');
  });

  it("Contact Us answers everyone with their own company's administrators by name and work email, and the operator's address when set (ADR 0068)", async () => {
    const token = await signInAs(stack, (await createAccount(stack, companyId, { firstName: 'Kiri', roles: [Role.Employee] })).email);
    const other = await openCustomer(stack, { name: 'Other Ltd', code: 'OTHR', adminEmail: 'admin@other.example.com' });
    const reply = await stack.call<SupportInfo>('GET', '/api/support', { token });
    expect(reply.body).toEqual({ companyName: 'Rimu Ltd', administrators: [{ name: 'Ana Admin', email: 'admin@rimu.example.com' }], supportEmail: null });
    expect((await stack.call<SupportInfo>('GET', '/api/support', { token: other.admin })).body.administrators.map((a) => a.email)).toEqual(['admin@other.example.com']);
    expect((await stack.call('GET', '/api/support')).status).toBe(401);
  });

  it('keeps the team screens for a supervisor, without pay configuration or payroll', async () => {
    const offered = paths(await menuOf([Role.Supervisor]));
    expect(offered).toEqual(expect.arrayContaining(['/employee/list', '/dashboard', '/timesheet/createGroupTimePunch', '/recalculate/condition', '/global-leave/condition', '/globalschedule/condition', '/schedule/list', '/time-approvals/list']));
    expect(offered.filter((p) => ['/paygroup/list', '/paytype/list', '/payrolltransfer/list', '/sync-results', '/user/list', '/structure/setting'].includes(p as string))).toEqual([]);
  });

  it('gives a person with two roles the union', async () => {
    const offered = paths(await menuOf([Role.Supervisor, Role.Employee]));
    expect(offered).toEqual(expect.arrayContaining(['/employee/list', '/timesheet/createGroupTimePunch', '/schedule/employee']));
  });
});
