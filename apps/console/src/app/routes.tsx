import type { RouteObject } from 'react-router-dom';
import { ForgotPasswordPage } from '../features/accounts/ForgotPasswordPage';
import { AuthLayout } from '../features/accounts/AuthLayout';
import { LoginPage } from '../features/accounts/LoginPage';
import { LogoutPage } from '../features/accounts/LogoutPage';
import { ResetPasswordPage } from '../features/accounts/ResetPasswordPage';
import { SelectRolePage } from '../features/accounts/SelectRolePage';
import { StructureLevelsPage } from '../features/company/StructureLevelsPage';
import { StructurePage } from '../features/company/StructurePage';
import { GroupTimePunchPage } from '../features/bulk-tools/GroupTimePunchPage';
import { RecalculatePage } from '../features/bulk-tools/RecalculatePage';
import { CustomerFormPage } from '../features/customers/CustomerFormPage';
import { CustomersListPage } from '../features/customers/CustomersListPage';
import { ScheduleImportPage } from '../features/imports/ScheduleImportPage';
import { TimeImportPage } from '../features/imports/TimeImportPage';
import { LeaveBalanceImportPage } from '../features/leave-balance/LeaveBalanceImportPage';
import { LeaveBalanceSettingsPage } from '../features/leave-balance/LeaveBalanceSettingsPage';
import { LeaveBalancesPage } from '../features/leave-balance/LeaveBalancesPage';
import { HolidaysPage } from '../features/pay-rules/HolidaysPage';
import { PayrollTransfersPage } from '../features/payroll/PayrollTransfersPage';
import { GlobalLeavePage } from '../features/bulk-tools/GlobalLeavePage';
import { GlobalSchedulePage } from '../features/bulk-tools/GlobalSchedulePage';
import { PayGroupForm } from '../features/pay-rules/PayGroupForm';
import { PayGroupsPage } from '../features/pay-rules/PayGroupsPage';
import { PayTypesPage } from '../features/pay-rules/PayTypesPage';
import { RoundingRulesPage } from '../features/pay-rules/RoundingRulesPage';
import { SkillsPage } from '../features/pay-rules/SkillsPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { EmployeeForm } from '../features/people/EmployeeForm';
import { EmployeesListPage } from '../features/people/EmployeesListPage';
import { UserForm } from '../features/people/UserForm';
import { UsersListPage } from '../features/people/UsersListPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { RosterPage } from '../features/roster/RosterPage';
import { EmployeeSchedulePage } from '../features/scheduling/EmployeeSchedulePage';
import { ScheduleTemplateForm } from '../features/scheduling/ScheduleTemplateForm';
import { ScheduleTemplatesPage } from '../features/scheduling/ScheduleTemplatesPage';
import { TimesheetTransferPage } from '../features/transfers/TimesheetTransferPage';
import { WorkplacesPage } from '../features/settings/WorkplacesPage';
import { KioskContactsPage } from '../features/kiosk/KioskContactsPage';
import { KioskContentsPage } from '../features/kiosk/KioskContentsPage';
import { PunchCodePage } from '../features/punch-codes/PunchCodePage';
import { TimesheetPage } from '../features/timekeeping/TimesheetPage';
import { TimeApprovalsPage } from '../features/approvals/TimeApprovalsPage';
import { TimecardExceptionsPage } from '../features/exceptions/TimecardExceptionsPage';
import { LeaveListPage } from '../features/leave/LeaveListPage';
import { MessagesPage } from '../features/messages/MessagesPage';
import { MyHomePage } from '../features/me/MyHomePage';
import { MyTimesheetPage } from '../features/me/MyTimesheetPage';
import { WorkCodesPage } from '../features/work-codes/WorkCodesPage';
import { AppShell } from '../shell/AppShell';
import { HomePage } from '../shell/HomePage';
import type { ScreenHandle } from '../shell/navigation';
import { UnknownPathPage } from '../shell/UnknownPathPage';
import { SyncResultsPage } from '../features/sync-results/SyncResultsPage';
import { ReportsPage } from '../features/reports/ReportsPage';
import { ScheduledReportsPage } from '../features/reports/ScheduledReportsPage';
import { OAuthClientsPage } from '../features/oauth/OAuthClientsPage';
import { ClockPage } from '../features/clock/ClockPage';
import { ROUTES } from '../shared/paths';

/**
 * Every screen: its path, what it shows, and the menu entry it is opened from (react-router's
 * `handle`): the shell shows a screen only to those whose menu offers that entry. A leaf: it
 * imports the features, and only the router imports it.
 */
