import { CLOSED_PERIOD, LEAVE_STATUSES, LEAVE_TEXTS, LeaveBalanceCode, LeaveCode, leaveText, TIMESHEET_TEXTS, type LeaveBalanceDto, type LeaveDto, type LeaveForm, type LeaveStatus, type NumberRange } from '@timekeep/contracts';

/** The leave list's filter (document 2 §2 "Leave list"): what its query string and Search popover hold. */
export interface LeaveFilter {
  status?: LeaveStatus;
  startDate?: string;
  endDate?: string;
}

/** The filter as the list's query string, and back (the dashboard links with status, startDate, endDate). */
export function filterOf(params: URLSearchParams): LeaveFilter {
  const status = params.get('status');
  const filter: LeaveFilter = {};
  if ((LEAVE_STATUSES as readonly string[]).includes(status ?? '')) filter.status = status as LeaveStatus;
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  if (startDate) filter.startDate = startDate;
  if (endDate) filter.endDate = endDate;
  return filter;
}

export const paramsOf = (filter: LeaveFilter): Record<string, string> =>
  Object.fromEntries(Object.entries({ status: filter.status, startDate: filter.startDate, endDate: filter.endDate }).filter((e): e is [string, string] => !!e[1]));

/** How long each day of leave is (document 2 §3 "Leave"): as the day's schedule, a time range each day, or hours a day. */
export type LeaveMode = 'schedule' | 'timeRange' | 'hours';

/** The Create a new leave / Modify a leave form, dates yyyy-MM-dd and times HH:mm. */
export interface LeaveDraft {
  employeeId: string;
  typeId: string;
  fromDate: string;
  toDate: string;
  mode: LeaveMode;
  fromTime: string | null;
  fromNextDay: boolean;
  toTime: string | null;
  toNextDay: boolean;
  duration: number | null;
  skip: boolean;
  skipUnscheduled: boolean;
  description: string | null;
}

/** Document 2 §9: hours a day are 0 to 24. */
export const HOURS_PER_DAY: NumberRange = { min: 0, max: 24, text: 'Hours per day are 0 to 24.' };

/** A new request starts as the bulk leave form does (document 3 §9): by schedule, holidays kept, unscheduled days skipped. */
export function newDraft(employeeId: string | undefined, date: string | undefined): Partial<LeaveDraft> {
  return { employeeId, fromDate: date, toDate: date, mode: 'schedule', fromNextDay: false, toNextDay: false, skip: false, skipUnscheduled: true };
}

const NEXT_DAY = '+';

/** A time as the request stores it: a leading '+' means the next day (document 2 §3), as does a date type of 1. */
function timeOf(time: string | null | undefined, dateType: 1 | null | undefined): { time: string | null; nextDay: boolean } {
  if (!time) return { time: null, nextDay: false };
  const marked = time.startsWith(NEXT_DAY);
  return { time: marked ? time.slice(1) : time, nextDay: marked || dateType === 1 };
}

const modeOf = (leave: Pick<LeaveDto, 'byWorkHours' | 'scheduledDuration'>): LeaveMode => (leave.byWorkHours ? 'timeRange' : leave.scheduledDuration ? 'schedule' : 'hours');

/** The form as a stored request fills it (Modify a leave). */
export function draftOf(leave: LeaveDto): LeaveDraft {
  const from = timeOf(leave.fromLeaveTime, leave.fromDateType);
  const to = timeOf(leave.toLeaveTime, leave.toDateType);
  return {
    employeeId: leave.employeeId,
    typeId: leave.typeId,
    fromDate: leave.fromDate,
    toDate: leave.toDate,
    mode: modeOf(leave),
    fromTime: from.time,
    fromNextDay: from.nextDay,
    toTime: to.time,
    toNextDay: to.nextDay,
    duration: leave.duration ?? null,
    skip: leave.skip,
    skipUnscheduled: leave.skipUnscheduled,
    description: leave.description ?? null,
  };
}

const minutes = (time: string, nextDay: boolean) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m + (nextDay ? 1440 : 0);
};

/** Document 2 §5: To must be later than From, each on its day. */
export function toTimeProblem(draft: Pick<LeaveDraft, 'fromTime' | 'fromNextDay' | 'toTime' | 'toNextDay'>): string | null {
  if (!draft.fromTime || !draft.toTime) return null;
  return minutes(draft.toTime, draft.toNextDay) > minutes(draft.fromTime, draft.fromNextDay) ? null : LEAVE_TEXTS.toBeforeFrom;
}

/** Hours a day are asked only when neither a time range nor the schedule gives them (document 2 §5). */
export const asksHoursPerDay = (mode: LeaveMode | undefined) => mode === 'hours';

