import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  messageReplySchema,
  openShiftCreatedSchema,
  openShiftListSchema,
  shiftTradeListSchema,
  pageSchema,
  skillSchema,
  type OpenShiftCreate,
  REPORT_NAMES,
  rosterCopyResultSchema,
  rosterEmailResultSchema,
  rosterJobReplySchema,
  rosterPublishPreviewSchema,
  rosterPublishReplySchema,
  rosterReplySchema,
  rosterSchema,
  rosterSettingsReplySchema,
  rosterShiftSchema,
  type RosterEmailRequest,
  type RosterPublishRequest,
  type RosterSettings,
  type RosterSort,
  type WeeklyScheduleReportRequest,
} from '@timekeep/contracts';
import { z } from 'zod';
import { download, request } from '../../api/http';
import { withQuery } from '../../api/list';
import type { DropCall } from './roster-rules';

/** The roster planner's calls (document 2 §7 "Roster and shifts"). */
export interface RosterFilter {
  startDate: string;
  endDate: string;
  departmentIds: string[];
  sortBy: RosterSort | null;
  search: string;
}

export const keys = {
  all: ['roster'],
  /** Every range's grid: a roster write reloads them. */
  grids: ['roster', 'grid'],
  roster: (filter: RosterFilter) => ['roster', 'grid', filter] as const,
  /** Every search of the shift library: a shift's create, change or delete reloads them. */
  library: ['roster', 'shifts'],
  shifts: (search: string) => ['roster', 'shifts', search] as const,
  shift: (id: string) => ['roster', 'shift', id] as const,
  employees: (departmentIds: string[]) => ['roster', 'employees', departmentIds] as const,
  settings: ['roster', 'settings'],
  openShifts: (startDate: string, endDate: string) => ['roster', 'open-shifts', startDate, endDate] as const,
  allOpenShifts: ['roster', 'open-shifts'],
  skills: ['roster', 'skills'],
  trades: ['roster', 'shift-trades'],
} as const;

/** GET /api/shifts/getNewShifts: the Off Day first, then the company's shifts by start time. */
export const useShiftLibrary = (search: string) =>
  useQuery({ queryKey: keys.shifts(search), queryFn: () => request(z.array(rosterShiftSchema), withQuery('/api/shifts/getNewShifts', { search })), placeholderData: keepPreviousData });

/** GET /api/standardshifts/roster: the employees' days of the range, the previous grid kept while the next loads. */
export const useRoster = (filter: RosterFilter) =>
  useQuery({
    queryKey: keys.roster(filter),
    queryFn: () =>
      request(rosterSchema, withQuery('/api/standardshifts/roster', { startDate: filter.startDate, endDate: filter.endDate, departmentIds: filter.departmentIds.join(','), sortBy: filter.sortBy, search: filter.search })),
    placeholderData: keepPreviousData,
  });

const scheduleEmployeeSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), departmentId: z.string().nullable() });

/** GET /api/shifts/scheduleemployee: active employees of the departments (all within reach when none), by first name. */
export const useScheduleEmployees = (departmentIds: string[], enabled: boolean) =>
  useQuery({ queryKey: keys.employees(departmentIds), queryFn: () => request(z.array(scheduleEmployeeSchema), withQuery('/api/shifts/scheduleemployee', { departmentIds: departmentIds.join(',') })), enabled });

const post = <S extends z.ZodTypeAny>(schema: S, path: string, body: object) => request(schema, path, { method: 'POST', body });

/** GET /api/shifts/{id}: the shift as it is now, with the version the save is checked against (asked afresh at each opening). */
export const useRosterShift = (id: string, enabled: boolean) => useQuery({ queryKey: keys.shift(id), queryFn: () => request(rosterShiftSchema, `/api/shifts/${id}`), enabled, gcTime: 0 });

export interface ShiftForm {
  departmentId: string;
  startTime: string;
  startTimeType: 'Previous' | 'Today';
  endTime: string;
  endTimeType: 'Today' | 'NextDay';
  colorCode: string;
  labelName: string;
  breakTime: number;
}

export const createShift = (form: ShiftForm) => post(rosterReplySchema.extend({ id: z.string().optional() }), '/standardshifts/newSave', form);
export const updateShift = (form: { id: string; colorCode: string; labelName: string; breakTime: number; version: number }) => post(rosterReplySchema, '/standardshifts/updateBaseshift', form);
export const deleteShift = (id: string) => post(rosterReplySchema, '/standardshifts/delBaseshift', { id });

/** A drop (dropCall): a shift or the Off Day onto a cell, moved from another cell when it says so. */
export const drop = (call: DropCall) => post(rosterReplySchema, call.path, call.body);

/** The Delete of an item on a cell: a section, or the off day. */
export const removeSection = (cell: { employeeId: string; ruleDate: string; version: number }, workSectionId: string) =>
  post(rosterReplySchema, '/standardshifts/handleScheduleByShift', { ...cell, delFlag: true, workSectionId });
