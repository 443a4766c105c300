import type { MenuItem } from '@timekeep/contracts';
import { crumbNames, trail } from './navigation';

const item = (key: string, name: string, path: string | null, menuItems: MenuItem[] = []): MenuItem => ({ key, name, path, menuItems });
const menu = [
  item('my-company', 'My Company', null, [item('company', 'Company Profiles', '/mydetail/company'), item('users', 'Users', '/user/list')]),
  item('schedules', 'Schedules', null, [item('employee-schedule', 'Employee Schedule', '/schedule/employee')]),
  item('settings', 'Settings', null, [item('pay-groups', 'Pay Groups', '/paygroup/list'), item('pay-types', 'Pay Types', '/paytype/list'), item('schedule-templates', 'Schedule Templates', '/schedule/list')]),
];
const names = (pathname: string) => trail(menu, pathname).map((m) => m.name);

describe('breadcrumbs', () => {
  it('follow the entry whose path is the current one or a prefix of it', () => {
    expect(names('/user/list')).toEqual(['My Company', 'Users']);
    expect(names('/mydetail/company/department/42')).toEqual(['My Company', 'Company Profiles']);
  });

  it('fall back to the entry in the same folder, so a detail screen sits under its list', () => {
    expect(names('/paygroup/create')).toEqual(['Settings', 'Pay Groups']);
    expect(names('/paygroup/8f1c')).toEqual(['Settings', 'Pay Groups']);
    expect(names('/user/update')).toEqual(['My Company', 'Users']);
  });

  it('prefer the folder’s list when several entries share the folder', () => {
    expect(names('/schedule/update')).toEqual(['Settings', 'Schedule Templates']);
    expect(names('/schedule/employee')).toEqual(['Schedules', 'Employee Schedule']);
  });

  it("follow the entry a route names, so /profile sits under Profile Setting, the tab it shows", () => {
    const profile = [item('profile', 'Profile', null, [item('password', 'Password', '/profile/password'), item('profile-setting', 'Profile Setting', '/profile/info')])];
    expect(trail(profile, '/profile', '/profile/info').map((m) => m.name)).toEqual(['Profile', 'Profile Setting']);
    expect(trail(menu, '/schedule/update', '/schedule/list').map((m) => m.name)).toEqual(['Settings', 'Schedule Templates']);
    // An entry the menu does not offer, or none, gives no trail.
    expect(trail(menu, '/employee/list', '/employee/list')).toEqual([]);
    expect(trail(menu, '/no/such/screen', null)).toEqual([]);
  });

  it('are empty for a screen outside the menu', () => {
    expect(names('/')).toEqual([]);
    expect(names('/customer/list')).toEqual([]);
  });

  it('name a screen outside the menu by its title, or by the entry the menu offers for it (the timesheet read just Home)', () => {
    const handle = { entry: null, title: 'Timesheet' };
    expect(crumbNames(menu, '/timesheet/view', handle)).toEqual(['Timesheet']);
    const withEntry = [...menu, item('timesheet', 'Timesheet', null, [item('timesheet-view', 'Timesheet', '/timesheet/view')])];
    expect(crumbNames(withEntry, '/timesheet/view', handle)).toEqual(['Timesheet', 'Timesheet']);
    expect(crumbNames(menu, '/', { entry: null })).toEqual([]);
    expect(crumbNames(menu, '/paygroup/create', { entry: '/paygroup/list' })).toEqual(['Settings', 'Pay Groups']);
  });
});
