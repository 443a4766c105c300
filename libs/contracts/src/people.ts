import { z } from 'zod';
import { PayrollType, ThirdPartyType, type PayrollTypeId, type ThirdPartyTypeId } from './company';
import { SUPERVISOR_FUNCTION_IDS, type SupervisorFunction } from './identity';
import { formBoolean, formFlag, formId, formList, formText, formVersion, requiredText, uploadedImageName } from './form-fields';
import { MONEY_RANGES, PEOPLE_TEXT_LIMITS, textTooLong } from './limits';
import type { NumberRange } from './validation';

/** Spec §3: employee status, also a user's status. New people are Active. */
export const EMPLOYEE_STATUSES = ['Active', 'Inactive', 'Terminated'] as const;
export const employeeStatusSchema = z.enum(EMPLOYEE_STATUSES);
export type EmployeeStatus = z.infer<typeof employeeStatusSchema>;
const supervisorFunctionSchema = z.enum(SUPERVISOR_FUNCTION_IDS as [SupervisorFunction, ...SupervisorFunction[]]);

/**
 * The employee record as the Employee form edits it (spec §3 "Employee"), under the spec's field
 * names so a form post maps one to one. Dates are yyyy-MM-dd; ids are uuids or null.
 */
export const employeeRecordSchema = z.object({
  /** The employee's photo (POST /api/avatars), shown on the timesheet and dashboard. */
  avatarFileName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  clockId: z.number().nullable(),
  payId: z.string().nullable(),
  xeroGuid: z.string().nullable(),
  workflowId: z.string().nullable(),
  externalId: z.string().nullable(),
  departmentId: z.string(),
  paygroupId: z.string(),
  timeRoundingId: z.string().nullable(),
  scheduleId: z.string().nullable(),
  standardHours: z.number().nullable(),
  guaranteedHours: z.number().nullable(),
  hireOnDateValue: z.string(),
  terminateDateValue: z.string().nullable(),
  reportTo: z.string().nullable(),
  transferPositions: z.array(z.string()),
  isExport: z.boolean(),
  skills: z.array(z.string()),
  comments: z.string().nullable(),
  payRate: z.number().nullable(),
  // GreenTree payroll only.
  defaultActivity: z.string().nullable(),
  defaultWorkcentre: z.string().nullable(),
  payCostcode: z.string().nullable(),
  glTransType: z.string().nullable(),
  lastUpdate: z.string().nullable(),
  // Mobile app.
  mobileIMEI: z.string().nullable(),
  workPlaceId: z.array(z.string()),
  statusApp: z.boolean(),
  showonDashboard: z.boolean(),
  noGPS: z.boolean(),
  noGeoFence: z.boolean(),
  evacuator: z.boolean(),
  // Contact.
  name: z.string().nullable(),
  title: z.string().nullable(),
  physicalAddr: z.string().nullable(),
  postalAddr: z.string().nullable(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
});
export type EmployeeRecord = z.infer<typeof employeeRecordSchema>;

/** What GET /api/employees/{id} answers: the record, its sign-in account and the version a save is checked against. */
export const employeeDetailSchema = employeeRecordSchema.extend({
  /** Absent when the reader may not see pay rates (ADR 0048). */
  payRate: z.number().nullable().optional(),
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string().nullable(),
  employeeStatus: employeeStatusSchema,
  role: z.string().nullable(),
  /** The sign-in account has a mobile-app PIN (the PIN itself is never sent). */
  hasPin: z.boolean(),
  /** The caller may change the sign-in's email, password and PIN (ADR 0047); the form offers them only then. */
  mayChangeAccount: z.boolean(),
  /** The sign-in account supervises `departments`, with `funs`. */
  isSupervisor: z.boolean(),
  departments: z.array(z.string()),
  funs: z.array(supervisorFunctionSchema),
  version: z.number(),
});
export type EmployeeDetail = z.infer<typeof employeeDetailSchema>;

/** A row of GET /api/employees (spec §3 "Employee" list row). */
export const employeeRowSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  clockId: z.number().nullable(),
  payId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  departmentName: z.string(),
  hireOnDateValue: z.string(),
  terminateDateValue: z.string().nullable(),
  employeeStatus: employeeStatusSchema,
  isExport: z.boolean(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  statusApp: z.boolean(),
  payGroupName: z.string().nullable(),
  timeRoundingName: z.string().nullable(),
  scheduleName: z.string().nullable(),
  paygroupId: z.string(),
  /** The employee's photo (read from /api/avatars/{file}): the timesheet's employee picker shows it (document 2 §2). */
  avatarFileName: z.string().nullable(),
});
export type EmployeeRow = z.infer<typeof employeeRowSchema>;

