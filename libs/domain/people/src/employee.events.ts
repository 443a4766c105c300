import { EmployeeRecord, EmployeeStatus, EventType } from '@timekeep/contracts';

interface Event<T extends string, D> {
  type: T;
  v: 1;
  data: D;
}

type Change<T> = { employeeId: string; from: T; to: T };

/** Hiring records the whole form; every later event names what changed. */
export type EmployeeHired = Event<typeof EventType.EmployeeHired, { employeeId: string; userId: string | null; status: EmployeeStatus; record: EmployeeRecord }>;
/** Any change beyond pay rate, department and pay group: the whole record after it. */
export type EmployeeDetailsChanged = Event<typeof EventType.EmployeeDetailsChanged, { employeeId: string; record: EmployeeRecord }>;
export type PayRateChanged = Event<typeof EventType.PayRateChanged, Change<number | null>>;
export type DepartmentMoved = Event<typeof EventType.DepartmentMoved, Change<string>>;
export type PayGroupChanged = Event<typeof EventType.PayGroupChanged, Change<string>>;
export type EmployeeStatusChanged = Event<typeof EventType.EmployeeStatusChanged, Change<EmployeeStatus> & { reason: string | null }>;
export type EmployeeAccountLinked = Event<typeof EventType.EmployeeAccountLinked, { employeeId: string; userId: string }>;

export type EmployeeEvent = EmployeeHired | EmployeeDetailsChanged | PayRateChanged | DepartmentMoved | PayGroupChanged | EmployeeStatusChanged | EmployeeAccountLinked;

export const EMPLOYEE_EVENT_TYPES: ReadonlySet<string> = new Set([
  EventType.EmployeeHired,
  EventType.EmployeeDetailsChanged,
  EventType.PayRateChanged,
  EventType.DepartmentMoved,
  EventType.PayGroupChanged,
  EventType.EmployeeStatusChanged,
  EventType.EmployeeAccountLinked,
]);
