import { Action, MenuItem, Resource, Role } from '@timekeep/contracts';
import { can, PermissionHolder } from './permissions';

/** Company settings that hide menu entries (spec §1 "Menu hiding"). */
export interface MenuFlags {
  multiShiftView: boolean;
  specialCustomer: boolean;
  isTimesheetNewUiEnabled: boolean;
  isTimeApprovalEnabled: boolean;
}

interface Entry {
  key: string;
  name: string;
  path: string;
  /** What the screen needs: the resource and, where seeing it is not enough, the action it is for. */
  resource: Resource | null;
  action: Action;
  hiddenUnless?: (flags: MenuFlags) => boolean;
}

interface Section {
  key: string;
  name: string;
  entries: Entry[];
  onlyFor?: Role[];
  /** Only for an account that is an employee (has a timesheet of its own). */
  onlyForEmployees?: boolean;
  hiddenUnless?: (flags: MenuFlags) => boolean;
}

/** What the menu knows of the person beyond their permissions. */
export interface MenuPerson {
  isEmployee: boolean;
}

const e = (key: string, name: string, path: string, resource: Resource | null, hiddenUnless?: Entry['hiddenUnless']): Entry => ({ key, name, path, resource, action: Action.Visible, hiddenUnless });
/**
 * A screen that works on other people's records as a whole: seeing one's own (an Employee's
 * Visible) is not enough, the action the screen is for is needed (docs/decisions/0009).
 */
const team = (key: string, name: string, path: string, resource: Resource, action: Action, hiddenUnless?: Entry['hiddenUnless']): Entry => ({ key, name, path, resource, action, hiddenUnless });

/**
 * The product's menu: sections in the spec's order, SUPPORT last (the console pins it to the bottom).
 * Ours before them (ADR 0066): Me, for an account that is an employee, whatever role it acts in.
 */