export const removeOffDay = (cell: { employeeId: string; ruleDate: string; version: number }) => post(rosterReplySchema, '/standardshifts/delOffDay', cell);

/** POST /standardshifts/checkPeriodClose: flag true when the date is in a closed pay period. */
export const checkPeriodClose = (employeeId: string, ruleDate: string) => post(z.object({ flag: z.boolean() }), '/standardshifts/checkPeriodClose', { employeeId, ruleDate });

/** Add Shift to Employees: all or none; a conflict names the employee. */
export const addShiftToEmployees = (form: { id: string; employeeIds: string[]; batchStartDate: string }) =>
  post(rosterReplySchema.extend({ employeeName: z.string().optional() }), '/standardshifts/batchScheduleRule', { ...form, employeeIds: form.employeeIds.join(',') });

/** Copy Roster: a run to follow. */
export const copyRoster = (form: { departments: string[]; fromDate: string; endDate: string; beginDate: string }) =>
  post(rosterJobReplySchema, '/standardshifts/copyScheduleRule', { ...form, departments: form.departments.join(',') });
export const copyResultOf = (result: unknown) => rosterCopyResultSchema.safeParse(result).data ?? null;

/** Send All (the departments' employees) or one employee's roster by email: a run to follow. */
export const sendRosterEmail = (form: { departmentId: string[]; startDate: string; endDate: string } | { employeeId: string; startDate: string; endDate: string }) => {
  const request: RosterEmailRequest = 'departmentId' in form ? { ...form, departmentId: form.departmentId.join(',') } : form;
  return post(rosterJobReplySchema, '/standardshifts/sendEmployeeEmail', request);
};
export const emailResultOf = (result: unknown) => rosterEmailResultSchema.safeParse(result).data ?? null;

/**
 * Print: the WeeklyScheduleReport of the range as a PDF. The report sorts by last or first name; the
 * roster's Department sort prints by last name (the report takes no Department order).
 */
export function printRoster(form: { sortBy: RosterSort | null; departmentIds: string[]; startDate: string; endDate: string }) {
  const request: WeeklyScheduleReportRequest = {
    report: REPORT_NAMES.WeeklySchedule,
    format: 'PDF',
    sortBy: form.sortBy ?? 'LastName',
    departmentIds: form.departmentIds.join(','),
    startDate: form.startDate,
    endDate: form.endDate,
  };
  return download('/jasper/download', request);
}

/** GET /api/roster/settings: whether the company publishes rosters (ADR 0075). */
export const useRosterSettings = () => useQuery({ queryKey: keys.settings, queryFn: () => request(rosterSettingsReplySchema, '/api/roster/settings') });
export const saveRosterSettings = (form: RosterSettings & { version: number }) => post(messageReplySchema, '/api/roster/settings', form);

/** What a publish would change for the dates and departments, and what the checks say of it. */
export const publishPreview = (form: RosterPublishRequest) => post(rosterPublishPreviewSchema, '/api/roster/publish-preview', form);
export const publishRoster = (form: RosterPublishRequest) => post(rosterPublishReplySchema, '/api/roster/publish', form);
export const discardRoster = (form: RosterPublishRequest) => post(rosterPublishReplySchema, '/api/roster/discard', form);

/** GET /api/roster/open-shifts (ADR 0078): the range's open shifts, with their claims and who has each. */
export const useOpenShifts = (startDate: string, endDate: string, enabled: boolean) =>
  useQuery({ queryKey: keys.openShifts(startDate, endDate), queryFn: () => request(openShiftListSchema, withQuery('/api/roster/open-shifts', { startDate, endDate })), enabled });

/** The active skills an open shift may ask for. */
export const useSkillChoices = (enabled: boolean) =>
  useQuery({ queryKey: keys.skills, queryFn: async () => (await request(pageSchema(skillSchema), '/api/skills?status=true&pageSize=100')).items.map((s) => ({ value: s.id, label: s.name })), enabled });

export const publishOpenShift = (form: OpenShiftCreate) => post(openShiftCreatedSchema, '/api/roster/open-shifts', form);
export const approveClaim = (id: string, employeeId: string) => post(messageReplySchema, `/api/roster/open-shifts/${id}/approve`, { employeeId });
export const declineClaim = (id: string, employeeId: string) => post(messageReplySchema, `/api/roster/open-shifts/${id}/decline`, { employeeId });
export const withdrawOpenShift = (id: string) => post(messageReplySchema, `/api/roster/open-shifts/${id}/withdraw`, {});

/** GET /api/roster/shift-trades (ADR 0079): offers and swaps waiting, of employees within reach. */
export const useShiftTrades = (enabled: boolean) => useQuery({ queryKey: keys.trades, queryFn: () => request(shiftTradeListSchema, '/api/roster/shift-trades'), enabled });
export const decideShiftTrade = (id: string, decision: 'approve' | 'decline') => post(messageReplySchema, `/api/roster/shift-trades/${id}/${decision}`, {});
