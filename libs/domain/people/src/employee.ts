import { ALL_AUTO, DateWindow, dateWindowProblem, EmployeeRecord, EmployeeStatus, EmploymentType, EmploymentTypeHistory, EventType, sameJson, WorkingDays } from '@timekeep/contracts';
import { EMPLOYEE_RECORD_VERSION, type EmployeeEvent } from './employee.events';
import { PeopleError } from './people-error';

export interface EmployeeState {
  employeeId: string | null;
  userId: string | null;
  status: EmployeeStatus;
  record: EmployeeRecord | null;
  /** Her employment types, each from a date, oldest first (ADR 0074); none before the first. */
  employmentTypes: EmploymentTypeHistory;
  /** Her weekdays settled by her agreement, Monday first (ADR 0074); 'auto' where her roster and pattern decide. */
  workingDays: WorkingDays;
}

export const initialEmployeeState: EmployeeState = { employeeId: null, userId: null, status: 'Active', record: null, employmentTypes: [], workingDays: ALL_AUTO };

export function evolveEmployee(state: EmployeeState, event: EmployeeEvent): EmployeeState {
  switch (event.type) {
    case EventType.EmployeeHired:
      return { employeeId: event.data.employeeId, userId: event.data.userId, status: event.data.status, record: event.data.record, employmentTypes: [], workingDays: ALL_AUTO };
    case EventType.EmployeeDetailsChanged:
      return { ...state, record: event.data.record };
    case EventType.PayRateChanged:
      return state.record ? { ...state, record: { ...state.record, payRate: event.data.to } } : state;
    case EventType.DepartmentMoved:
      return state.record ? { ...state, record: { ...state.record, departmentId: event.data.to } } : state;
    case EventType.PayGroupChanged:
      return state.record ? { ...state, record: { ...state.record, paygroupId: event.data.to } } : state;
    case EventType.EmployeeStatusChanged:
      return { ...state, status: event.data.to };
    case EventType.EmployeeAccountLinked:
      return { ...state, userId: event.data.userId };
    case EventType.EmploymentTypesChanged:
      return { ...state, employmentTypes: event.data.to };
    case EventType.WorkingDaysChanged:
      return { ...state, workingDays: event.data.to };
    default:
      return state;
  }
}

/**
 * Saves the form. A new employee is hired Active. On an edit, a pay rate, department or pay group
 * change is its own event (payroll and audit look for them), and anything else one
 * EmployeeDetailsChanged with the whole record. Saving what is stored records nothing.
 */
export function decideSaveEmployee(state: EmployeeState, employeeId: string, record: EmployeeRecord, userId: string | null): EmployeeEvent[] {
  const before = state.record;
  if (!before) return [{ type: EventType.EmployeeHired, v: EMPLOYEE_RECORD_VERSION, data: { employeeId, userId, status: 'Active', record } }];
  const events: EmployeeEvent[] = [];
  if (before.payRate !== record.payRate) events.push({ type: EventType.PayRateChanged, v: 1, data: { employeeId, from: before.payRate, to: record.payRate } });
  if (before.departmentId !== record.departmentId) events.push({ type: EventType.DepartmentMoved, v: 1, data: { employeeId, from: before.departmentId, to: record.departmentId } });
  if (before.paygroupId !== record.paygroupId) events.push({ type: EventType.PayGroupChanged, v: 1, data: { employeeId, from: before.paygroupId, to: record.paygroupId } });
  const named = { ...before, payRate: record.payRate, departmentId: record.departmentId, paygroupId: record.paygroupId };
  if (!sameJson(named, record)) events.push({ type: EventType.EmployeeDetailsChanged, v: EMPLOYEE_RECORD_VERSION, data: { employeeId, record } });
  if (userId && userId !== state.userId) events.push({ type: EventType.EmployeeAccountLinked, v: 1, data: { employeeId, userId } });
  return events;
}

/** What the status change must know from outside the stream. */
export interface StatusFacts {
  /** The employee's department is a live node of the company. */
  departmentExists: boolean;
  /** Another Active employee has this employee's clock ID. */
  clockIdTaken: boolean;
  /** Becoming Active would exceed the employee licences (see licences.ts). */
  overLicence: boolean;
}