const SECTIONS: Section[] = [
  {
    key: 'me',
    name: 'Me',
    onlyForEmployees: true,
    entries: [e('my-home', 'My Home', '/me', null), e('my-timesheet', 'My Timesheet', '/me/timesheet', null), e('my-availability', 'My Availability', '/me/availability', null)],
  },
  { key: 'customer', name: 'Customer', onlyFor: [Role.Superadmin], entries: [e('customer-list', 'Customers', '/customer/list', Resource.Settings)] },
  {
    key: 'my-company',
    name: 'My Company',
    entries: [
      e('company-profiles', 'Company Profiles', '/mydetail/company', Resource.Company),
      e('users', 'Users', '/user/list', Resource.User),
      team('employees', 'Employees', '/employee/list', Resource.Employee, Action.Update),
    ],
  },
  {
    key: 'dashboard',
    name: 'Dashboard',
    hiddenUnless: (f) => f.multiShiftView,
    entries: [team('standard-board', 'Standard Board', '/dashboard', Resource.Timesheet, Action.Approve), team('exceptions', 'Exceptions', '/times/timecardExceptionList', Resource.Timesheet, Action.Approve)],
  },
  {
    key: 'timesheet',
    name: 'Timesheet',
    entries: [
      e('timesheet-view', 'Timesheet', '/timesheet/view', Resource.Timesheet, (f) => f.isTimesheetNewUiEnabled),
      e('time-approvals', 'Time Approvals', '/time-approvals/list', Resource.TimeApproval, (f) => f.isTimeApprovalEnabled),
      team('group-time-punch', 'Group Time Punch', '/timesheet/createGroupTimePunch', Resource.Timesheet, Action.Create),
    ],
  },
  {
    key: 'schedules',
    name: 'Schedules',
    entries: [
      e('employee-schedule', 'Employee Schedule', '/schedule/employee', Resource.Schedule),
      // The planner works on other people's shifts: an Employee's own are on her home (ADR 0066).
      team('roster', 'Roster', '/standardshifts/rosterByEmployee', Resource.Roster, Action.Update),
    ],
  },
  {
    key: 'leave-requests',
    name: 'Leave Requests',
    entries: [
      e('leave-list', 'Leave Requests', '/leave/list', Resource.Leave, (f) => !f.specialCustomer),
      e('leave-balances', 'Leave Balances', '/leaveBalance/list', Resource.LeaveBalance),
    ],
  },
  { key: 'report', name: 'Report', entries: [e('reports', 'Reports', '/jasper/condition', Resource.Report), e('auto-send-reports', 'Auto Send Reports', '/scheduled-reports/list', Resource.Report)] },
  {
    key: 'import-export',
    name: 'Import & Export',
    entries: [
      e('import-times', 'Import Times', '/times/importtimes', Resource.Import),
      e('import-schedule', 'Import Schedule', '/schedule/importschedule', Resource.Import),
      e('import-leave-balance', 'Import Leave Balance', '/leaveBalance/import', Resource.Import),
      e('payroll-transfer', 'Payroll Transfer', '/payrolltransfer/list', Resource.PayrollTransfer),
      e('timesheet-transfer', 'Timesheet Transfer', '/timesheettransfer/view', Resource.PayrollTransfer),
    ],
  },
  {
    key: 'tools',
    name: 'Tools',
    entries: [
      team('recalculate', 'Recalculate', '/recalculate/condition', Resource.Timesheet, Action.Update),
      team('global-leave', 'Global Leave', '/global-leave/condition', Resource.Leave, Action.Approve),
      team('global-schedule', 'Global Schedule', '/globalschedule/condition', Resource.Schedule, Action.Update),
      e('sync-results', 'Sync Results', '/sync-results', Resource.PayrollTransfer),
      e('punch-code', 'Generate Punch Code', '/punch/generate-code', Resource.Settings),
    ],
  },
  {
    key: 'settings',
    name: 'Settings',
    entries: [
      e('pay-groups', 'Pay Groups', '/paygroup/list', Resource.PayGroup),
      // Ours (issue 32, ADR 0074): penalty rates, loadings and minimum engagement for the pay groups.
      e('pay-conditions', 'Pay Conditions', '/payconditions/list', Resource.PayGroup),
      e('schedule-templates', 'Schedule Templates', '/schedule/list', Resource.ScheduleTemplate),
      e('pay-types', 'Pay Types', '/paytype/list', Resource.PayRules),
      e('rounding-rules', 'Rounding Rules', '/roundingrules/list', Resource.PayRules),
      e('holidays', 'Holidays', '/holiday/list', Resource.PayRules),
      e('jobs', 'Jobs', '/job/list', Resource.Job),
      e('tasks', 'Tasks', '/task/list', Resource.Job),
      e('skills', 'Skills', '/skills/list', Resource.PayRules),
      e('workplaces', 'Workplaces', '/workplace/list', Resource.Workplace),
      e('kiosk', 'Kiosk', '/kiosk-contents/edit', Resource.Settings),
      e('kiosk-contacts', 'Kiosk Contacts', '/kiosk/contact', Resource.Settings),
      // Ours (ADR 0067): the balance import's file layout, which the spec had at /leaveBalance/list, now the balances' list.
      team('leave-balance-settings', 'Leave Balance Settings', '/leaveBalance/settings', Resource.LeaveBalance, Action.Update),
      e('structure-settings', 'Structure Settings', '/structure/setting', Resource.Settings),
      // Document 3 names the screen and its route, not its menu place: with the company's other settings.
      e('oauth-clients', 'OAuth Clients', '/oauth/clients', Resource.Settings),
      // Ours (issue 34 §2): what the OAuth clients may call, beside them.
      e('api-reference', 'API Reference', '/api-reference', Resource.Settings),
      // Ours (issue 34, ADR 0080): for those who keep the company's settings, as the API checks.
      team('webhooks', 'Webhooks', '/webhooks', Resource.Settings, Action.Update),
    ],
  },
  // Notifications is ours (ADR 0070): how each person is told, beside their password and profile.
  { key: 'profile', name: 'Profile', entries: [e('password', 'Password', '/profile/password', null), e('profile-setting', 'Profile Setting', '/profile/info', null), e('notifications', 'Notifications', '/profile/notifications', null)] },
  // Ours (ADR 0068): Contact Us is help with the product, for everyone; the kiosk's contacts are a setting.
  { key: 'support', name: 'SUPPORT', entries: [e('contact', 'Contact Us', '/support', null)] },
];

/** GET /menu-items: the sections and entries this person may see in this company. */
export function menuFor(holder: PermissionHolder, flags: MenuFlags, person: MenuPerson = { isEmployee: false }): MenuItem[] {
  return SECTIONS.filter((s) => (!s.onlyFor || s.onlyFor.some((r) => holder.roles.includes(r))) && (!s.onlyForEmployees || person.isEmployee) && (!s.hiddenUnless || s.hiddenUnless(flags)))
    .map((section) => ({
      key: section.key,
      name: section.name,
      path: null,
      menuItems: section.entries
        .filter((entry) => (entry.resource === null || can(holder, entry.resource, entry.action)) && (!entry.hiddenUnless || entry.hiddenUnless(flags)))
        .map((entry) => ({ key: entry.key, name: entry.name, path: entry.path, menuItems: [] })),
    }))
    .filter((section) => section.menuItems.length > 0);
}
