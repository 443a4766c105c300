import { Action, Resource, Role } from '@timekeep/contracts';
import { menuFor } from './menu';
import { can, permissionsOf, reachesOnlySelf } from './permissions';

const off = { multiShiftView: false, specialCustomer: false, isTimesheetNewUiEnabled: false, isTimeApprovalEnabled: false };

describe('default permission matrix', () => {
  it.each([
    [Role.Employee, Resource.User, Action.Create, false],
    [Role.Employee, Resource.Leave, Action.Create, true],
    [Role.Employee, Resource.Timesheet, Action.Approve, false],
    [Role.Supervisor, Resource.Timesheet, Action.Approve, true],
    [Role.Supervisor, Resource.PayGroup, Action.Visible, false],
    [Role.Supervisor, Resource.ScheduleTemplate, Action.Visible, true],
    [Role.Supervisor, Resource.ScheduleTemplate, Action.Update, false],
    [Role.Supervisor, Resource.Schedule, Action.Update, true],
    [Role.Supervisor, Resource.PayRate, Action.Update, false],
    [Role.Supervisor, Resource.User, Action.Create, false],
    [Role.Admin, Resource.User, Action.Create, true],
    [Role.Admin, Resource.PayRate, Action.Update, true],
    [Role.Admin, Resource.PayrollTransfer, Action.Delete, false],
    [Role.Superadmin, Resource.PayrollTransfer, Action.Delete, true],
  ])('%s may %s %s: %s', (role, resource, action, expected) => {
    expect(can({ roles: [role] }, resource, action)).toBe(expected);
  });

  it('a person with two roles holds the union', () => {
    expect(can({ roles: [Role.Employee, Role.Supervisor] }, Resource.TimeApproval, Action.Approve)).toBe(true);
  });

  it("a supervisor's functions add their rights, and mean nothing to other roles", () => {
    const supervisor = { roles: [Role.Supervisor], functions: ['payRates' as const] };
    expect(can(supervisor, Resource.PayRate, Action.Update)).toBe(true);
    expect(can(supervisor, Resource.Employee, Action.Create)).toBe(false);
    expect(can({ ...supervisor, functions: ['employees'] }, Resource.Employee, Action.Create)).toBe(true);
    expect(can({ roles: [Role.Employee], functions: ['payRates'] }, Resource.PayRate, Action.Visible)).toBe(false);
    const paths = (functions: Array<'imports'>) => menuFor({ roles: [Role.Supervisor], functions }, off).flatMap((s) => s.menuItems.map((i) => i.path));
    expect(paths([])).not.toContain('/times/importtimes');
    expect(paths(['imports'])).toContain('/times/importtimes');
    expect(permissionsOf(supervisor).find((p) => p.resource === Resource.PayRate)?.actions).toEqual([Action.Update, Action.Visible]);
  });

  it('lists only resources with at least one action', () => {
    const employee = permissionsOf({ roles: [Role.Employee] });
    expect(employee.map((p) => p.resource)).not.toContain(Resource.User);
    expect(employee.find((p) => p.resource === Resource.Leave)?.actions).toEqual([Action.Create, Action.Visible]);
  });
});

describe('menu', () => {
  it("offers Me (her home and her own timesheet) first to an account that is an employee, in any role, and the roster planner only to those who may change it", () => {
    const sections = (roles: Role[], isEmployee: boolean) => menuFor({ roles }, off, { isEmployee }).map((s) => [s.name, s.menuItems.map((i) => i.path)]);
    expect(sections([Role.Employee], true)[0]).toEqual(['Me', ['/me', '/me/timesheet', '/me/availability']]);
    expect(sections([Role.Admin], true)[0]).toEqual(['Me', ['/me', '/me/timesheet', '/me/availability']]);
    expect(sections([Role.Admin], false).map(([name]) => name)).not.toContain('Me');
    const paths = (roles: Role[]) => menuFor({ roles }, off, { isEmployee: true }).flatMap((s) => s.menuItems.map((i) => i.path));
    expect(paths([Role.Employee])).not.toContain('/standardshifts/rosterByEmployee');
    expect(paths([Role.Supervisor])).toContain('/standardshifts/rosterByEmployee');
  });

  it('hides Dashboard unless multi-shift view is on', () => {
    expect(menuFor({ roles: [Role.Admin] }, off).map((s) => s.name)).not.toContain('Dashboard');
    expect(menuFor({ roles: [Role.Admin] }, { ...off, multiShiftView: true }).map((s) => s.name)).toContain('Dashboard');
  });

  it('hides the leave list for a special customer, the timesheet entry unless the new UI is on, and time approvals unless they are on', () => {
    const paths = (flags: typeof off) => menuFor({ roles: [Role.Admin] }, flags).flatMap((s) => s.menuItems.map((i) => i.path));
    expect(paths(off)).toContain('/leave/list');
    expect(paths({ ...off, specialCustomer: true })).not.toContain('/leave/list');
    expect(paths(off)).not.toContain('/timesheet/view');
    expect(paths({ ...off, isTimesheetNewUiEnabled: true })).toContain('/timesheet/view');
    expect(paths(off)).not.toContain('/time-approvals/list');
    expect(paths({ ...off, isTimeApprovalEnabled: true })).toContain('/time-approvals/list');
  });

  it('shows an employee no user administration and puts SUPPORT last', () => {
    const menu = menuFor({ roles: [Role.Employee] }, off);
    expect(menu.flatMap((s) => s.menuItems.map((i) => i.path))).not.toContain('/user/list');
    expect(menu[menu.length - 1].name).toBe('SUPPORT');
    expect(menuFor({ roles: [Role.Admin] }, off).map((s) => s.name)).not.toContain('Customer');
  });

  it("offers an employee no screen that works on other people's records, though she sees her own", () => {
    const all = { multiShiftView: true, specialCustomer: false, isTimesheetNewUiEnabled: true, isTimeApprovalEnabled: true };
    const paths = (roles: Role[]) => menuFor({ roles }, all).flatMap((s) => s.menuItems.map((i) => i.path));
    const team = ['/employee/list', '/dashboard', '/times/timecardExceptionList', '/timesheet/createGroupTimePunch', '/recalculate/condition', '/global-leave/condition', '/globalschedule/condition'];
    expect(paths([Role.Employee]).filter((p) => team.includes(p as string))).toEqual([]);
    expect(paths([Role.Employee])).toEqual(expect.arrayContaining(['/timesheet/view', '/schedule/employee', '/leave/list']));
    expect(paths([Role.Supervisor])).toEqual(expect.arrayContaining(team));
  });

  it('knows who reaches only their own records', () => {
    expect(reachesOnlySelf({ roles: [Role.Employee] })).toBe(true);
    expect(reachesOnlySelf({ roles: [Role.Employee, Role.Supervisor] })).toBe(false);
    expect(reachesOnlySelf({ roles: [Role.Admin] })).toBe(false);
  });
});