/** Spec §4 and §8: status and an optional reason; activation checks department, clock ID and licences. */
export function decideChangeEmployeeStatus(state: EmployeeState, to: EmployeeStatus, reason: string | null, facts: StatusFacts): EmployeeEvent[] {
  if (!state.employeeId || !state.record) throw new PeopleError('notFound', 'This employee does not exist.');
  if (state.status === to) return [];
  if (to === 'Active') {
    if (!facts.departmentExists) throw new PeopleError('noDepartment');
    if (facts.clockIdTaken) throw new PeopleError('employeeClockIdExit');
    if (facts.overLicence) throw new PeopleError('licenses');
  }
  const cleanReason = reason?.trim() || null;
  return [{ type: EventType.EmployeeStatusChanged, v: 1, data: { employeeId: state.employeeId, from: state.status, to, reason: cleanReason } }];
}

/**
 * Links an employee to their Xero Payroll employee (a Xero sync; ADR 0037), or unlinks one Xero no
 * longer has: the whole record after it, as any other detail change. The same link records nothing.
 */
export function decideXeroLink(state: EmployeeState, employeeId: string, xeroGuid: string | null): EmployeeEvent[] {
  if (!state.record || state.record.xeroGuid === xeroGuid) return [];
  return [{ type: EventType.EmployeeDetailsChanged, v: EMPLOYEE_RECORD_VERSION, data: { employeeId, record: { ...state.record, xeroGuid } } }];
}

const typeOn = (history: EmploymentTypeHistory, date: string): EmploymentType | null => {
  let type: EmploymentType | null = null;
  for (const t of history) if (t.from <= date) type = t.type;
  return type;
};

/**
 * Sets her employment types (ADR 0074): the history as the form sends it, sorted by date, one
 * type per date. The event says the first date on which she is paid differently, which a closed
 * pay period on or after it refuses (the staleness projection, in the same transaction). Setting
 * what she has, or a history that pays every date the same, records nothing.
 */
export function decideEmploymentTypes(state: EmployeeState, employeeId: string, history: EmploymentTypeHistory, window: DateWindow): EmployeeEvent[] {
  if (!state.record) throw new PeopleError('notFound', 'This employee does not exist.');
  for (const { from } of history) {
    const real = !Number.isNaN(Date.parse(`${from}T00:00:00Z`)) && new Date(`${from}T00:00:00Z`).toISOString().startsWith(from);
    const problem = real ? dateWindowProblem(from, window, 'An employment type') : `${from} is not a date.`;
    if (problem) throw new PeopleError('invalid', problem);
  }
  const to = [...history].sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < to.length; i++) {
    if (to[i].from === to[i - 1].from) throw new PeopleError('invalid', `Two employment types start on ${to[i].from}: keep one.`);
    // Without repeats a history is the one way to say who she is on each date, so any change of it pays some date differently.
    if (to[i].type === to[i - 1].type) throw new PeopleError('invalid', `${to[i].type} from ${to[i].from} repeats the type before it: remove it.`);
  }
  const from = state.employmentTypes;
  const dates = [...new Set([...from, ...to].map((t) => t.from))].sort();
  const effectiveFrom = dates.find((d) => typeOn(from, d) !== typeOn(to, d));
  return effectiveFrom ? [{ type: EventType.EmploymentTypesChanged, v: 1, data: { employeeId, from, to, effectiveFrom } }] : [];
}

/**
 * Settles her weekdays by her agreement (ADR 0074): whether a public holiday on each is an
 * otherwise working day for her, whatever her roster and pattern say. Setting what she has records
 * nothing. The change applies to open pay periods; closed ones stay as they were paid.
 */
export function decideWorkingDays(state: EmployeeState, employeeId: string, workingDays: WorkingDays): EmployeeEvent[] {
  if (!state.record) throw new PeopleError('notFound', 'This employee does not exist.');
  if (sameJson(state.workingDays, workingDays)) return [];
  return [{ type: EventType.WorkingDaysChanged, v: 1, data: { employeeId, from: state.workingDays, to: [...workingDays] } }];
}
