import { MenuItem, Role } from '@timekeep/contracts';
import { createAccount, openCustomer, signInAs, startTestStack, TestStack } from '@timekeep/server-testing';

describe('the menu each role is given over HTTP', () => {
  let stack: TestStack;
  let companyId: string;

  const menuOf = async (roles: Role[]) => {
    const token = await signInAs(stack, (await createAccount(stack, companyId, { firstName: roles.join(''), roles })).email);
    return (await stack.call<MenuItem[]>('GET', '/menu-items', { token })).body;
  };
  const paths = (menu: MenuItem[]) => menu.flatMap((s) => s.menuItems.map((i) => i.path));

  beforeAll(async () => {
    stack = await startTestStack();
    // Every switch that hides an entry is on, so only the role decides what is left out.
    ({ companyId } = await openCustomer(stack, { name: 'Rimu Ltd', code: 'RIMU', adminEmail: 'admin@rimu.example.com', multiShiftView: true, isTimesheetNewUiEnabled: true, isTimeApprovalEnabled: true }));
  });
  afterAll(() => stack.close());

  it('offers an employee her own screens and nothing that works on other people', async () => {
    const menu = await menuOf([Role.Employee]);
    expect(menu.map((s) => s.name)).toEqual(['Timesheet', 'Schedules', 'Leave Requests', 'Profile', 'SUPPORT']);
    expect(paths(menu)).toEqual(['/timesheet/view', '/schedule/employee', '/standardshifts/rosterByEmployee', '/leave/list', '/leaveBalance/list', '/profile/password', '/profile/info', '/kiosk/contact']);
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
