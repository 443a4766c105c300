import { EmployeeRecord, EmployeeStatus, EmploymentTypeHistory, EventType, WorkingDays } from '@timekeep/contracts';

interface Event<T extends string, D, V extends number = 1> {
  type: T;
  v: V;
  data: D;
}

type Change<T> = { employeeId: string; from: T; to: T };

/**
 * The version of the two events that carry the whole record. Version 2: the record's
 * showonDashboard is read by the dashboard (ADR 0061). Version 1 records were written while it was
 * read by nothing and everyone was on the dashboard, so they are read as showing the employee
 * (`onTheDashboard`).
 */
export const EMPLOYEE_RECORD_VERSION = 2;

/** Hiring records the whole form; every later event names what changed. */
export type EmployeeHired = Event<typeof EventType.EmployeeHired, { employeeId: string; userId: string | null; status: EmployeeStatus; record: EmployeeRecord }, typeof EMPLOYEE_RECORD_VERSION>;
/** Any change beyond pay rate, department and pay group: the whole record after it. */
export type EmployeeDetailsChanged = Event<typeof EventType.EmployeeDetailsChanged, { employeeId: string; record: EmployeeRecord }, typeof EMPLOYEE_RECORD_VERSION>;

/**
 * A version 1 hire or details change read as version 2: the employee stays on the dashboard, where
 * everyone was while the field did nothing, whatever the unread tick said.
 */
export function onTheDashboard<D extends { record: EmployeeRecord }>(data: D): D {
  return { ...data, record: { ...data.record, showonDashboard: true } };
}
export type PayRateChanged = Event<typeof EventType.PayRateChanged, Change<number | null>>;
export type DepartmentMoved = Event<typeof EventType.DepartmentMoved, Change<string>>;
export type PayGroupChanged = Event<typeof EventType.PayGroupChanged, Change<string>>;
export type EmployeeStatusChanged = Event<typeof EventType.EmployeeStatusChanged, Change<EmployeeStatus> & { reason: string | null }>;
export type EmployeeAccountLinked = Event<typeof EventType.EmployeeAccountLinked, { employeeId: string; userId: string }>;
/** Her employment types, the whole history after the change; `effectiveFrom` the first date it pays differently (ADR 0074). */
export type EmploymentTypesChanged = Event<typeof EventType.EmploymentTypesChanged, Change<EmploymentTypeHistory> & { effectiveFrom: string }>;
/** Her weekdays settled by her agreement (ADR 0074): applies to open pay periods; closed ones stay as paid. */
export type WorkingDaysChanged = Event<typeof EventType.WorkingDaysChanged, Change<WorkingDays>>;

export type EmployeeEvent = EmployeeHired | EmployeeDetailsChanged | PayRateChanged | DepartmentMoved | PayGroupChanged | EmployeeStatusChanged | EmployeeAccountLinked | EmploymentTypesChanged | WorkingDaysChanged;

export const EMPLOYEE_EVENT_TYPES: ReadonlySet<string> = new Set([
  EventType.EmployeeHired,
  EventType.EmployeeDetailsChanged,
  EventType.PayRateChanged,
  EventType.DepartmentMoved,
  EventType.PayGroupChanged,
  EventType.EmployeeStatusChanged,
  EventType.EmployeeAccountLinked,
  EventType.EmploymentTypesChanged,
  EventType.WorkingDaysChanged,
]);
