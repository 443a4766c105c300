import { useQuery } from '@tanstack/react-query';
import {
  employeeDetailSchema,
  employeeRowSchema,
  type EmployeeStatus,
  licenceUseSchema,
  type ListQuery,
  messageReplySchema,
  myobEmployeeSyncReplySchema,
  namedSchema,
  nextClockIdSchema,
  pageSchema,
  userDetailSchema,
  userRowSchema,
  employmentTypesReplySchema,
  workingDaysReplySchema,
} from '@timekeep/contracts';
import { z } from 'zod';
import { request } from '../../api/http';
import { listPath } from '../../api/list';
import { LOOKUP } from '../../api/lookup';
import { QUERY_ROOTS } from '../../api/query-roots';

/** The lists' Search popover's filter (spec §2): status and departments. */
export interface PeopleFilter {
  status?: EmployeeStatus;
  departmentIds: string[];
}

/** Employees and users (document 1 §2, §3), and the lookups their forms use; the employees' keys under their root (api/query-roots.ts). */
export const keys = {
  employees: QUERY_ROOTS.employees,
  employeeList: (filter: PeopleFilter) => [...QUERY_ROOTS.employees, filter] as const,
  positionEmployees: (departmentId: string) => [...QUERY_ROOTS.employees, 'position', departmentId] as const,
  employee: (id: string | undefined) => [...QUERY_ROOTS.employees, 'detail', id] as const,
  nextClockId: [...QUERY_ROOTS.employees, 'next-clock-id'],
  licences: [...QUERY_ROOTS.employees, 'licences'],
  users: ['users'],
  userList: (filter: PeopleFilter) => ['users', filter] as const,
  user: (id: string | undefined) => ['users', 'detail', id] as const,
  reportTo: (forEmployee: boolean) => ['report-to', forEmployee] as const,
  forwardTo: ['forward-to'],
  functions: ['functions'],
  roles: ['roles'],
  employmentTypes: (id: string) => [...QUERY_ROOTS.employees, 'employment-types', id] as const,
  workingDays: (id: string) => [...QUERY_ROOTS.employees, 'working-days', id] as const,
} as const;

export type Option = { value: string; label: string };
const namedList = z.array(namedSchema);
const named = (items: Array<{ id: string; name: string }>): Option[] => items.map((i) => ({ value: i.id, label: i.name }));
const departmentsParam = (filter: PeopleFilter) => filter.departmentIds.join(',') || undefined;
const employeePage = pageSchema(employeeRowSchema);

/** The employees list (server-paged) for the shared table. */
export const employeeList = (filter: PeopleFilter) => ({
  queryKey: keys.employeeList(filter),
  fetchPage: (q: ListQuery) => request(employeePage, listPath('/api/employees', q, { employeeStatus: filter.status, departmentIds: departmentsParam(filter) })),
});

/** A position's active employees (its Employees tab, document 1 §2). */
export const positionEmployeeList = (departmentId: string) => ({
  queryKey: keys.positionEmployees(departmentId),
  fetchPage: (q: ListQuery) => request(employeePage, listPath('/api/employees', q, { employeeStatus: 'Active', departmentIds: departmentId })),
});

export const userList = (filter: PeopleFilter) => ({
  queryKey: keys.userList(filter),
  fetchPage: (q: ListQuery) => request(pageSchema(userRowSchema), listPath('/api/users', q, { userStatus: filter.status, departmentIds: departmentsParam(filter) })),
});

export const useEmployee = (id: string | undefined) => useQuery({ queryKey: keys.employee(id), queryFn: () => request(employeeDetailSchema, `/api/employees/${id}`), enabled: !!id });

/** The clock ID a new employee is offered. */
export const fetchNextClockId = async () => (await request(nextClockIdSchema, '/api/employees/next-clock-id')).clockId;
export const useNextClockId = (enabled: boolean) => useQuery({ queryKey: keys.nextClockId, queryFn: () => request(nextClockIdSchema, '/api/employees/next-clock-id'), enabled });

export const useUser = (id: string | undefined) => useQuery({ queryKey: keys.user(id), queryFn: () => request(userDetailSchema, `/users/${id}`), enabled: !!id });

/** Lookups the people forms use (spec §7 "Lookups used by forms"). */
export const useReportToOptions = (forEmployee: boolean) =>
  useQuery({ ...LOOKUP, queryKey: keys.reportTo(forEmployee), queryFn: async () => named(await request(namedList, `/users/report-to?isEmployee=${forEmployee}`)) });
export const useForwardToOptions = () => useQuery({ ...LOOKUP, queryKey: keys.forwardTo, queryFn: async () => named(await request(namedList, '/api/users/forward-to')) });
export const useFunctionOptions = () => useQuery({ queryKey: keys.functions, queryFn: async () => named(await request(namedList, '/api/functions')), staleTime: Infinity });
export const useRoles = () => useQuery({ queryKey: keys.roles, queryFn: () => request(namedList, '/api/roles'), staleTime: Infinity });

/** Licence use: the employee form's subtitle and the list's mobile-app column. */
export const useLicenceUse = () =>
  useQuery({
    ...LOOKUP,
    queryKey: keys.licences,
    queryFn: async () => ({ employees: await request(licenceUseSchema, '/api/employees/user-count'), app: await request(licenceUseSchema, '/api/employees/app-user-count') }),
  });

export const saveEmployee = (payload: object) => request(messageReplySchema, '/employee/save-without-photo', { method: 'POST', body: payload });

export const saveUser = (payload: object) => request(messageReplySchema, '/user/save-without-photo', { method: 'POST', body: payload });

export const changeEmployeeStatus = (id: string, status: EmployeeStatus, reason: string) =>
  request(messageReplySchema, '/employee/saveStatus', { method: 'POST', body: { id, status, reason } });

export const changeUserStatus = (id: string, userStatus: EmployeeStatus) => request(messageReplySchema, `/api/users/${id}/status`, { method: 'POST', body: { userStatus } });

/** Sync Employees (document 1 §7, MYOB Advanced companies). */
export const syncMyobEmployees = () => request(myobEmployeeSyncReplySchema, '/api/employees/sync-myob-advanced', { method: 'POST' });

/** An employee's employment types, each from a date (ADR 0074). */
export const fetchEmploymentTypes = (id: string) => request(employmentTypesReplySchema, `/api/employees/${id}/employment-types`);
export const saveEmploymentTypes = (id: string, payload: object) => request(messageReplySchema, `/api/employees/${id}/employment-types`, { method: 'POST', body: payload });
export const fetchWorkingDays = (id: string) => request(workingDaysReplySchema, `/api/employees/${id}/working-days`);
export const saveWorkingDays = (id: string, payload: object) => request(messageReplySchema, `/api/employees/${id}/working-days`, { method: 'POST', body: payload });