/** What POST /leave/save takes: only the fields of the chosen mode, next-day times both marked '+' and typed 1. */
export function leavePayload(draft: LeaveDraft, context: { id?: string; version?: number; loginRole: string | null }): LeaveForm {
  const timeRange = draft.mode === 'timeRange';
  const at = (time: string | null, nextDay: boolean) => (timeRange && time ? `${nextDay ? NEXT_DAY : ''}${time}` : null);
  return {
    ...(context.id ? { id: context.id, version: context.version } : {}),
    employeeId: draft.employeeId,
    typeId: draft.typeId,
    fromDate: draft.fromDate,
    toDate: draft.toDate,
    fromLeaveTime: at(draft.fromTime, draft.fromNextDay),
    toLeaveTime: at(draft.toTime, draft.toNextDay),
    fromDateType: timeRange && draft.fromNextDay ? 1 : null,
    toDateType: timeRange && draft.toNextDay ? 1 : null,
    byWorkHours: timeRange,
    scheduledDuration: draft.mode === 'schedule',
    skip: draft.skip,
    skipUnscheduled: draft.skipUnscheduled,
    duration: asksHoursPerDay(draft.mode) ? draft.duration : null,
    description: draft.description?.trim() || null,
    loginRole: context.loginRole,
  };
}

/** A leave type as the form offers it (a pay type with leaveStatus). */
export interface LeaveType {
  id: string;
  name: string;
  allowNegativeLeave: boolean;
  /** False for a type that keeps no balance (unpaid leave): never checked before saving (ADR 0054). */
  tracksBalance: boolean;
}

/**
 * Document 2 §5, before saving: with the type's balance at 0 or less, a type that allows negative
 * leave asks first, any other is refused. A type the balance does not list (its balance hidden) is
 * left to the server; a type that keeps no balance is never checked.
 */
export function balanceCheck(balance: LeaveBalanceDto, type: LeaveType): { verdict: 'save' } | { verdict: 'confirm' | 'refuse'; text: string } {
  if (!type.tracksBalance) return { verdict: 'save' };
  const line = balance.dataList.find((b) => b.paytypeId === type.id);
  if (!line || line.time > 0) return { verdict: 'save' };
  return type.allowNegativeLeave ? { verdict: 'confirm', text: LEAVE_TEXTS.negativeOnSave } : { verdict: 'refuse', text: leaveText(LEAVE_TEXTS.notEnoughToSave, { type: type.name }) };
}

const SAVE_CODE_TEXTS: Record<LeaveCode, string> = {
  [LeaveCode.Exist]: LEAVE_TEXTS.exist,
  [LeaveCode.DateExist]: LEAVE_TEXTS.dateExist,
  [LeaveCode.OffDay]: LEAVE_TEXTS.offDay,
  [LeaveCode.Holiday]: LEAVE_TEXTS.holiday,
  [LeaveCode.NoData]: LEAVE_TEXTS.noData,
  [LeaveCode.UnscheduledDays]: LEAVE_TEXTS.unscheduledDays,
};

/** What POST /leave/save's answer shows (document 2 §8): success (created or updated), a code's sentence with its day, or the server's own words. */
export function saveReplyText(reply: { message: string; date?: string | null }, creating = false): { ok: boolean; text: string } {
  if (reply.message === 'success') return { ok: true, text: creating ? LEAVE_TEXTS.created : LEAVE_TEXTS.saved };
  const known = SAVE_CODE_TEXTS[reply.message as LeaveCode];
  if (known) return { ok: false, text: leaveText(known, { date: reply.date ?? '' }) };
  if (reply.message === CLOSED_PERIOD) return { ok: false, text: TIMESHEET_TEXTS.closedPeriod };
  return { ok: false, text: reply.message || LEAVE_TEXTS.saveFailed };
}

/**
 * What POST /leave/updateExamine's answer asks of the Leave Approval modal (document 2 §4, §8):
 * done; refused for want of balance; or, for a type allowing negative leave, a confirmation before
 * the same decision is sent again with confirmNegative.
 */
export function examineOutcome(reply: { message: string; type?: string | null }): { step: 'done' } | { step: 'refused' | 'confirm'; text: string } {
  if (reply.message === 'success') return { step: 'done' };
  const type = reply.type ?? '';
  if (reply.message === LeaveBalanceCode.NotEnough) return { step: 'refused', text: leaveText(LEAVE_TEXTS.notEnoughToApprove, { type }) };
  if (reply.message === LeaveBalanceCode.Negative) return { step: 'confirm', text: leaveText(LEAVE_TEXTS.negativeOnApprove, { type }) };
  if (reply.message === CLOSED_PERIOD) return { step: 'refused', text: TIMESHEET_TEXTS.closedPeriod };
  return { step: 'refused', text: reply.message };
}

/** The timesheet of an approved leave's pay period (document 2 §2: employee id and the period from the lookup). */
export const timesheetLink = (timesheetPath: string, employeeId: string, period: { fromDate: string; toDate: string }) =>
  `${timesheetPath}?${new URLSearchParams({ id: employeeId, fromT: period.fromDate, toT: period.toDate }).toString()}`;

/** Leave that can still be cancelled: a cancelled one is left out of a bulk Cancel. */
export const cancellable = (leave: Pick<LeaveDto, 'leaveStatus'>) => leave.leaveStatus !== 'Cancelled';

/** A request's status as a tag's colour, wherever a request is listed. */
export const LEAVE_STATUS_COLORS: Record<LeaveStatus, string | undefined> = { Approved: 'green', Pending: 'gold', Cancelled: undefined, Declined: 'red' };