/**
 * GET /employee/kiosk-employee-list: what a shared kiosk shows to let a person find themself and
 * nothing more (no email, Pay ID, pay group, rates or dates): Active employees in the caller's reach,
 * paged and searched as the employee list is (ADR 0058).
 */
export const kioskEmployeeSchema = z.object({
  id: z.string(),
  clockId: z.number().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  departmentId: z.string(),
  departmentName: z.string(),
  avatarFileName: z.string().nullable(),
});
export type KioskEmployee = z.infer<typeof kioskEmployeeSchema>;

/** Licence use in the employee form's subtitle and the list's mobile-app column. */
export const licenceUseSchema = z.object({
  used: z.number(),
  licensed: z.number(),
});
export type LicenceUse = z.infer<typeof licenceUseSchema>;

/** The user form's own fields (spec §3 "User"); Employee Info is an EmployeeRecord. */
export const userRecordSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  roleId: z.string(),
  isEmployee: z.boolean(),
  departments: z.array(z.string()),
  /** A Supervisor's functions (SUPERVISOR_FUNCTIONS). */
  funs: z.array(supervisorFunctionSchema),
  exportDevisions: z.array(z.string()),
  isLeave: z.boolean(),
  forwardTo: z.string().nullable(),
  mobileApp: z.boolean(),
  evacuator: z.boolean(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** GET /users/{id}. */
export const userDetailSchema = userRecordSchema.extend({
  id: z.string(),
  /** The account's picture (POST /api/avatars), as on the profile. */
  avatarFileName: z.string().nullable(),
  userStatus: employeeStatusSchema,
  employeeId: z.string().nullable(),
  /** Its `payRate` is absent when the reader may not see pay rates (ADR 0048). */
  employee: employeeRecordSchema.extend({ payRate: z.number().nullable().optional(), employeeStatus: employeeStatusSchema, version: z.number() }).nullable(),
  hasPin: z.boolean(),
  version: z.number(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

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
  /** Under the employee form's email when the caller may not change this person's sign-in (ADR 0047). */
  signInNotYours: "Only someone who may change this person's account can change their email, password or PIN.",
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
  // Spec §8 describes this warning without its words. The employee save's conflict is always the template's
  // (hasCrossMidnightTs true); an own day's answers on the employee schedule, in the template save's words.
  payOnFinishDayConflicts: 'Warning: An employee paid on the finish day cannot have a schedule template with an overnight shift.',
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
  payRate: MONEY_RANGES.payRate,
} as const satisfies Record<string, NumberRange>;

/** Which identifiers the company's integration requires of each employee (spec §3, §5; docs/decisions/0015-people.md). */
export interface PayrollIdRules {
  payId: 'required' | 'optional';
  workflowId: 'required' | 'hidden';
  externalId: 'required' | 'hidden';
  xeroGuid: 'readOnly' | 'hidden';
}

/** Third-party types whose employees carry an external system id: the spec's two-member list. */
export const EXTERNAL_ID_TYPES: readonly ThirdPartyTypeId[] = [ThirdPartyType.MyobAdvanced, ThirdPartyType.WorkflowMaxPartner];

export function payrollIdRules(thirdPartyTypeId: ThirdPartyTypeId | null, outFaceTypeId: PayrollTypeId | null): PayrollIdRules {
  const xero = outFaceTypeId === PayrollType.XeroApi;
  const workflowMax = thirdPartyTypeId === ThirdPartyType.WorkflowMax;
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
  // On the dashboard's Employees table unless someone takes them off it (ADR 0061).
  showonDashboard: true,
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

/** GET /api/employees/next-clock-id: the clock ID a new employee is offered. */
export const nextClockIdSchema = z.object({ clockId: z.number() });

const optionalChoice = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().uuid('Choose one from the list.').nullable());
const optionalNumber = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number({ invalid_type_error: 'Enter a number.' }).nullable());
const uuidList = formList(z.string().uuid());
const supervisorFunctions = formList(z.enum(SUPERVISOR_FUNCTION_IDS as [SupervisorFunction, ...SupervisorFunction[]], { message: 'Choose a function from the list.' }));

/** Employee Info as either form (employee, user) posts it (spec §3 "Employee"); the domain checks what is required. */
const employeeFields = {
  avatarFileName: uploadedImageName,
  middleName: formText(100),
  clockId: optionalNumber,
  payId: formText(50),
  workflowId: formText(100),
  externalId: formText(100),
  departmentId: z.string().default(''),
  paygroupId: z.string().default(''),
  timeRoundingId: optionalChoice,
  scheduleId: optionalChoice,
  standardHours: optionalNumber,
  guaranteedHours: optionalNumber,
  hireOnDateValue: z.string().default(''),
  terminateDateValue: formText(10),
  reportTo: optionalChoice,
  transferPositions: uuidList,
  isExport: formFlag,
  skills: uuidList,
  comments: formText(2000),
  payRate: optionalNumber,
  defaultActivity: formText(100),
  defaultWorkcentre: formText(100),
  payCostcode: formText(100),
  glTransType: formText(100),
  lastUpdate: formText(100),
  mobileIMEI: formText(200),
  workPlaceId: uuidList,
  statusApp: formFlag,
  showonDashboard: formFlag,
  noGPS: formFlag,
  noGeoFence: formFlag,
  evacuator: formFlag,
  name: formText(200),
  title: formText(100),
  physicalAddr: formText(500),
  postalAddr: formText(500),
  mobile: formText(50),
  phone: formText(50),
  fax: formText(50),
};

/** The sign-in account's part of a people form. */
const accountFields = {
  email: formText(254),
  password: formText(200),
  confirm_password: formText(200),
  pin: formText(10),
  // Document 1 §3: the employee's sign-in account can supervise departments, with functions.
  isSupervisor: formFlag,
  departments: formList(z.string().uuid('Choose one from the list.')),
  funs: supervisorFunctions,
};

/**
 * What GET /api/employees/{id} answers and a save never writes: a client (the console's Xero ID
 * field among them) posts the fetched record back whole, so these are declared, and dropped by
 * the controller, rather than refused as unknown (docs/decisions/0052).
 */
const employeeReadOnlyFields = { xeroGuid: z.unknown().optional(), userId: z.unknown().optional(), employeeStatus: z.unknown().optional(), role: z.unknown().optional(), hasPin: z.unknown().optional(), mayChangeAccount: z.unknown().optional() };

/** POST /employee/save-without-photo. */
export const employeeSaveRequestSchema = z.object({
  ...employeeFields,
  ...employeeReadOnlyFields,
  ...accountFields,
  // Refused past the limit, never cut to fit (ADR 0051); the domain says when they are missing.
  firstName: z.string().max(PEOPLE_TEXT_LIMITS.firstName, textTooLong('First Name', PEOPLE_TEXT_LIMITS.firstName)).default(''),
  lastName: z.string().max(PEOPLE_TEXT_LIMITS.lastName, textTooLong('Last Name', PEOPLE_TEXT_LIMITS.lastName)).default(''),
  // The spec's `id` is the user id; the employee's own id comes as employeeId.
  id: formId,
  employeeId: formId,
  changePassword: formFlag,
  version: formVersion,
});

/** POST /employee/save-without-photo?employeeId=: the employee's id in the query (old clients). */
export const employeeIdQuerySchema = z.string().uuid();

/** POST /employee/saveStatus. */
export const employeeStatusRequestSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(EMPLOYEE_STATUSES),
  reason: formText(500),
});

