import { beforeHireProblem, type DateWindow, dateWindowProblem, EventType, LEAVE_TEXTS, type LeaveTerms, LeaveStatus } from '@timekeep/contracts';
import { dateOf, dayOf, LeaveDayFacts, LeaveLength, leaveMinutes } from '@timekeep/domain-time-engine';
import { LeaveError } from './leave-error';

/** Declared in the contracts, where a queued global leave's payload carries them (JobPayloads). */
export type { LeaveTerms };

/** The request's days and their minutes, as the engine converts them when the request is saved. */
export interface LeaveDays {
  days: Array<{ date: string; minutes: number }>;
  /** Hours in all, two decimals. */
  hours: number;
}

type Data<T> = { leaveId: string } & T;
export type LeaveRequested = { type: typeof EventType.LeaveRequested; v: 1; data: Data<LeaveTerms & LeaveDays & { source: string }> };
export type LeaveChanged = { type: typeof EventType.LeaveChanged; v: 1; data: Data<LeaveTerms & LeaveDays & { previousFromDate: string; previousToDate: string }> };
/** A decision: always the request's employee, type, dates and hours (the staleness guard and the ledger read them). */
type Decision = Data<{ employeeId: string; payTypeId: string; fromDate: string; toDate: string; hours: number; reason: string | null; wasApproved: boolean }>;
export type LeaveApproved = { type: typeof EventType.LeaveApproved; v: 1; data: Decision };
export type LeaveDeclined = { type: typeof EventType.LeaveDeclined; v: 1; data: Decision };
export type LeaveCancelled = { type: typeof EventType.LeaveCancelled; v: 1; data: Decision };
export type LeaveReturnedToPending = { type: typeof EventType.LeaveReturnedToPending; v: 1; data: Decision };
export type LeaveEvent = LeaveRequested | LeaveChanged | LeaveApproved | LeaveDeclined | LeaveCancelled | LeaveReturnedToPending;

export const leaveStreamId = (leaveId: string) => `leave-${leaveId}`;

export interface LeaveState {
  id: string | null;
  terms: LeaveTerms | null;
  days: LeaveDays['days'];
  hours: number;
  status: LeaveStatus;
  reason: string | null;
}

const EMPTY: LeaveState = { id: null, terms: null, days: [], hours: 0, status: 'Pending', reason: null };

const termsOf = (d: LeaveTerms): LeaveTerms => ({
  employeeId: d.employeeId,
  payTypeId: d.payTypeId,
  fromDate: d.fromDate,
  toDate: d.toDate,
  fromLeaveTime: d.fromLeaveTime,
  toLeaveTime: d.toLeaveTime,
  fromDateType: d.fromDateType,
  toDateType: d.toDateType,
  byWorkHours: d.byWorkHours,
  scheduledDuration: d.scheduledDuration,
  skip: d.skip,
  skipUnscheduled: d.skipUnscheduled,
  duration: d.duration,
  description: d.description,
});

const STATUS_AFTER: Record<string, LeaveStatus> = {
  [EventType.LeaveApproved]: 'Approved',
  [EventType.LeaveDeclined]: 'Declined',
  [EventType.LeaveCancelled]: 'Cancelled',
  [EventType.LeaveReturnedToPending]: 'Pending',
};

export function evolveLeave(state: LeaveState, event: LeaveEvent): LeaveState {
  switch (event.type) {
    case EventType.LeaveRequested:
    case EventType.LeaveChanged:
      return { ...state, id: event.data.leaveId, terms: termsOf(event.data), days: event.data.days, hours: event.data.hours, status: event.type === EventType.LeaveRequested ? 'Pending' : state.status };
    default:
      return { ...state, status: STATUS_AFTER[event.type], reason: event.data.reason };
  }
}

export const leaveFold = { initial: EMPTY, evolve: evolveLeave };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\+)?([01]\d|2[0-3]):([0-5]\d)$/;
/** The longest request: a year. */
export const MAX_LEAVE_DAYS = 366;

function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** A time of the range: HH:mm, on the next day with a '+' prefix or its date type 1. */
function timeOf(value: string | null, dateType: 1 | null, which: 'From' | 'To'): { time: string; nextDay: boolean } {
  const m = value ? TIME.exec(value.trim()) : null;
  if (!m) throw new LeaveError('invalid', `Enter the ${which} time as HH:mm.`);
  return { time: `${m[2]}:${m[3]}`, nextDay: m[1] === '+' || dateType === 1 };
}

/**
 * How long each day is, from the form's switches (document 2 §3): a time range, the schedule, or
 * hours a day (0 to 24). A range whose To is not later than its From is refused.
 */
