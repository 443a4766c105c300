import type { ThirdPartyTypeId, PayrollTypeId } from './company';
import type { SupervisorFunction } from './identity';
import type { NumberRange } from './validation';

/** Spec §3: employee status, also a user's status. New people are Active. */
export const EMPLOYEE_STATUSES = ['Active', 'Inactive', 'Terminated'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/**
 * The employee record as the Employee form edits it (spec §3 "Employee"), under the spec's field
 * names so a form post maps one to one. Dates are yyyy-MM-dd; ids are uuids or null.
 */
export interface EmployeeRecord {
  /** The employee's photo (POST /api/avatars), shown on the timesheet and dashboard. */
  avatarFileName: string | null;
  firstName: string;
  lastName: string;
  middleName: string | null;
  clockId: number | null;
  payId: string | null;
  xeroGuid: string | null;
  workflowId: string | null;
  externalId: string | null;
  departmentId: string;
  paygroupId: string;
  timeRoundingId: string | null;
  scheduleId: string | null;
  standardHours: number | null;
  guaranteedHours: number | null;
  hireOnDateValue: string;
  terminateDateValue: string | null;
  reportTo: string | null;
  transferPositions: string[];
  isExport: boolean;
  skills: string[];
  comments: string | null;
  payRate: number | null;
  // GreenTree payroll only.
  defaultActivity: string | null;
  defaultWorkcentre: string | null;
  payCostcode: string | null;
  glTransType: string | null;
  lastUpdate: string | null;
  // Mobile app.
  mobileIMEI: string | null;
  workPlaceId: string[];
  statusApp: boolean;
  showonDashboard: boolean;
  noGPS: boolean;
  noGeoFence: boolean;
  evacuator: boolean;
  // Contact.
  name: string | null;
  title: string | null;
  physicalAddr: string | null;
  postalAddr: string | null;
  mobile: string | null;
  phone: string | null;
  fax: string | null;
}

/** What GET /api/employees/{id} answers: the record, its sign-in account and the version a save is checked against. */
export interface EmployeeDetail extends EmployeeRecord {
  id: string;
  userId: string | null;
  email: string | null;
  employeeStatus: EmployeeStatus;
  role: string | null;
  /** The sign-in account has a mobile-app PIN (the PIN itself is never sent). */
  hasPin: boolean;
  /** The sign-in account supervises `departments`, with `funs`. */
  isSupervisor: boolean;
  departments: string[];
  funs: SupervisorFunction[];
  version: number;
}

/** A row of GET /api/employees (spec §3 "Employee" list row). */
export interface EmployeeRow {
  id: string;
  userId: string | null;
  clockId: number | null;
  payId: string | null;
  firstName: string;
  lastName: string;
  middleName: string | null;
  departmentName: string;
  hireOnDateValue: string;
  terminateDateValue: string | null;
  employeeStatus: EmployeeStatus;
  isExport: boolean;
  mobile: string | null;
  phone: string | null;
  fax: string | null;
  statusApp: boolean;
  payGroupName: string | null;
  timeRoundingName: string | null;
  scheduleName: string | null;
  paygroupId: string;
}

/** Licence use in the employee form's subtitle and the list's mobile-app column. */
export interface LicenceUse {
  used: number;
  licensed: number;
}

/** The user form's own fields (spec §3 "User"); Employee Info is an EmployeeRecord. */
export interface UserRecord {
  email: string;
  firstName: string;
  lastName: string;
  middleName: string | null;
  roleId: string;
  isEmployee: boolean;
  departments: string[];
  /** A Supervisor's functions (SUPERVISOR_FUNCTIONS). */
  funs: SupervisorFunction[];
  exportDevisions: string[];
  isLeave: boolean;
  forwardTo: string | null;
  mobileApp: boolean;
  evacuator: boolean;
}

/** GET /users/{id}. */
export interface UserDetail extends UserRecord {
  id: string;
  /** The account's picture (POST /api/avatars), as on the profile. */
  avatarFileName: string | null;
  userStatus: EmployeeStatus;
  employeeId: string | null;
  employee: (EmployeeRecord & { employeeStatus: EmployeeStatus; version: number }) | null;
  hasPin: boolean;
  version: number;
}

/** The spec's message codes for saving and changing the status of people (document 1 §8). */
export const EMPLOYEE_SAVE_CODES = [
  'userEmailExit',
  'employeeNumerExit',
  'employeePayIdExit',
  'noCompany',
  'noDepartment',
  'noPaygroup',
  'licenses',
  'licensesApp',
  'payOnFinishDayConflicts',
] as const;
export type EmployeeSaveCode = (typeof EMPLOYEE_SAVE_CODES)[number];
export const EMPLOYEE_STATUS_CODES = ['licenses', 'noDepartment', 'employeeClockIdExit'] as const;
export type EmployeeStatusCode = (typeof EMPLOYEE_STATUS_CODES)[number];

export const LICENCE_CAPACITY_TEXT =
  'Warning: This will exceed your employee license capacity, please contact us to have your employee license capacity increased.';

/** Spec §8: what the console shows for each code. */
export const PEOPLE_TEXTS = {
  employeeSaved: 'The employee is saved successfully.',
  employeeSaveFailed: 'Failed to save the employee.',
  userSaved: 'The user is saved successfully.',
  userSaveFailed: 'Failed to save the user.',
  userUpdateFailed: 'Failed to update the user.',
  statusChanged: 'Change the employee status successfully.',
  statusFailed: 'Failed to change the employee status.',
  userStatusChanged: 'Change the user status successfully.',
  userStatusFailed: 'Failed to change the user status.',
  userEmailExit: 'Warning: Email is exist.',
  employeeNumerExit: 'Warning: Employee ClockId is exist.',
  employeePayIdExit: 'Warning: Pay ID exists already. Please use a different one.',
  noCompany: 'Warning: The company does not exist.',
  noDepartment: 'Warning: The department does not exist.',
  noPaygroup: 'Warning: The pay group does not exist.',
  licenses: LICENCE_CAPACITY_TEXT,
  // Spec §8 describes this warning without its words; hasCrossMidnightTs picks template or custom schedule.
  payOnFinishDayConflicts: 'Warning: An employee paid on the finish day cannot have a schedule template with an overnight shift.',
  payOnFinishDayConflictsCustom: 'Warning: An employee paid on the finish day cannot have an overnight custom schedule.',
  licensesApp: LICENCE_CAPACITY_TEXT,
  userLicenses: 'Warning: The employee Upper bound.',
  statusNoDepartment: 'error: Please update employee profile and assign a department to this employee before you change the status to Active.',
  employeeClockIdExit: 'Warning: Clock ID is being used by another employee.',
  pinDigits: 'Please input 4 digit number!',
  passwordMismatch: 'The two passwords that you entered do not match!',
} as const;

/** Clock IDs are numbers 0 to 999999999 (spec §9). */
export const CLOCK_ID_MAX = 999_999_999;

/** The employee form's numbers (spec §3, §9); standard and guaranteed hours are a week's. */
export const EMPLOYEE_NUMBERS = {
  clockId: { min: 0, max: CLOCK_ID_MAX, whole: true, text: `Clock ID must be a whole number from 0 to ${CLOCK_ID_MAX}.` },
  hours: { min: 0, max: 168, text: 'Hours must be between 0 and 168.' },
  payRate: { min: 0, text: 'Pay rate cannot be negative.' },
} as const satisfies Record<string, NumberRange>;

/** Which identifiers the company's integration requires of each employee (spec §3, §5; docs/decisions/0015-people.md). */
export interface PayrollIdRules {
  payId: 'required' | 'optional';
  workflowId: 'required' | 'hidden';
  externalId: 'required' | 'hidden';
  xeroGuid: 'readOnly' | 'hidden';
}

/** Third-party types whose employees carry an external system id: the spec's two-member list. */
export const EXTERNAL_ID_TYPES: readonly ThirdPartyTypeId[] = ['05', '07'];
const WORKFLOWMAX: ThirdPartyTypeId = '04';
const XERO_API: PayrollTypeId = '21';

export function payrollIdRules(thirdPartyTypeId: ThirdPartyTypeId | null, outFaceTypeId: PayrollTypeId | null): PayrollIdRules {
  const xero = outFaceTypeId === XERO_API;
  const workflowMax = thirdPartyTypeId === WORKFLOWMAX;
  return {
    payId: xero || workflowMax ? 'optional' : 'required',
    workflowId: workflowMax ? 'required' : 'hidden',
    externalId: thirdPartyTypeId && EXTERNAL_ID_TYPES.includes(thirdPartyTypeId) ? 'required' : 'hidden',
    xeroGuid: xero ? 'readOnly' : 'hidden',
  };
}

/** A fresh employee form's values (spec: Export to Payroll on, Active, no mobile app). */
export const NEW_EMPLOYEE: Omit<EmployeeRecord, 'firstName' | 'lastName' | 'departmentId' | 'paygroupId' | 'hireOnDateValue'> = {
  avatarFileName: null,
  middleName: null,
  clockId: null,
  payId: null,
  xeroGuid: null,
  workflowId: null,
  externalId: null,
  timeRoundingId: null,
  scheduleId: null,
  standardHours: null,
  guaranteedHours: null,
  terminateDateValue: null,
  reportTo: null,
  transferPositions: [],
  isExport: true,
  skills: [],
  comments: null,
  payRate: null,
  defaultActivity: null,
  defaultWorkcentre: null,
  payCostcode: null,
  glTransType: null,
  lastUpdate: null,
  mobileIMEI: null,
  workPlaceId: [],
  statusApp: false,
  showonDashboard: false,
  noGPS: false,
  noGeoFence: false,
  evacuator: false,
  name: null,
  title: null,
  physicalAddr: null,
  postalAddr: null,
  mobile: null,
  phone: null,
  fax: null,
};
