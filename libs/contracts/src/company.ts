import { z } from 'zod';
import { formBoolean, formNumber, formText, formVersion, requiredText } from './form-fields';
import { levelSchema } from './organisation';
import { INVALID_EMAIL_TEXT, isEmail, splitEmails } from './validation';
import type { NumberRange } from './validation';

/** Spec document 1 §9: integration codes 01-07 name the third-party system a company sends to (thirdPartyTypeId). */
export const ThirdPartyType = {
  Xero: '01',
  AX: '02',
  GreenTree: '03',
  WorkflowMax: '04',
  MyobAdvanced: '05',
  Sap: '06',
  WorkflowMaxPartner: '07',
} as const;
export type ThirdPartyTypeId = (typeof ThirdPartyType)[keyof typeof ThirdPartyType];

export const THIRD_PARTY_TYPES = [
  { id: ThirdPartyType.Xero, name: 'Xero' },
  { id: ThirdPartyType.AX, name: 'AX' },
  { id: ThirdPartyType.GreenTree, name: 'GreenTree' },
  { id: ThirdPartyType.WorkflowMax, name: 'WorkflowMax' },
  { id: ThirdPartyType.MyobAdvanced, name: 'MYOB Advanced' },
  { id: ThirdPartyType.Sap, name: 'SAP' },
  { id: ThirdPartyType.WorkflowMaxPartner, name: 'WorkflowMax (partner)' },
] as const satisfies ReadonlyArray<{ id: ThirdPartyTypeId; name: string }>;

/**
 * Payroll export kinds (outFaceTypeId). The spec lists the codes 21, 23, 25 and 27 but not which is
 * which; docs/decisions/0013-customers-and-company-settings.md records this assignment. A company on
 * GreenTreeJobCosting fills in its employees' GreenTree fields (document 1 §3).
 */
export const PayrollType = {
  XeroApi: '21',
  GreenTreeJobCosting: '23',
  PayrollFileCsv: '25',
  AccountingErpFile: '27',
} as const;
export type PayrollTypeId = (typeof PayrollType)[keyof typeof PayrollType];

export const PAYROLL_TYPES = [
  { id: PayrollType.XeroApi, name: 'Xero API' },
  { id: PayrollType.GreenTreeJobCosting, name: 'GreenTree job-costing timesheet' },
  { id: PayrollType.PayrollFileCsv, name: 'Payroll file (CSV)' },
  { id: PayrollType.AccountingErpFile, name: 'Accounting/ERP payroll file' },
] as const satisfies ReadonlyArray<{ id: PayrollTypeId; name: string }>;

