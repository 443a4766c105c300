import { Role } from '@timekeep/contracts';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { session } from '../api/session';
import { profileQuery } from '../auth/api';
import { AuthLayout } from '../features/accounts/AuthLayout';
import { AppShell } from '../shell/AppShell';
import { RELOADED_FOR_NEW_BUILD, ScreenError } from '../shell/ScreenError';
import type { ScreenHandle } from '../shell/navigation';
import { ROUTES } from '../shared/paths';
import { queryClient } from './query-client';

/**
 * Every screen: its path, what it shows, and the menu entry it is opened from (react-router's
 * `handle`): the shell shows a screen only to those whose menu offers that entry. A leaf: it
 * imports the features, and only the router imports it.
 */
const from = (entry: string): ScreenHandle => ({ entry });

/**
 * A screen loaded when it is first opened (react-router's `lazy`): each feature's code is a chunk of
 * its own, so a phone downloads the shell and the screen it opens, not the whole console. The router
 * keeps the current screen until the next one has loaded.
 */
function screen<M>(load: () => Promise<M>, draw: (module: M) => ReactNode): () => Promise<{ element: ReactNode }> {
  return async () => {
    const module = await load();
    // Loaded: a later missing chunk may be a newer build again, worth one reload (ScreenError).
    sessionStorage.removeItem(RELOADED_FOR_NEW_BUILD);
    return { element: draw(module) };
  };
}
const outsideMenu: ScreenHandle = { entry: null };

/**
 * The home's own reads, started beside its chunks (a route's loader runs while its `lazy` loads) and
 * not waited for: an Employee's work and her latest requests (features/me). Her home then draws
 * with them, rather than asking for them once it has drawn (ADR 0069). Her work may be on its way
 * already (first-screen.ts).
 */
function startHomeReads(): null {
  if (!session.isSignedIn()) return null;
  void queryClient
    .fetchQuery(profileQuery)
    .then(async (profile) => {
      if (profile.roleName !== Role.Employee) return;
      const me = await import('../features/me/api');
      const work = await queryClient.fetchQuery(me.myWorkQuery);
      await queryClient.prefetchQuery(me.myRequestsQuery(work.employeeId));
    })
    // Not an employee, or signed out meanwhile: the home's own queries say so when it draws.
    .catch(() => undefined);
  return null;
}

