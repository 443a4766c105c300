import { createBrowserRouter } from 'react-router-dom';
import { whenSignedOut } from '../api/http';
import { AuthLayout } from '../layouts/AuthLayout';
import { ForgotPasswordPage } from '../pages/forgot-password/ForgotPasswordPage';
import { HomePage } from '../pages/home/HomePage';
import { LoginPage } from '../pages/login/LoginPage';
import { LogoutPage } from '../pages/login/LogoutPage';
import { UnknownPathPage } from '../pages/not-found/NotFoundPage';
import { ProfilePage } from '../pages/profile/ProfilePage';
import { ResetPasswordPage } from '../pages/reset-password/ResetPasswordPage';
import { SelectRolePage } from '../pages/select-role/SelectRolePage';
import { EmployeeForm } from '../pages/people/EmployeeForm';
import { EmployeesListPage } from '../pages/people/EmployeesListPage';
import { UserForm } from '../pages/people/UserForm';
import { UsersListPage } from '../pages/people/UsersListPage';
import { StructurePage } from '../pages/company/StructurePage';
import { CustomerFormPage } from '../pages/customers/CustomerFormPage';
import { CustomersListPage } from '../pages/customers/CustomersListPage';
import { HolidaysPage } from '../pages/holidays/HolidaysPage';
import { PayGroupForm } from '../pages/pay-groups/PayGroupForm';
import { PayGroupsPage } from '../pages/pay-groups/PayGroupsPage';
import { EmployeeSchedulePage } from '../pages/schedules/EmployeeSchedulePage';
import { ScheduleTemplateForm } from '../pages/schedules/ScheduleTemplateForm';
import { ScheduleTemplatesPage } from '../pages/schedules/ScheduleTemplatesPage';
import { PayTypesPage } from '../pages/pay-types/PayTypesPage';
import { RoundingRulesPage } from '../pages/rounding-rules/RoundingRulesPage';
import { SkillsPage } from '../pages/skills/SkillsPage';
import { WorkCodesPage } from '../pages/jobs/WorkCodesPage';
import { WorkplacesPage } from '../pages/workplaces/WorkplacesPage';
import { StructureLevelsPage } from '../pages/structure-settings/StructureLevelsPage';
import { AppShell } from '../shell/AppShell';
import type { ScreenHandle } from '../shell/navigation';
import { ROUTES } from './routes';

/** The menu entry each screen is opened from: the shell shows a screen only to those whose menu offers it. */
const from = (entry: string): ScreenHandle => ({ entry });
const outsideMenu: ScreenHandle = { entry: null };

export const router = createBrowserRouter([
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
  {
    element: <AppShell />,
    children: [
      { path: ROUTES.home, element: <HomePage />, handle: outsideMenu },
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
      { path: ROUTES.payGroupList, element: <PayGroupsPage />, handle: from(ROUTES.payGroupList) },
      { path: ROUTES.payGroupCreate, element: <PayGroupForm key="create" />, handle: from(ROUTES.payGroupList) },
      { path: ROUTES.payGroup, element: <PayGroupForm />, handle: from(ROUTES.payGroupList) },
      { path: ROUTES.scheduleEmployee, element: <EmployeeSchedulePage />, handle: from(ROUTES.scheduleEmployee) },
      { path: ROUTES.scheduleList, element: <ScheduleTemplatesPage />, handle: from(ROUTES.scheduleList) },
      { path: ROUTES.scheduleCreate, element: <ScheduleTemplateForm key="create" />, handle: from(ROUTES.scheduleList) },
      { path: ROUTES.scheduleUpdate, element: <ScheduleTemplateForm />, handle: from(ROUTES.scheduleList) },
      { path: ROUTES.customerList, element: <CustomersListPage />, handle: from(ROUTES.customerList) },
      { path: ROUTES.customerCreate, element: <CustomerFormPage />, handle: from(ROUTES.customerList) },
      { path: ROUTES.customerUpdate, element: <CustomerFormPage />, handle: from(ROUTES.customerList) },
    ],
  },
  { path: '*', element: <UnknownPathPage />, handle: outsideMenu },
]);

whenSignedOut(() => void router.navigate(ROUTES.login, { replace: true }));