/** Feature switches a Superadmin turns on per company (spec §1 and §3 "Company settings"). */
export const FEATURE_FLAGS = [
  'useTimeClock',
  'mobileApp',
  'isSkillEnabled',
  'isJobCodeEnabled',
  'isTaskCodeEnabled',
  'isPositionCodeEnabled',
  'isSiteCodeEnabled',
  'multiShiftView',
  'allowAutoPunch',
  'isShiftBudgetEnabled',
  'allowLeaveTime',
  'isTimeApprovalEnabled',
  'allowManualPunch',
  'allowEditBreakTime',
  'allowEditWorkCode',
  'hideApproveOT',
  'isTimesheetNewUiEnabled',
  'specialCustomer',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Which time-card exceptions the company reports (document 2 §3, document 3 §1). */
export const EXCEPTION_FLAGS = [
  'lateArrival',
  'earlyDeparture',
  'absent',
  'missingPunch',
  'longBreak',
  'unscheduledWork',
  'unscheduledBreak',
  'earlyArrival',
  'lateDeparture',
] as const;
export type ExceptionFlag = (typeof EXCEPTION_FLAGS)[number];

/** One boolean per flag, for the schemas of the settings that carry them. */
const flagsSchema = <K extends string>(flags: readonly K[]) => z.object(Object.fromEntries(flags.map((f) => [f, z.boolean()])) as Record<K, z.ZodBoolean>);
export const featureFlagsSchema = flagsSchema(FEATURE_FLAGS);
export const exceptionFlagsSchema = flagsSchema(EXCEPTION_FLAGS);
export const thirdPartyTypeIdSchema = z.nativeEnum(ThirdPartyType);
export const payrollTypeIdSchema = z.nativeEnum(PayrollType);

/** What a Superadmin sets for a customer: licences, features, exceptions and integrations. */
export const customerSettingsSchema = z.object({
  sumLicense: z.number(),
  sumAppLicense: z.number(),
  features: featureFlagsSchema,
  exceptions: exceptionFlagsSchema,
  thirdPartyTypeId: thirdPartyTypeIdSchema.nullable(),
  outFaceTypeId: payrollTypeIdSchema.nullable(),
});
export type CustomerSettings = z.infer<typeof customerSettingsSchema>;

/**
 * The payroll types whose export is laid out on a job-costing payroll template, where a pay card
 * line added by hand names its project (document 2 §8 'fileWithoutProject', 'repeatProject'). The
 * spec's settings name the list (document 2 §3 payrollTemplateExportCodes) but not its members:
 * docs/decisions/0062-profile-and-company-defaults.md.
 */
export const PAYROLL_TEMPLATE_EXPORT_CODES: readonly PayrollTypeId[] = [PayrollType.GreenTreeJobCosting];

/** GET /api/company/settings, the spec's flat shape that the console reads everywhere. */
export const companySettingsSchema = featureFlagsSchema.merge(exceptionFlagsSchema).extend({
  sumLicense: z.number(),
  sumAppLicense: z.number(),
  structureName: z.string(),
  thirdPartyType: z.object({ id: thirdPartyTypeIdSchema, name: z.string() }).nullable(),
  outFaceTypeId: payrollTypeIdSchema.nullable(),
  payrollTemplateExportCodes: z.array(payrollTypeIdSchema),
  /** The spec's name (document 3 §2) for the one customer's variant, answered beside our `specialCustomer`. */
  isCalderStewart: z.boolean(),
  standardHoursDisplayName: z.string(),
  guaranteedHoursDisplayName: z.string(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** Whether the company's payroll export is on a payroll template (PAYROLL_TEMPLATE_EXPORT_CODES). */
export const exportsOnPayrollTemplate = (settings: Pick<CompanySettings, 'outFaceTypeId' | 'payrollTemplateExportCodes'>): boolean =>
  settings.outFaceTypeId !== null && settings.payrollTemplateExportCodes.includes(settings.outFaceTypeId);

/** Spec §9: EA and LD exception thresholds offered on the company. */
export const EXCEPTION_THRESHOLDS = [0, 10, 15, 30, 45, 60] as const;
/** Spec §9: the default map location. */
export const DEFAULT_LOCATION = { latitude: -36.8509, longitude: 174.7645 } as const;

/** The company's location (spec §9) and a customer's licences, as the company and customer forms take them. */
export const COMPANY_NUMBERS = {
  latitude: { min: -90, max: 90, text: 'Latitude must be between -90 and 90.' },
  longitude: { min: -180, max: 180, text: 'Longitude must be between -180 and 180.' },
  sumLicense: { min: 0, whole: true, text: 'Employee licences must be a whole number of at least 0.' },
  sumAppLicense: { min: 0, whole: true, text: 'Mobile app licences must be a whole number of at least 0.' },
} as const satisfies Record<string, NumberRange>;

/** The company detail form's fields (spec §3 "Company"), edited by the company's admin. */
export const companyDetailFieldsSchema = z.object({
  tradingName: z.string(),
  domain: z.string().nullable(),
  openedOn: z.string().nullable(),
  contactName: z.string().nullable(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  physicalAddr: z.string().nullable(),
  postalAddr: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  jobLabel: z.string().nullable(),
  taskLabel: z.string().nullable(),
  actLabel: z.string().nullable(),
  partLabel: z.string().nullable(),
  standardHoursDisplayName: z.string().nullable(),
  guaranteedHoursDisplayName: z.string().nullable(),
  timeZoneId: z.string(),
  /** The company's schedule template and rounding rule, for an employee whose own and whose departments' are none. */
  scheduleId: z.string().nullable(),
  timeRoundingId: z.string().nullable(),
  exceptionThreshold: z.number(),
  exceptionLDThreshold: z.number(),
  leaveNtReceivers: z.array(z.string()),
  leaveNotifySupervisor: z.boolean(),
  /** The web clock's answer to a punch outside every assigned workplace's fence; absent = 'flag' (ADR 0044). */
  clockOutsideFence: z.enum(['flag', 'refuse']).optional(),
});
export type CompanyDetailFields = z.infer<typeof companyDetailFieldsSchema>;

/** GET /api/company/info. */
export const companyInfoSchema = companyDetailFieldsSchema.extend({
  id: z.string(),
  code: z.string(),
  licenses: z.number(),
  token: z.string(),
  logourl: z.string().nullable(),
  version: z.number(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** Spec document 3 §3 "CompanyStructure level". */
export const structureLevelRowSchema = z.object({
  id: z.string(),
  level: levelSchema,
  labelName: z.string(),
  timeZone: z.string(),
  isActive: z.boolean(),
});
export type StructureLevelRow = z.infer<typeof structureLevelRowSchema>;

/** What names a customer's company, in its list row and its detail. */
const customerCompanySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  timeZone: z.string(),
});

/** A row of the Superadmin's customer list. */
export const customerRowSchema = customerCompanySchema.extend({
  sumLicense: z.number(),
  sumAppLicense: z.number(),
  thirdPartyType: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerDetailSchema = customerSettingsSchema.merge(customerCompanySchema).extend({ version: z.number() });
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** A country or region (GET /api/countries, /api/countries/{code}/regions). */
export const placeSchema = z.object({ code: z.string(), name: z.string() });
export type Place = z.infer<typeof placeSchema>;

/** POST /api/company/logo: the stored logo's name. */
export const logoUploadReplySchema = z.object({ message: z.string(), logourl: z.string() });

const flagFields = <K extends string>(keys: readonly K[], fallback: boolean) =>
  Object.fromEntries(keys.map((k) => [k, formBoolean.default(fallback)])) as Record<K, z.ZodDefault<typeof formBoolean>>;
const codeOf = (ids: readonly string[]) => z.preprocess((v) => (v === '' ? null : v), z.enum(ids as [string, ...string[]]).nullish().transform((v) => v ?? null));

/**
 * A customer's settings as the Superadmin's forms post them: flat, as GET /api/company/settings
 * reads them. The server also checks the country and region against its holiday calendar.
 */
export const customerSettingsFieldsSchema = z.object({
  country: requiredText(2).transform((c) => c.toUpperCase()),
  region: formText(10),
  sumLicense: formNumber,
  sumAppLicense: formNumber,
  ...flagFields(FEATURE_FLAGS, false),
  ...flagFields(EXCEPTION_FLAGS, true),
  thirdPartyTypeId: codeOf(THIRD_PARTY_TYPES.map((t) => t.id)),
  outFaceTypeId: codeOf(PAYROLL_TYPES.map((t) => t.id)),
});
export type CustomerSettingsFields = z.infer<typeof customerSettingsFieldsSchema>;

/** POST /customer/save: a new customer, its settings and its first Admin. */
export const customerOpenRequestSchema = customerSettingsFieldsSchema.extend({
  name: requiredText(200),
  code: requiredText(50),
  timeZone: requiredText(64),
  adminFirstName: requiredText(100),
  adminLastName: requiredText(100),
  adminEmail: requiredText(200).email('Invalid Email address!'),
  adminPassword: requiredText(200),
});

/** POST /customer/settings: a customer's settings, at the version the form loaded. */
export const customerSettingsRequestSchema = customerSettingsFieldsSchema.extend({ id: z.string().uuid(), version: formVersion });

const companyDefault = z.string().uuid('Choose one from the list.').nullish().or(z.literal('').transform(() => null));

/** POST /mydetail/save: My Company's detail (document 1 §3), at the version the form loaded. */
export const companyDetailRequestSchema = z.object({
  code: requiredText(50),
  tradingName: requiredText(200),
  domain: formText(200),
  openedOn: formText(10),
  contactName: formText(200),
  title: formText(100),
  email: formText(200).refine((v) => !v || isEmail(v), INVALID_EMAIL_TEXT),
  mobile: formText(50),
  phone: formText(50),
  fax: formText(50),
  physicalAddr: formText(500),
  postalAddr: formText(500),
  latitude: formNumber,
  longitude: formNumber,
  jobLabel: formText(50),
  taskLabel: formText(50),
  actLabel: formText(50),
  partLabel: formText(50),
  standardHoursDisplayName: formText(50),
  guaranteedHoursDisplayName: formText(50),
  timeZoneId: requiredText(64),
  // The company's defaults: absent keeps, null or blank clears (as the department save, ADR 0052).
  scheduleId: companyDefault,
  timeRoundingId: companyDefault,
  exceptionThreshold: formNumber,
  exceptionLDThreshold: formNumber,
  leaveNtReceivers: z.preprocess((v) => splitEmails(v as string | string[]), z.array(z.string().refine(isEmail, INVALID_EMAIL_TEXT))),
  leaveNotifySupervisor: formBoolean.default(false),
  // Not on the spec's form: absent keeps the company's choice (ADR 0044).
  clockOutsideFence: z.enum(['flag', 'refuse']).optional(),
  version: formVersion,
});

/** POST /structure/update: the structure levels' names, time zones and switches (document 3 §5: a blank name or time zone arrives as an empty string). */
export const structureLevelsRequestSchema = z.preprocess(
  (body) => (Array.isArray(body) ? body : body && typeof body === 'object' ? Object.values(body as object) : body),
  z.array(z.object({ id: z.string(), labelName: z.string().max(50).default(''), timeZone: z.string().max(64).default(''), isActive: formBoolean })).min(1),
);