export function lengthOf(terms: LeaveTerms): LeaveLength {
  if (terms.byWorkHours) {
    const from = timeOf(terms.fromLeaveTime, terms.fromDateType, 'From');
    const to = timeOf(terms.toLeaveTime, terms.toDateType, 'To');
    const minute = (t: { time: string; nextDay: boolean }) => (t.nextDay ? 1440 : 0) + Number(t.time.slice(0, 2)) * 60 + Number(t.time.slice(3));
    if (minute(to) <= minute(from)) throw new LeaveError('invalid', LEAVE_TEXTS.toBeforeFrom);
    // A range starting the next day is as long as the same range today: only its length is paid.
    return { kind: 'timeRange', startTime: from.time, endTime: to.time, endNextDay: to.nextDay && !from.nextDay };
  }
  if (terms.scheduledDuration) return { kind: 'bySchedule' };
  if (terms.duration === null || !Number.isFinite(terms.duration) || terms.duration < 0 || terms.duration > 24) throw new LeaveError('invalid', 'Hours per day must be between 0 and 24.');
  return { kind: 'hoursPerDay', hours: terms.duration };
}

/** The facts the handler gathers for a save: the employee, the type, the days' schedules, the other requests. */
export interface SaveFacts {
  /** hireOn: no leave before it (ADR 0051). */
  employee: { active: boolean; hireOn: string };
  /** The install's date window today (ADR 0051). */
  window: DateWindow;
  /** The chosen pay type, or null when the company has none of that id. */
  payType: { id: string; name: string; leaveStatus: boolean } | null;
  /** Each day of the range: holiday, scheduled, and whether any schedule covers it at all. */
  days: ReadonlyMap<string, LeaveDayFacts & { hasSchedule: boolean }>;
  /** The employee's other Pending or Approved requests. */
  others: ReadonlyArray<{ id: string; payTypeId: string; fromDate: string; toDate: string }>;
  /** Hours in a day of leave taken in days (the type's conversion). */
  hoursPerDay: number;
  zone: string;
}

/** Checks the dates, the install's window (ADR 0051) and the range, before the handler reads the days' facts. */
export function checkDates(fromDate: string, toDate: string, window: DateWindow): void {
  if (!isDate(fromDate) || !isDate(toDate)) throw new LeaveError('invalid', 'Enter the dates as yyyy-MM-dd.');
  const outside = dateWindowProblem(fromDate, window, 'The From date') ?? dateWindowProblem(toDate, window, 'The To date');
  if (outside) throw new LeaveError('invalid', outside);
  if (toDate < fromDate) throw new LeaveError('invalid', 'The To date must not be before the From date.');
  if (dayOf(toDate) - dayOf(fromDate) >= MAX_LEAVE_DAYS) throw new LeaveError('invalid', `A leave may cover at most ${MAX_LEAVE_DAYS} days.`);
}

/**
 * The days a request takes and their minutes (the engine's leaveMinutes with the request's own skip
 * switches), refusing what the spec names (document 2 §8): by schedule, a day not skipped that is a
 * holiday (holiday), an off day (offDay) or has no schedule at all (noData); every day skipped
 * (unscheduledDays).
 */
export function leaveDaysOf(terms: LeaveTerms, length: LeaveLength, facts: SaveFacts): LeaveDays {
  if (length.kind === 'bySchedule') {
    for (let day = dayOf(terms.fromDate); day <= dayOf(terms.toDate); day++) {
      const date = dateOf(day);
      const fact = facts.days.get(date);
      if (fact?.holiday && terms.skip) continue;
      if (!fact?.scheduled && terms.skipUnscheduled) continue;
      if (fact?.holiday) throw new LeaveError('holiday', 'holiday', { date });
      if (!fact?.hasSchedule) throw new LeaveError('noData', 'noData', { date });
      if (!fact.scheduled) throw new LeaveError('offDay', 'offDay', { date });
    }
  }
  const days = leaveMinutes(length, terms.fromDate, terms.toDate, facts.days, { skipHoliday: terms.skip, skipUnscheduleDay: terms.skipUnscheduled, hoursPerDay: facts.hoursPerDay, zone: facts.zone });
  if (!days.length) throw new LeaveError('unscheduledDays');
  const minutes = days.reduce((n, d) => n + d.minutes, 0);
  return { days, hours: Math.round((minutes / 60) * 100) / 100 };
}

/**
 * POST /leave/save: a new request (Pending), or a change to a Pending or Approved one. A change to
 * an approved request returns it to Pending first (its hours go back to the balance): it is
 * approved again as changed.
 */
