import type { MenuItem } from '@timekeep/contracts';

const item = (key: string, name: string, path: string): MenuItem => ({ key, name, path, menuItems: [] });

/** Shown until GET /menu-items answers (spec §1). */
export const DEFAULT_MENU: MenuItem[] = [
  { key: 'profile', name: 'Profile', path: null, menuItems: [item('password', 'Password', '/profile/password'), item('profile-setting', 'Profile Setting', '/profile/info'), item('notifications', 'Notifications', '/profile/notifications')] },
  {
    key: 'my-company',
    name: 'My Company',
    path: null,
    menuItems: [item('company-profiles', 'Company Profiles', '/mydetail/company'), item('users', 'Users', '/user/list'), item('employees', 'Employees', '/employee/list')],
  },
  { key: 'dashboard', name: 'Dashboard', path: null, menuItems: [item('standard-board', 'Standard Board', '/dashboard'), item('exceptions', 'Exceptions', '/times/timecardExceptionList')] },
  { key: 'report', name: 'Report', path: null, menuItems: [item('reports', 'Reports', '/jasper/condition'), item('auto-send-reports', 'Auto Send Reports', '/scheduled-reports/list')] },
  { key: 'settings', name: 'Settings', path: null, menuItems: [item('pay-groups', 'Pay Groups', '/paygroup/list'), item('schedule-templates', 'Schedule Templates', '/schedule/list')] },
];