export const routes: RouteObject[] = [
  {
    element: <AuthLayout />,
    errorElement: <ScreenError />,
    children: [
      { path: ROUTES.login, lazy: screen(() => import('../features/accounts/LoginPage'), (m) => <m.LoginPage />) },
      { path: ROUTES.forgotPassword, lazy: screen(() => import('../features/accounts/ForgotPasswordPage'), (m) => <m.ForgotPasswordPage />) },
    ],
  },
  {
    element: <AuthLayout banded />,
    errorElement: <ScreenError />,
    children: [
      { path: ROUTES.selectRole, lazy: screen(() => import('../features/accounts/SelectRolePage'), (m) => <m.SelectRolePage />) },
      { path: ROUTES.resetPassword, lazy: screen(() => import('../features/accounts/ResetPasswordPage'), (m) => <m.ResetPasswordPage />) },
    ],
  },
  { path: ROUTES.logout, lazy: screen(() => import('../features/accounts/LogoutPage'), (m) => <m.LogoutPage />), errorElement: <ScreenError /> },
  { path: ROUTES.clock, lazy: screen(() => import('../features/clock/ClockPage'), (m) => <m.ClockPage />), errorElement: <ScreenError /> },
  {
    element: <AppShell />,
    // A screen that fails to load or to draw (ScreenError) is said inside the shell, menu at hand.
    errorElement: (
      <AppShell>
        <ScreenError />
      </AppShell>
    ),
    children: [
      {
        path: ROUTES.home,
        loader: startHomeReads,
        // An Employee's home is hers (features/me, in the home's chunk): drawn in the home's first render, with what its loader read.
        lazy: screen(() => import('../shell/HomePage'), (m) => <m.HomePage />),
        handle: outsideMenu,
      },
      // Ours (ADR 0066): the Me section, for an account that is an employee.
      { path: ROUTES.me, lazy: screen(() => import('../features/me/MyHomePage'), (m) => <m.MyHomePage />), handle: from(ROUTES.me) },
      { path: ROUTES.myTimesheet, lazy: screen(() => import('../features/me/MyTimesheetPage'), (m) => <m.MyTimesheetPage />), handle: from(ROUTES.myTimesheet) },
      { path: ROUTES.myAvailability, lazy: screen(() => import('../features/me/MyAvailabilityPage'), (m) => <m.MyAvailabilityPage />), handle: from(ROUTES.myAvailability) },
      // Everyone signed in has their messages (ADR 0063): opened from the header's bell, not the menu.
      { path: ROUTES.messages, lazy: screen(() => import('../features/messages/MessagesPage'), (m) => <m.MessagesPage />), handle: { entry: null, title: 'Messages' } satisfies ScreenHandle },
      // /profile shows the Profile Setting tab.
      { path: ROUTES.profile, lazy: screen(() => import('../features/profile/ProfilePage'), (m) => <m.ProfilePage />), handle: from(ROUTES.profileInfo) },
      { path: ROUTES.profileInfo, lazy: screen(() => import('../features/profile/ProfilePage'), (m) => <m.ProfilePage />), handle: from(ROUTES.profileInfo) },
      { path: ROUTES.profilePassword, lazy: screen(() => import('../features/profile/ProfilePage'), (m) => <m.ProfilePage />), handle: from(ROUTES.profilePassword) },
      { path: ROUTES.profileNotifications, lazy: screen(() => import('../features/profile/ProfilePage'), (m) => <m.ProfilePage />), handle: from(ROUTES.profileNotifications) },
      { path: ROUTES.userList, lazy: screen(() => import('../features/people/UsersListPage'), (m) => <m.UsersListPage />), handle: from(ROUTES.userList) },
      { path: ROUTES.userCreate, lazy: screen(() => import('../features/people/UserForm'), (m) => <m.UserForm key="create" />), handle: from(ROUTES.userList) },
      { path: ROUTES.userUpdate, lazy: screen(() => import('../features/people/UserForm'), (m) => <m.UserForm key="update" />), handle: from(ROUTES.userList) },
      { path: ROUTES.employeeList, lazy: screen(() => import('../features/people/EmployeesListPage'), (m) => <m.EmployeesListPage />), handle: from(ROUTES.employeeList) },
      { path: ROUTES.employeeCreate, lazy: screen(() => import('../features/people/EmployeeForm'), (m) => <m.EmployeeForm key="create" />), handle: from(ROUTES.employeeList) },
      { path: ROUTES.employeeUpdate, lazy: screen(() => import('../features/people/EmployeeForm'), (m) => <m.EmployeeForm key="update" />), handle: from(ROUTES.employeeList) },
      { path: ROUTES.company, lazy: screen(() => import('../features/company/StructurePage'), (m) => <m.StructurePage />), handle: from(ROUTES.company) },
      { path: ROUTES.departmentCreate, lazy: screen(() => import('../features/company/StructurePage'), (m) => <m.StructurePage creating />), handle: from(ROUTES.company) },
      { path: ROUTES.department, lazy: screen(() => import('../features/company/StructurePage'), (m) => <m.StructurePage />), handle: from(ROUTES.company) },
      { path: ROUTES.structureSettings, lazy: screen(() => import('../features/company/StructureLevelsPage'), (m) => <m.StructureLevelsPage />), handle: from(ROUTES.structureSettings) },
      { path: ROUTES.roundingRules, lazy: screen(() => import('../features/pay-rules/RoundingRulesPage'), (m) => <m.RoundingRulesPage />), handle: from(ROUTES.roundingRules) },
      { path: ROUTES.holidays, lazy: screen(() => import('../features/pay-rules/HolidaysPage'), (m) => <m.HolidaysPage />), handle: from(ROUTES.holidays) },
      { path: ROUTES.payTypes, lazy: screen(() => import('../features/pay-rules/PayTypesPage'), (m) => <m.PayTypesPage />), handle: from(ROUTES.payTypes) },
      { path: ROUTES.skills, lazy: screen(() => import('../features/pay-rules/SkillsPage'), (m) => <m.SkillsPage />), handle: from(ROUTES.skills) },
      { path: ROUTES.jobs, lazy: screen(() => import('../features/work-codes/WorkCodesPage'), (m) => <m.WorkCodesPage key="job" kind="job" />), handle: from(ROUTES.jobs) },
      { path: ROUTES.tasks, lazy: screen(() => import('../features/work-codes/WorkCodesPage'), (m) => <m.WorkCodesPage key="task" kind="task" />), handle: from(ROUTES.tasks) },
      { path: ROUTES.workplaces, lazy: screen(() => import('../features/settings/WorkplacesPage'), (m) => <m.WorkplacesPage />), handle: from(ROUTES.workplaces) },
      { path: ROUTES.kioskContents, lazy: screen(() => import('../features/kiosk/KioskContentsPage'), (m) => <m.KioskContentsPage />), handle: from(ROUTES.kioskContents) },
      // The kiosk's contacts, under Settings (ADR 0068); the menu's SUPPORT 'Contact Us' is help with the product.
      { path: ROUTES.kioskContacts, lazy: screen(() => import('../features/kiosk/KioskContactsPage'), (m) => <m.KioskContactsPage />), handle: from(ROUTES.kioskContacts) },
      { path: ROUTES.support, lazy: screen(() => import('../features/support/ContactUsPage'), (m) => <m.ContactUsPage />), handle: from(ROUTES.support) },
      { path: ROUTES.punchCode, lazy: screen(() => import('../features/punch-codes/PunchCodePage'), (m) => <m.PunchCodePage />), handle: from(ROUTES.punchCode) },
      { path: ROUTES.payGroupList, lazy: screen(() => import('../features/pay-rules/PayGroupsPage'), (m) => <m.PayGroupsPage />), handle: from(ROUTES.payGroupList) },
      { path: ROUTES.payGroupCreate, lazy: screen(() => import('../features/pay-rules/PayGroupForm'), (m) => <m.PayGroupForm key="create" />), handle: from(ROUTES.payGroupList) },
      { path: ROUTES.payGroup, lazy: screen(() => import('../features/pay-rules/PayGroupForm'), (m) => <m.PayGroupForm />), handle: from(ROUTES.payGroupList) },
      { path: ROUTES.payConditionsList, lazy: screen(() => import('../features/pay-rules/ConditionSetsPage'), (m) => <m.ConditionSetsPage />), handle: from(ROUTES.payConditionsList) },
      { path: ROUTES.payConditionsCreate, lazy: screen(() => import('../features/pay-rules/ConditionSetForm'), (m) => <m.ConditionSetForm key="create" />), handle: from(ROUTES.payConditionsList) },
      { path: ROUTES.payConditions, lazy: screen(() => import('../features/pay-rules/ConditionSetForm'), (m) => <m.ConditionSetForm />), handle: from(ROUTES.payConditionsList) },
      { path: ROUTES.payrollTransfers, lazy: screen(() => import('../features/payroll/PayrollTransfersPage'), (m) => <m.PayrollTransfersPage />), handle: from(ROUTES.payrollTransfers) },
      { path: ROUTES.syncResults, lazy: screen(() => import('../features/sync-results/SyncResultsPage'), (m) => <m.SyncResultsPage />), handle: from(ROUTES.syncResults) },
      { path: ROUTES.reports, lazy: screen(() => import('../features/reports/ReportsPage'), (m) => <m.ReportsPage />), handle: from(ROUTES.reports) },
      // /jasper/view opens the same page on a report (?reportType=..., as the spec names it; ?type=... too), as a link from elsewhere would.
      { path: ROUTES.reportView, lazy: screen(() => import('../features/reports/ReportsPage'), (m) => <m.ReportsPage />), handle: from(ROUTES.reports) },
      { path: ROUTES.scheduledReports, lazy: screen(() => import('../features/reports/ScheduledReportsPage'), (m) => <m.ScheduledReportsPage />), handle: from(ROUTES.scheduledReports) },
      { path: ROUTES.globalLeave, lazy: screen(() => import('../features/bulk-tools/GlobalLeavePage'), (m) => <m.GlobalLeavePage />), handle: from(ROUTES.globalLeave) },
      // Opened from the employees list's Timesheet action, which everyone has (document 1 §2); the menu's
      // entry waits for isTimesheetNewUiEnabled. The API answers who may see which employee's timesheet.
      { path: ROUTES.timesheet, lazy: screen(() => import('../features/timekeeping/TimesheetPage'), (m) => <m.TimesheetPage />), handle: { entry: null, title: 'Timesheet' } satisfies ScreenHandle },
      { path: ROUTES.timeApprovals, lazy: screen(() => import('../features/approvals/TimeApprovalsPage'), (m) => <m.TimeApprovalsPage />), handle: from(ROUTES.timeApprovals) },
      // The menu offers the Standard Board only when the company has multiShiftView on (document 2 §2).
      { path: ROUTES.dashboard, lazy: screen(() => import('../features/dashboard/DashboardPage'), (m) => <m.DashboardPage />), handle: from(ROUTES.dashboard) },
      // Hidden with the company's specialCustomer flag, as its menu entry is (document 2 §2).
      { path: ROUTES.leaveList, lazy: screen(() => import('../features/leave/LeaveListPage'), (m) => <m.LeaveListPage />), handle: from(ROUTES.leaveList) },
      { path: ROUTES.exceptionList, lazy: screen(() => import('../features/exceptions/TimecardExceptionsPage'), (m) => <m.TimecardExceptionsPage />), handle: from(ROUTES.exceptionList) },
      { path: ROUTES.groupTimePunch, lazy: screen(() => import('../features/bulk-tools/GroupTimePunchPage'), (m) => <m.GroupTimePunchPage />), handle: from(ROUTES.groupTimePunch) },
      { path: ROUTES.recalculate, lazy: screen(() => import('../features/bulk-tools/RecalculatePage'), (m) => <m.RecalculatePage />), handle: from(ROUTES.recalculate) },
      { path: ROUTES.globalSchedule, lazy: screen(() => import('../features/bulk-tools/GlobalSchedulePage'), (m) => <m.GlobalSchedulePage />), handle: from(ROUTES.globalSchedule) },
      { path: ROUTES.leaveBalances, lazy: screen(() => import('../features/leave-balance/LeaveBalancesPage'), (m) => <m.LeaveBalancesPage />), handle: from(ROUTES.leaveBalances) },
      // Ours (ADR 0067): the import's settings under Settings, for those who may change them.
      { path: ROUTES.leaveBalanceSettings, lazy: screen(() => import('../features/leave-balance/LeaveBalanceSettingsPage'), (m) => <m.LeaveBalanceSettingsPage />), handle: from(ROUTES.leaveBalanceSettings) },
      { path: ROUTES.leaveBalanceImport, lazy: screen(() => import('../features/leave-balance/LeaveBalanceImportPage'), (m) => <m.LeaveBalanceImportPage />), handle: from(ROUTES.leaveBalanceImport) },
      { path: ROUTES.timesheetTransfer, lazy: screen(() => import('../features/transfers/TimesheetTransferPage'), (m) => <m.TimesheetTransferPage />), handle: from(ROUTES.timesheetTransfer) },
      { path: ROUTES.scheduleImport, lazy: screen(() => import('../features/imports/ScheduleImportPage'), (m) => <m.ScheduleImportPage />), handle: from(ROUTES.scheduleImport) },
      { path: ROUTES.timeImport, lazy: screen(() => import('../features/imports/TimeImportPage'), (m) => <m.TimeImportPage />), handle: from(ROUTES.timeImport) },
      { path: ROUTES.scheduleEmployee, lazy: screen(() => import('../features/scheduling/EmployeeSchedulePage'), (m) => <m.EmployeeSchedulePage />), handle: from(ROUTES.scheduleEmployee) },
      { path: ROUTES.scheduleList, lazy: screen(() => import('../features/scheduling/ScheduleTemplatesPage'), (m) => <m.ScheduleTemplatesPage />), handle: from(ROUTES.scheduleList) },
      { path: ROUTES.scheduleCreate, lazy: screen(() => import('../features/scheduling/ScheduleTemplateForm'), (m) => <m.ScheduleTemplateForm key="create" />), handle: from(ROUTES.scheduleList) },
      { path: ROUTES.scheduleUpdate, lazy: screen(() => import('../features/scheduling/ScheduleTemplateForm'), (m) => <m.ScheduleTemplateForm />), handle: from(ROUTES.scheduleList) },
      { path: ROUTES.roster, lazy: screen(() => import('../features/roster/RosterPage'), (m) => <m.RosterPage />), handle: from(ROUTES.roster) },
      { path: ROUTES.oauthClients, lazy: screen(() => import('../features/oauth/OAuthClientsPage'), (m) => <m.OAuthClientsPage />), handle: from(ROUTES.oauthClients) },
      { path: ROUTES.apiReference, lazy: screen(() => import('../features/api-reference/ApiReferencePage'), (m) => <m.ApiReferencePage />), handle: from(ROUTES.apiReference) },
      { path: ROUTES.webhooks, lazy: screen(() => import('../features/webhooks/WebhooksPage'), (m) => <m.WebhooksPage />), handle: from(ROUTES.webhooks) },
      { path: ROUTES.customerList, lazy: screen(() => import('../features/customers/CustomersListPage'), (m) => <m.CustomersListPage />), handle: from(ROUTES.customerList) },
      { path: ROUTES.customerCreate, lazy: screen(() => import('../features/customers/CustomerFormPage'), (m) => <m.CustomerFormPage />), handle: from(ROUTES.customerList) },
      { path: ROUTES.customerUpdate, lazy: screen(() => import('../features/customers/CustomerFormPage'), (m) => <m.CustomerFormPage />), handle: from(ROUTES.customerList) },
    ],
  },
  { path: '*', lazy: screen(() => import('../shell/UnknownPathPage'), (m) => <m.UnknownPathPage />), handle: outsideMenu, errorElement: <ScreenError /> },
];