const from = (entry: string): ScreenHandle => ({ entry });
const outsideMenu: ScreenHandle = { entry: null };

export const routes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { path: ROUTES.login, element: <LoginPage /> },
      { path: ROUTES.forgotPassword, element: <ForgotPasswordPage /> },
    ],
  },
  {
    element: <AuthLayout banded />,
    children: [
      { path: ROUTES.selectRole, element: <SelectRolePage /> },
      { path: ROUTES.resetPassword, element: <ResetPasswordPage /> },
    ],
  },
  { path: ROUTES.logout, element: <LogoutPage /> },
  { path: ROUTES.clock, element: <ClockPage /> },
  {
    element: <AppShell />,
    children: [
      { path: ROUTES.home, element: <HomePage />, handle: outsideMenu },
      // Ours (ADR 0066): the Me section, for an account that is an employee.
      { path: ROUTES.me, element: <MyHomePage />, handle: from(ROUTES.me) },
      { path: ROUTES.myTimesheet, element: <MyTimesheetPage />, handle: from(ROUTES.myTimesheet) },
      // Everyone signed in has their messages (ADR 0063): opened from the header's bell, not the menu.
      { path: ROUTES.messages, element: <MessagesPage />, handle: { entry: null, title: 'Messages' } satisfies ScreenHandle },
      // /profile shows the Profile Setting tab.
      { path: ROUTES.profile, element: <ProfilePage />, handle: from(ROUTES.profileInfo) },
      { path: ROUTES.profileInfo, element: <ProfilePage />, handle: from(ROUTES.profileInfo) },
      { path: ROUTES.profilePassword, element: <ProfilePage />, handle: from(ROUTES.profilePassword) },
      { path: ROUTES.userList, element: <UsersListPage />, handle: from(ROUTES.userList) },
      { path: ROUTES.userCreate, element: <UserForm key="create" />, handle: from(ROUTES.userList) },
      { path: ROUTES.userUpdate, element: <UserForm key="update" />, handle: from(ROUTES.userList) },
      { path: ROUTES.employeeList, element: <EmployeesListPage />, handle: from(ROUTES.employeeList) },
      { path: ROUTES.employeeCreate, element: <EmployeeForm key="create" />, handle: from(ROUTES.employeeList) },
      { path: ROUTES.employeeUpdate, element: <EmployeeForm key="update" />, handle: from(ROUTES.employeeList) },
      { path: ROUTES.company, element: <StructurePage />, handle: from(ROUTES.company) },
      { path: ROUTES.departmentCreate, element: <StructurePage creating />, handle: from(ROUTES.company) },
      { path: ROUTES.department, element: <StructurePage />, handle: from(ROUTES.company) },
      { path: ROUTES.structureSettings, element: <StructureLevelsPage />, handle: from(ROUTES.structureSettings) },
      { path: ROUTES.roundingRules, element: <RoundingRulesPage />, handle: from(ROUTES.roundingRules) },
      { path: ROUTES.holidays, element: <HolidaysPage />, handle: from(ROUTES.holidays) },
      { path: ROUTES.payTypes, element: <PayTypesPage />, handle: from(ROUTES.payTypes) },
      { path: ROUTES.skills, element: <SkillsPage />, handle: from(ROUTES.skills) },
      { path: ROUTES.jobs, element: <WorkCodesPage key="job" kind="job" />, handle: from(ROUTES.jobs) },
      { path: ROUTES.tasks, element: <WorkCodesPage key="task" kind="task" />, handle: from(ROUTES.tasks) },
      { path: ROUTES.workplaces, element: <WorkplacesPage />, handle: from(ROUTES.workplaces) },
      { path: ROUTES.kioskContents, element: <KioskContentsPage />, handle: from(ROUTES.kioskContents) },
      // The menu's SUPPORT 'Contact Us' opens the kiosk contacts; changing them takes the settings' right.
      { path: ROUTES.kioskContacts, element: <KioskContactsPage />, handle: from(ROUTES.kioskContacts) },
      { path: ROUTES.punchCode, element: <PunchCodePage />, handle: from(ROUTES.punchCode) },
      { path: ROUTES.payGroupList, element: <PayGroupsPage />, handle: from(ROUTES.payGroupList) },
      { path: ROUTES.payGroupCreate, element: <PayGroupForm key="create" />, handle: from(ROUTES.payGroupList) },
      { path: ROUTES.payGroup, element: <PayGroupForm />, handle: from(ROUTES.payGroupList) },
      { path: ROUTES.payrollTransfers, element: <PayrollTransfersPage />, handle: from(ROUTES.payrollTransfers) },
      { path: ROUTES.syncResults, element: <SyncResultsPage />, handle: from(ROUTES.syncResults) },
      { path: ROUTES.reports, element: <ReportsPage />, handle: from(ROUTES.reports) },
      // /jasper/view opens the same page on a report (?reportType=..., as the spec names it; ?type=... too), as a link from elsewhere would.
      { path: ROUTES.reportView, element: <ReportsPage />, handle: from(ROUTES.reports) },
      { path: ROUTES.scheduledReports, element: <ScheduledReportsPage />, handle: from(ROUTES.scheduledReports) },
      { path: ROUTES.globalLeave, element: <GlobalLeavePage />, handle: from(ROUTES.globalLeave) },
      // Opened from the employees list's Timesheet action, which everyone has (document 1 §2); the menu's
      // entry waits for isTimesheetNewUiEnabled. The API answers who may see which employee's timesheet.
      { path: ROUTES.timesheet, element: <TimesheetPage />, handle: { entry: null, title: 'Timesheet' } satisfies ScreenHandle },
      { path: ROUTES.timeApprovals, element: <TimeApprovalsPage />, handle: from(ROUTES.timeApprovals) },
      // The menu offers the Standard Board only when the company has multiShiftView on (document 2 §2).
      { path: ROUTES.dashboard, element: <DashboardPage />, handle: from(ROUTES.dashboard) },
      // Hidden with the company's specialCustomer flag, as its menu entry is (document 2 §2).
      { path: ROUTES.leaveList, element: <LeaveListPage />, handle: from(ROUTES.leaveList) },
      { path: ROUTES.exceptionList, element: <TimecardExceptionsPage />, handle: from(ROUTES.exceptionList) },
      { path: ROUTES.groupTimePunch, element: <GroupTimePunchPage />, handle: from(ROUTES.groupTimePunch) },
      { path: ROUTES.recalculate, element: <RecalculatePage />, handle: from(ROUTES.recalculate) },
      { path: ROUTES.globalSchedule, element: <GlobalSchedulePage />, handle: from(ROUTES.globalSchedule) },
      { path: ROUTES.leaveBalances, element: <LeaveBalancesPage />, handle: from(ROUTES.leaveBalances) },
      // Ours (ADR 0067): the import's settings under Settings, for those who may change them.
      { path: ROUTES.leaveBalanceSettings, element: <LeaveBalanceSettingsPage />, handle: from(ROUTES.leaveBalanceSettings) },
      { path: ROUTES.leaveBalanceImport, element: <LeaveBalanceImportPage />, handle: from(ROUTES.leaveBalanceImport) },
      { path: ROUTES.timesheetTransfer, element: <TimesheetTransferPage />, handle: from(ROUTES.timesheetTransfer) },
      { path: ROUTES.scheduleImport, element: <ScheduleImportPage />, handle: from(ROUTES.scheduleImport) },
      { path: ROUTES.timeImport, element: <TimeImportPage />, handle: from(ROUTES.timeImport) },
      { path: ROUTES.scheduleEmployee, element: <EmployeeSchedulePage />, handle: from(ROUTES.scheduleEmployee) },
      { path: ROUTES.scheduleList, element: <ScheduleTemplatesPage />, handle: from(ROUTES.scheduleList) },
      { path: ROUTES.scheduleCreate, element: <ScheduleTemplateForm key="create" />, handle: from(ROUTES.scheduleList) },
      { path: ROUTES.scheduleUpdate, element: <ScheduleTemplateForm />, handle: from(ROUTES.scheduleList) },
      { path: ROUTES.roster, element: <RosterPage />, handle: from(ROUTES.roster) },
      { path: ROUTES.oauthClients, element: <OAuthClientsPage />, handle: from(ROUTES.oauthClients) },
      { path: ROUTES.customerList, element: <CustomersListPage />, handle: from(ROUTES.customerList) },
      { path: ROUTES.customerCreate, element: <CustomerFormPage />, handle: from(ROUTES.customerList) },
      { path: ROUTES.customerUpdate, element: <CustomerFormPage />, handle: from(ROUTES.customerList) },
    ],
  },
  { path: '*', element: <UnknownPathPage />, handle: outsideMenu },
];
