import { z } from 'zod';
import { EMPLOYEE_STATUSES, PEOPLE_TEXT_LIMITS, SUPERVISOR_FUNCTION_IDS, SupervisorFunction, textTooLong } from '@timekeep/contracts';
import { formFlag, formId, formList, formText, formVersion, uploadedImageName } from '@timekeep/server-platform';

const optionalId = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string().uuid('Choose one from the list.').nullable());
const optionalNumber = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number({ invalid_type_error: 'Enter a number.' }).nullable());
const ids = formList(z.string().uuid());

/** Employee Info as either form posts it (spec §3 "Employee"); the domain checks what is required. */
export const employeeFields = {
  avatarFileName: uploadedImageName,
  middleName: formText(100),
  clockId: optionalNumber,
  payId: formText(50),
  workflowId: formText(100),
  externalId: formText(100),
  departmentId: z.string().default(''),
  paygroupId: z.string().default(''),
  timeRoundingId: optionalId,
  scheduleId: optionalId,
  standardHours: optionalNumber,
  guaranteedHours: optionalNumber,
  hireOnDateValue: z.string().default(''),
  terminateDateValue: formText(10),
  reportTo: optionalId,
  transferPositions: ids,
  isExport: formFlag,
  skills: ids,
  comments: formText(2000),
  payRate: optionalNumber,
  defaultActivity: formText(100),
  defaultWorkcentre: formText(100),
  payCostcode: formText(100),
  glTransType: formText(100),
  lastUpdate: formText(100),
  mobileIMEI: formText(200),
  workPlaceId: ids,
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

export const accountFields = {
  email: formText(254),
  password: formText(200),
  confirm_password: formText(200),
  pin: formText(10),
  // Document 1 §3: the employee's sign-in account can supervise departments, with functions.
  isSupervisor: formFlag,
  departments: formList(z.string().uuid('Choose one from the list.')),
  funs: formList(z.enum(SUPERVISOR_FUNCTION_IDS as [SupervisorFunction, ...SupervisorFunction[]], { message: 'Choose a function from the list.' })),
};

/**
 * What GET /api/employees/{id} answers and a save never writes: a client (the console's Xero ID
 * field among them) posts the fetched record back whole, so these are declared, and dropped by
 * the controller, rather than refused as unknown (docs/decisions/0052).
 */
export const employeeReadOnlyFields = { xeroGuid: z.unknown().optional(), userId: z.unknown().optional(), employeeStatus: z.unknown().optional(), role: z.unknown().optional(), hasPin: z.unknown().optional(), mayChangeAccount: z.unknown().optional() };

export const employeeSaveSchema = z.object({
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

export const employeeStatusSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(EMPLOYEE_STATUSES),
  reason: formText(500),
});
