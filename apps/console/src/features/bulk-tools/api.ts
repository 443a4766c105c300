import { type BulkScheduleForm, bulkScheduleReplySchema, bulkScheduleResultSchema, bulkReplySchema, globalLeaveReplySchema, globalLeaveResultSchema, groupTimePunchResultSchema, type LeaveForm, recalculateResultSchema } from '@timekeep/contracts';
import { request } from '../../api/http';

/** Document 3 §7 "Bulk tools": ids as comma strings, the global punch's date as DD-MM-YYYY. */
export interface Targets {
  employees: string[];
  departments: string[];
}

const commas = ({ employees, departments }: Targets) => ({ employees: employees.join(','), departments: departments.join(',') });

/** POST /timesheet/saveGroupTimePunch: 'success' with the run to follow, or 'close'. */
export const saveGroupTimePunch = (targets: Targets, form: { date: string; punchTime: string; reason: string | null; jobcode: string | null }) =>
  request(bulkReplySchema, '/timesheet/saveGroupTimePunch', { method: 'POST', body: { ...commas(targets), ...form } });

/** POST /recalculate/recalculate with startDate and endDate: 'success' with the run to follow, or 'close'. */
export const recalculateRange = (targets: Targets, range: { startDate: string; endDate: string }) =>
  request(bulkReplySchema, '/recalculate/recalculate', { method: 'POST', body: { ...commas(targets), ...range } });

/** What a finished run's result says, when it is the shape its kind promises. */
export const punchResultOf = (result: unknown) => groupTimePunchResultSchema.safeParse(result).data ?? null;
export const recalculateResultOf = (result: unknown) => recalculateResultSchema.safeParse(result).data ?? null;

/** POST /global-leave/save (document 3 §7): the leave form without its employee, for the chosen employees or departments; the run to follow. */
export const saveGlobalLeave = (targets: Targets, leave: Omit<LeaveForm, 'employeeId' | 'id' | 'version'>) =>
  request(globalLeaveReplySchema, '/global-leave/save', { method: 'POST', body: { ...commas(targets), department: targets.departments.join(','), ...leave } });
export const globalLeaveResultOf = (result: unknown) => globalLeaveResultSchema.safeParse(result).data ?? null;

/** POST /globalschedule/verify (document 3 §7): a refusal's message ('close' or a text), or 'success' with the conflict rows. */
export const verifySchedule = (form: BulkScheduleForm) => request(bulkScheduleReplySchema, '/globalschedule/verify', { method: 'POST', body: form });
/** POST /globalschedule/generate with the same payload: 'success' with the run to follow, or verify's refusal, or 'conflicts' with the rows. */
export const generateSchedule = (form: BulkScheduleForm) => request(bulkScheduleReplySchema, '/globalschedule/generate', { method: 'POST', body: form });
export const scheduleResultOf = (result: unknown) => bulkScheduleResultSchema.safeParse(result).data ?? null;
