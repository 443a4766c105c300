import { useQuery } from '@tanstack/react-query';
import {
  employeeRowSchema,
  type EmployeeRow,
  jobRunSchema,
  type ListQuery,
  messageReplySchema,
  pageSchema,
  pairSaveReplySchema,
  payCardSchema,
  punchSaveReplySchema,
  shiftSaveReplySchema,
  timesheetHistorySchema,
  timesheetSchema,
} from '@timekeep/contracts';
import { z } from 'zod';
import { download, request } from '../../api/http';
import { listPath, withQuery } from '../../api/list';
import { QUERY_ROOTS } from '../../api/query-roots';

/** The timesheet screen (document 2 §2 "Timesheet screen", §7 "Timesheet and punches"). */
export const keys = {
  /** The root a leave's save invalidates too (api/query-roots.ts). */
  timesheets: QUERY_ROOTS.timesheets,
  timesheet: (employeeId: string, fromT: string | undefined, toT: string | undefined, asOf: string | undefined) => [...QUERY_ROOTS.timesheets, employeeId, fromT, toT, asOf ?? null] as const,
  history: (employeeId: string, fromT: string, toT: string) => [...QUERY_ROOTS.timesheets, 'history', employeeId, fromT, toT] as const,
  payCard: (employeeId: string, fromDate: string, toDate: string, asOf?: string) => [...QUERY_ROOTS.timesheets, 'pay-card', employeeId, fromDate, toDate, asOf ?? null] as const,
  employeeOrder: [...QUERY_ROOTS.employees, 'timesheet-order'],
  employeePicker: [...QUERY_ROOTS.employees, 'timesheet-picker'],
} as const;

/**
 * GET /api/timesheet/getPunchRecords: without fromT the server answers the employee's current pay
 * period, and with fromT alone the pay period holding that day; with asOf, the timesheet as it stood at that instant (read-only).
 */
export const useTimesheet = (employeeId: string | undefined, fromT: string | undefined, toT: string | undefined, asOf: string | undefined) =>
  useQuery({
    queryKey: keys.timesheet(employeeId ?? '', fromT, toT, asOf),
    queryFn: () => request(timesheetSchema, withQuery('/api/timesheet/getPunchRecords', { employeeId, fromT, endT: toT, asOf })),
    enabled: !!employeeId,
    retry: (count, error) => count < 2 && !('status' in error && [400, 403, 404].includes(Number(error.status))),
  });

/** GET /api/timesheet/history: who changed which punch, shift or pay card line in the period, newest first. */
export const useTimesheetHistory = (employeeId: string, fromT: string, toT: string, enabled: boolean) =>
  useQuery({ queryKey: keys.history(employeeId, fromT, toT), queryFn: () => request(timesheetHistorySchema, withQuery('/api/timesheet/history', { employeeId, fromT, endT: toT })), enabled });

/** POST /paycard/getPayCard. */
/** The pay card of a period; with `asOf`, as it stood at that instant (beside the as-of timesheet). */
export const usePayCard = (employeeId: string, fromDate: string, toDate: string, asOf?: string) =>
  useQuery({ queryKey: keys.payCard(employeeId, fromDate, toDate, asOf), queryFn: () => request(payCardSchema, '/paycard/getPayCard', { method: 'POST', body: { employeeId, fromDate, toDate, asOf } }) });

const employeePage = pageSchema(employeeRowSchema);
const PAGE = 100;

/**
 * Every employee in the list's default order, last name ascending: the User Info card's previous
 * and next arrows walk it, wrapping around (document 2 §2).
 */
export const useEmployeeOrder = () =>
  useQuery({
    queryKey: keys.employeeOrder,
    queryFn: async () => {
      const rows: EmployeeRow[] = [];
      for (let page = 1; ; page++) {
        const answer = await request(employeePage, `/api/employees?sort=lastName&order=ascend&pageSize=${PAGE}&page=${page}`);
        rows.push(...answer.items);
        if (!answer.items.length || rows.length >= answer.total) return rows;
      }
    },
  });

/** The employee picker's page of employees (server-paged, sorted and searched). */
export const employeePickerList = {
  queryKey: keys.employeePicker,
  fetchPage: (q: ListQuery) => request(employeePage, listPath('/api/employees', q)),
};

/**
 * The signed-in Employee's own record: an Employee reaches only themself, so the list answers one
 * row (none for an account with no employee record). The timesheet opens on it instead of asking
 * them to pick themself.
 */
export const useOwnEmployee = (enabled: boolean) =>
  useQuery({ queryKey: [...keys.employeePicker, 'own'], queryFn: async () => (await request(employeePage, '/api/employees?pageSize=10')).items[0] ?? null, enabled });

export interface PunchForm {
  id?: string | null;
  employeeId: string;
  day: string;
  punchTime: string;
  dayType: 'Previous' | 'Today' | 'NextDay';
  reason: string | null;
  workPlaceId: string | null;
  positionId: string | null;
  jobId: string | null;
  taskId: string | null;
  version: number;
}

/** POST /api/punches/save: a new punch, or a change to one (its own version sent back). */
export const savePunch = (punch: PunchForm) => request(punchSaveReplySchema, '/api/punches/save', { method: 'POST', body: punch });

/** POST /timesheet/saveSinglePunch: one punch or an in and out pair ('Add Shift Time'). */
export const saveSinglePunch = (payload: object) => request(punchSaveReplySchema, '/timesheet/saveSinglePunch', { method: 'POST', body: payload });

export const deletePunch = (employeeId: string, punchId: string, version: number) =>
  request(punchSaveReplySchema, '/timesheet/deleteSinglePunch', { method: 'POST', body: { employeeId, punchId, version } });

/** PUT /punch-pairs/{id}: site, position, job, task and approval of a pair. */
export const savePunchPair = (id: string, payload: object) => request(pairSaveReplySchema, `/punch-pairs/${id}`, { method: 'PUT', body: payload });

/** The shift calls answer success and message; a refusal's code (timeclash, nextDay, closedPeriod) with success false. */
const shiftReply = shiftSaveReplySchema;

export const saveShiftCard = (payload: object) => request(shiftReply, '/timesheet/saveShiftCard', { method: 'POST', body: payload });

export const deleteShift = (employeeId: string, day: string, schId: string) => request(shiftReply, '/timesheet/deleteCustomSchedule', { method: 'POST', body: { employeeId, day, schId } });

/** POST /recalculate/recalculateTimeSheet: the run that recalculates the employee's period. */
export const recalculate = (payrollTransferId: string, employeeId: string) =>
  request(messageReplySchema.extend({ job: jobRunSchema }), '/recalculate/recalculateTimeSheet', { method: 'POST', body: { payrollTransferId, employees: [{ employeeId }] } });

export const savePayCard = (payload: { employeeId: string; fromDate: string; version: number; details: Array<{ id: string | null; payTypeId: string; effUnits: number | null; notes: string | null; projectId: string | null }> }) =>
  request(messageReplySchema, '/paycard/save', { method: 'POST', body: payload });

export const deletePayCardDetails = (employeeId: string, ids: string[]) => request(messageReplySchema, '/deletePayCardDetails', { method: 'POST', body: { employeeId, ids } });

export type HistoryItem = z.infer<typeof timesheetHistorySchema>['items'][number];

/** GET /api/punch-photos: the photo taken with a clock punch (ADR 0044), fetched with the session; it answers only those who may see the timesheet. */
export const fetchPunchPhoto = async (photoPath: string) => (await download(withQuery('/api/punch-photos', { photoPath }))).blob;