/** GET /api/employees: the list's filters (paging and sort are the list query's). */
export const employeeListFilterSchema = z.object({
  employeeStatus: z.enum(EMPLOYEE_STATUSES).optional().or(z.literal('').transform(() => undefined)),
  departmentIds: formList(z.string().uuid()).optional(),
});

/** POST /user/save-without-photo: the user, and their employee record when isEmployee. */
export const userSaveRequestSchema = z.object({
  ...employeeFields,
  ...accountFields,
  id: formId,
  email: requiredText(254),
  firstName: requiredText(100),
  lastName: requiredText(100),
  roleId: requiredText(10),
  isEmployee: formBoolean.default(false),
  departments: formList(z.string().uuid()),
  exportDevisions: formList(z.string().uuid()),
  isLeave: formBoolean.default(false),
  forwardTo: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().uuid().nullable()),
  mobileApp: formBoolean.default(false),
  evacuator: formFlag,
  funs: supervisorFunctions,
  version: formVersion,
  employeeVersion: formVersion,
});

/** POST /api/users/{userId}/status: the inline status. */
export const userStatusRequestSchema = z.object({ userStatus: z.enum(EMPLOYEE_STATUSES) });

/** GET /api/users: the list's filters (paging and sort are the list query's). */
export const userListFilterSchema = z.object({
  userStatus: z.enum(EMPLOYEE_STATUSES).optional().or(z.literal('').transform(() => undefined)),
  departmentIds: formList(z.string().uuid()).optional(),
});
