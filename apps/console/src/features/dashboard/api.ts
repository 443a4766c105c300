import { useQuery } from '@tanstack/react-query';
import {
  approvalCountsSchema,
  countReplySchema,
  dashboardEmployeeInfoReplySchema,
  dashboardEmployeeRowSchema,
  exceptionCountsSchema,
  type ListQuery,
  pageSchema,
  upcomingLeaveReplySchema,
} from '@timekeep/contracts';
import { request } from '../../api/http';
import { listPath } from '../../api/list';
import type { PeopleFilter } from '../people/api';

/** How often the board asks again, so punch status and the counts stay live. */
export const REFRESH_MS = 30_000;

/** The dashboard (document 2 §2 "Dashboard", §7 "Dashboard"). */
export const keys = {
  dashboard: ['dashboard'],
  employees: (filter: PeopleFilter) => ['dashboard', 'employees', filter] as const,
  employeeInfo: (ids: readonly string[]) => ['dashboard', 'employee-info', ids] as const,
  pendingLeaves: ['dashboard', 'leaveNum'],
  upcomingLeaves: ['dashboard', 'upcomingLeaveNum'],
  syncErrors: ['dashboard', 'sync-error-count'],
  exceptions: ['dashboard', 'exceptionNum'],
  dailyApprovals: ['dashboard', 'approvals', 'daily'],
  lastPeriodApprovals: ['dashboard', 'approvals', 'last-period'],
} as const;

const employeePage = pageSchema(dashboardEmployeeRowSchema);

/** GET /api/dashboard/employees (employeeStatus, departmentIds), server-paged for the shared table. */
export const dashboardEmployeeList = (filter: PeopleFilter) => ({
  queryKey: keys.employees(filter),
  fetchPage: (q: ListQuery) => request(employeePage, listPath('/api/dashboard/employees', q, { employeeStatus: filter.status, departmentIds: filter.departmentIds.join(',') || undefined })),
});

/** GET /api/dashboard/employee-info (employeeIds, at most a page's 100): the live part of the named rows. */
export const fetchEmployeeInfo = (ids: readonly string[]) => request(dashboardEmployeeInfoReplySchema, `/api/dashboard/employee-info?employeeIds=${ids.join(',')}`);

/** The live part of the rows shown, asked again every 30 s. */
export const useEmployeeInfo = (ids: readonly string[]) =>
  useQuery({
    queryKey: keys.employeeInfo(ids),
    queryFn: () => fetchEmployeeInfo(ids),
    enabled: ids.length > 0,
    refetchInterval: REFRESH_MS,
  });

/** A count on one of the left-hand cards: live; a failure is not retried at once (the card says so, and the next refresh asks again). */
const live = { refetchInterval: REFRESH_MS, retry: false } as const;

export const usePendingLeaves = () => useQuery({ queryKey: keys.pendingLeaves, queryFn: () => request(countReplySchema, '/api/dashboard/leaveNum'), ...live });

export const useUpcomingLeaves = () => useQuery({ queryKey: keys.upcomingLeaves, queryFn: () => request(upcomingLeaveReplySchema, '/api/dashboard/leave/upcomingLeaveNum'), ...live });

/** GET /api/sync-results/error-count: asked only by those who may open the sync results. */
export const useSyncErrors = (enabled: boolean) => useQuery({ queryKey: keys.syncErrors, queryFn: () => request(countReplySchema, '/api/sync-results/error-count'), enabled, ...live });

/** GET /api/dashboard/exceptionNum: unreviewed exceptions of the current pay period, per type. */
export const useExceptionCounts = () => useQuery({ queryKey: keys.exceptions, queryFn: () => request(exceptionCountsSchema, '/api/dashboard/exceptionNum'), ...live });

/** GET /time-approvals/dailyNum (yesterday to today) and /time-approvals/lastPeriodNum. */
export const useDailyApprovals = () => useQuery({ queryKey: keys.dailyApprovals, queryFn: () => request(approvalCountsSchema, '/time-approvals/dailyNum'), ...live });

export const useLastPeriodApprovals = () => useQuery({ queryKey: keys.lastPeriodApprovals, queryFn: () => request(approvalCountsSchema, '/time-approvals/lastPeriodNum'), ...live });
