import { createBrowserRouter } from 'react-router-dom';
import { whenSignedOut } from '../api/http';
import { AuthLayout } from '../layouts/AuthLayout';
import { ForgotPasswordPage } from '../pages/forgot-password/ForgotPasswordPage';
import { HomePage } from '../pages/home/HomePage';
import { LoginPage } from '../pages/login/LoginPage';
import { LogoutPage } from '../pages/login/LogoutPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
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
import { ROUTES } from './routes';

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
      { path: ROUTES.home, element: <HomePage /> },
      { path: ROUTES.profile, element: <ProfilePage /> },
      { path: ROUTES.profileInfo, element: <ProfilePage /> },
      { path: ROUTES.profilePassword, element: <ProfilePage /> },
      { path: ROUTES.userList, element: <UsersListPage /> },
      { path: ROUTES.userCreate, element: <UserForm key="create" /> },
      { path: ROUTES.userUpdate, element: <UserForm key="update" /> },
      { path: ROUTES.employeeList, element: <EmployeesListPage /> },
      { path: ROUTES.employeeCreate, element: <EmployeeForm key="create" /> },
      { path: ROUTES.employeeUpdate, element: <EmployeeForm key="update" /> },
      { path: ROUTES.company, element: <StructurePage /> },
      { path: ROUTES.departmentCreate, element: <StructurePage creating /> },
      { path: ROUTES.department, element: <StructurePage /> },
      { path: ROUTES.structureSettings, element: <StructureLevelsPage /> },
      { path: ROUTES.roundingRules, element: <RoundingRulesPage /> },
      { path: ROUTES.holidays, element: <HolidaysPage /> },
      { path: ROUTES.payTypes, element: <PayTypesPage /> },
      { path: ROUTES.skills, element: <SkillsPage /> },
      { path: ROUTES.jobs, element: <WorkCodesPage key="job" kind="job" /> },
      { path: ROUTES.tasks, element: <WorkCodesPage key="task" kind="task" /> },
      { path: ROUTES.workplaces, element: <WorkplacesPage /> },
      { path: ROUTES.payGroupList, element: <PayGroupsPage /> },
      { path: ROUTES.payGroupCreate, element: <PayGroupForm key="create" /> },
      { path: ROUTES.payGroup, element: <PayGroupForm /> },
      { path: ROUTES.scheduleEmployee, element: <EmployeeSchedulePage /> },
      { path: ROUTES.scheduleList, element: <ScheduleTemplatesPage /> },
      { path: ROUTES.scheduleCreate, element: <ScheduleTemplateForm key="create" /> },
      { path: ROUTES.scheduleUpdate, element: <ScheduleTemplateForm /> },
      { path: ROUTES.customerList, element: <CustomersListPage /> },
      { path: ROUTES.customerCreate, element: <CustomerFormPage /> },
      { path: ROUTES.customerUpdate, element: <CustomerFormPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);

whenSignedOut(() => void router.navigate(ROUTES.login, { replace: true }));
