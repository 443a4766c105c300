import { DateWindow, dateWindowProblem, EMPLOYEE_NUMBERS, EmployeeRecord, NEW_EMPLOYEE, NumberRange, numberProblem, PayrollIdRules, PEOPLE_TEXTS, REQUIRED_TEXT, UPLOADED_IMAGE_NAME } from '@timekeep/contracts';
import { PeopleError } from './people-error';

/** The form as posted, after the HTTP layer has typed it; every field may be missing. */
export type EmployeeInput = Partial<Omit<EmployeeRecord, 'clockId' | 'payRate' | 'standardHours' | 'guaranteedHours'>> & {
  clockId?: number | null;
  payRate?: number | null;
  standardHours?: number | null;
  guaranteedHours?: number | null;
};

/** What the company and the principal decide about the form. */
export interface EmployeeFormRules {
  useTimeClock: boolean;
  mobileApp: boolean;
  greenTree: boolean;
  ids: PayrollIdRules;
  /** Only with update permission on payRate (spec §6); otherwise the stored rate stays. */
  mayEditPayRate: boolean;
  /** Spec §6: a Supervisor cannot set Time/Leave Approval; the stored approver stays. */
  mayChooseApprover: boolean;
  /** The install's date window today (ADR 0051): a hire or terminate date outside it is refused. */
  dateWindow: DateWindow;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * Spec §5 "Employee" and §3: required fields, clock ID 0 to 999999999 (required with a time clock),
 * numbers within their ranges (refused, never moved into range), the payroll identifiers by integration. Fields the company does not show keep what was stored,
 * so switching an integration off and on loses nothing.
 */
export function checkEmployee(input: EmployeeInput, rules: EmployeeFormRules, stored: EmployeeRecord | null): EmployeeRecord {
  const keep = <K extends keyof EmployeeRecord>(field: K): EmployeeRecord[K] => (stored ? stored[field] : NEW_EMPLOYEE[field as keyof typeof NEW_EMPLOYEE]) as EmployeeRecord[K];
  const required = (value: string | null | undefined) => {
    const v = text(value);
    if (!v) throw new PeopleError('invalid', REQUIRED_TEXT);
    return v;
  };
  const date = (value: string | null | undefined, isRequired: boolean, what: string) => {
    const v = text(value);
    if (!v) {
      if (isRequired) throw new PeopleError('invalid', REQUIRED_TEXT);
      return null;
    }
    if (!DATE.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) throw new PeopleError('invalid', 'Invalid date.');
    const outside = dateWindowProblem(v, rules.dateWindow, what);
    if (outside) throw new PeopleError('invalid', outside);
    return v;
  };
  const number = (value: number | null | undefined, range: NumberRange) => {
    if (value === null || value === undefined) return null;
    const problem = numberProblem(value, range);
    if (problem) throw new PeopleError('invalid', problem);
    return value;
  };
  const hours = (value: number | null | undefined) => number(value, EMPLOYEE_NUMBERS.hours);

  const clockId = number(input.clockId, EMPLOYEE_NUMBERS.clockId);
  if (clockId === null && rules.useTimeClock) throw new PeopleError('invalid', REQUIRED_TEXT);

  const hireOn = date(input.hireOnDateValue, true, 'The hire date') as string;
  const terminateOn = date(input.terminateDateValue, false, 'The terminate date');
  if (terminateOn && terminateOn < hireOn) throw new PeopleError('invalid', 'The terminate date cannot be before the hire date.');

  const payRate = rules.mayEditPayRate ? number(input.payRate, EMPLOYEE_NUMBERS.payRate) : keep('payRate');

  const idField = (field: 'workflowId' | 'externalId') => (rules.ids[field] === 'required' ? required(input[field]) : keep(field));
  const mobile = <K extends 'mobileIMEI' | 'workPlaceId' | 'statusApp' | 'showonDashboard' | 'noGPS' | 'noGeoFence' | 'evacuator'>(field: K): EmployeeRecord[K] =>
    rules.mobileApp ? ((input[field] ?? NEW_EMPLOYEE[field]) as EmployeeRecord[K]) : keep(field);
  const greenTree = <K extends 'defaultActivity' | 'defaultWorkcentre' | 'payCostcode' | 'glTransType' | 'lastUpdate'>(field: K): EmployeeRecord[K] =>
    rules.greenTree ? (text(input[field]) as EmployeeRecord[K]) : keep(field);

  return {
    avatarFileName: input.avatarFileName === undefined ? (stored?.avatarFileName ?? null) : checkPicture(input.avatarFileName),
    firstName: required(input.firstName),
    lastName: required(input.lastName),
    middleName: text(input.middleName),
    clockId,
    payId: rules.ids.payId === 'required' ? required(input.payId) : text(input.payId),
    xeroGuid: keep('xeroGuid'),
    workflowId: idField('workflowId'),
    externalId: idField('externalId'),
    departmentId: required(input.departmentId),
    paygroupId: required(input.paygroupId),
    timeRoundingId: text(input.timeRoundingId),
    scheduleId: text(input.scheduleId),
    standardHours: hours(input.standardHours),
    guaranteedHours: hours(input.guaranteedHours),
    hireOnDateValue: hireOn,
    terminateDateValue: terminateOn,
    reportTo: rules.mayChooseApprover ? text(input.reportTo) : keep('reportTo'),
    transferPositions: [...new Set(input.transferPositions ?? [])],
    isExport: input.isExport ?? (stored ? stored.isExport : true),
    skills: [...new Set(input.skills ?? [])],
    comments: text(input.comments),
    payRate,
    defaultActivity: greenTree('defaultActivity'),
    defaultWorkcentre: greenTree('defaultWorkcentre'),
    payCostcode: greenTree('payCostcode'),
    glTransType: greenTree('glTransType'),
    lastUpdate: greenTree('lastUpdate'),
    mobileIMEI: mobile('mobileIMEI'),
    workPlaceId: mobile('workPlaceId'),
    statusApp: mobile('statusApp'),
    showonDashboard: mobile('showonDashboard'),
    noGPS: mobile('noGPS'),
    noGeoFence: mobile('noGeoFence'),
    evacuator: mobile('evacuator'),
    name: text(input.name),
    title: text(input.title),
    physicalAddr: text(input.physicalAddr),
    postalAddr: text(input.postalAddr),
    mobile: text(input.mobile),
    phone: text(input.phone),
    fax: text(input.fax),
  };
}

/** A picture's name as POST /api/avatars gave it, or null for none. */
export function checkPicture(name: string | null): string | null {
  if (name !== null && !UPLOADED_IMAGE_NAME.test(name)) throw new PeopleError('invalid', 'Upload the picture again.');
  return name;
}

/** Spec §5: the mobile PIN is four digits. */
export function checkPin(pin: string | null | undefined): string | null {
  const value = pin?.trim() || null;
  if (value !== null && !/^\d{4}$/.test(value)) throw new PeopleError('invalid', PEOPLE_TEXTS.pinDigits);
  return value;
}

/** Spec §5: a password and its confirmation must match when one is being set. */
export function checkNewPassword(password: string | null | undefined, confirmation: string | null | undefined): string | null {
  if (!password) return null;
  if (password !== confirmation) throw new PeopleError('invalid', PEOPLE_TEXTS.passwordMismatch);
  return password;
}