export function decideSaveLeave(state: LeaveState, leaveId: string, terms: LeaveTerms, facts: SaveFacts, source: string): LeaveEvent[] {
  checkDates(terms.fromDate, terms.toDate, facts.window);
  if (!facts.employee.active) throw new LeaveError('invalid', 'This employee is not active.');
  const beforeHire = beforeHireProblem(terms.fromDate, facts.employee.hireOn, 'The leave');
  if (beforeHire) throw new LeaveError('invalid', beforeHire);
  if (!facts.payType?.leaveStatus) throw new LeaveError('invalid', 'Choose a leave type.');
  const length = lengthOf(terms);
  const clash = facts.others.filter((o) => o.id !== leaveId && o.fromDate <= terms.toDate && o.toDate >= terms.fromDate);
  if (clash.some((o) => o.payTypeId === terms.payTypeId && o.fromDate === terms.fromDate && o.toDate === terms.toDate)) throw new LeaveError('exist');
  if (clash.length) throw new LeaveError('dateExist');
  const days = leaveDaysOf(terms, length, facts);
  if (!state.terms) return [{ type: EventType.LeaveRequested, v: 1, data: { leaveId, ...terms, ...days, source } }];
  if (state.status === 'Cancelled' || state.status === 'Declined') throw new LeaveError('invalid', `A ${state.status.toLowerCase()} leave cannot be changed.`);
  if (state.terms.employeeId !== terms.employeeId) throw new LeaveError('invalid', 'A leave stays with its employee.');
  const events: LeaveEvent[] = [];
  if (state.status === 'Approved') events.push(decision(EventType.LeaveReturnedToPending, state, null));
  events.push({ type: EventType.LeaveChanged, v: 1, data: { leaveId, ...terms, ...days, previousFromDate: state.terms.fromDate, previousToDate: state.terms.toDate } });
  return events;
}

function decision<T extends LeaveApproved['type'] | LeaveDeclined['type'] | LeaveCancelled['type'] | LeaveReturnedToPending['type']>(type: T, state: LeaveState, reason: string | null) {
  const terms = state.terms as LeaveTerms;
  return {
    type,
    v: 1 as const,
    data: { leaveId: state.id as string, employeeId: terms.employeeId, payTypeId: terms.payTypeId, fromDate: terms.fromDate, toDate: terms.toDate, hours: state.hours, reason, wasApproved: state.status === 'Approved' },
  } as LeaveEvent;
}

/** The balance facts an approval is checked against (document 2 §4). */
export interface BalanceCheck {
  /** The type's balance on the leave's last day, counting leave approved up to it. */
  balance: number;
  typeName: string;
  allowNegativeLeave: boolean;
  /** False for a type that keeps no balance (unpaid leave): approving it is never refused nor confirmed for want of balance. */
  tracked: boolean;
  /** The approver saw 'If approved, the {type} balance will become negative.' and said yes. */
  confirmNegative: boolean;
}

const EVENT_OF: Record<LeaveStatus, LeaveApproved['type'] | LeaveDeclined['type'] | LeaveCancelled['type'] | LeaveReturnedToPending['type']> = {
  Approved: EventType.LeaveApproved,
  Declined: EventType.LeaveDeclined,
  Cancelled: EventType.LeaveCancelled,
  Pending: EventType.LeaveReturnedToPending,
};

/**
 * POST /leave/updateExamine: a decision with its reason. The same status again changes nothing.
 * Approving a request not already approved takes its hours from the balance: below zero is refused
 * (notEnough) unless the type allows negative leave, where it waits for the approver's confirmation
 * (negative); a type that keeps no balance is approved whatever it stands at. Any other decision on an approved request gives its hours back (the ledger's release).
 */
export function decideExamine(state: LeaveState, status: LeaveStatus, reason: string | null, balance: BalanceCheck | null): LeaveEvent[] {
  if (!state.terms) throw new LeaveError('notFound', 'This leave does not exist.');
  if (status === state.status) return [];
  if (status === 'Approved') {
    if (!balance) throw new Error('An approval needs its balance.');
    if (balance.tracked && balance.balance - state.hours < 0) {
      if (!balance.allowNegativeLeave) throw new LeaveError('notEnough', 'notEnough', { type: balance.typeName });
      if (!balance.confirmNegative) throw new LeaveError('negative', 'negative', { type: balance.typeName });
    }
  }
  return [decision(EVENT_OF[status], state, reason)];
}

/** POST /leave/delete: cancels a request; a cancelled one stays as it is. */
export function decideCancel(state: LeaveState, reason: string | null): LeaveEvent[] {
  return decideExamine(state, 'Cancelled', reason, null);
}
