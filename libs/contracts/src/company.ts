import type { Level } from './organisation';
import type { NumberRange } from './validation';

/** Spec document 1 §9: integration codes 01-07 name the third-party system a company sends to. */
export const THIRD_PARTY_TYPES = [
  { id: '01', name: 'Xero' },
  { id: '02', name: 'AX' },
  { id: '03', name: 'GreenTree' },
  { id: '04', name: 'WorkflowMax' },
  { id: '05', name: 'MYOB Advanced' },
  { id: '06', name: 'SAP' },
  { id: '07', name: 'WorkflowMax (partner)' },
] as const;
export type ThirdPartyTypeId = (typeof THIRD_PARTY_TYPES)[number]['id'];

/**
 * Payroll export kinds (outFaceTypeId). The spec lists the codes 21, 23, 25 and 27 but not which is
 * which; docs/decisions/0013-customers-and-company-settings.md records this assignment.
 */
export const PAYROLL_TYPES = [
  { id: '21', name: 'Xero API' },
  { id: '23', name: 'GreenTree job-costing timesheet' },
  { id: '25', name: 'Payroll file (CSV)' },
  { id: '27', name: 'Accounting/ERP payroll file' },
] as const;
export type PayrollTypeId = (typeof PAYROLL_TYPES)[number]['id'];

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

/** What a Superadmin sets for a customer: licences, features, exceptions and integrations. */
export interface CustomerSettings {
  sumLicense: number;
  sumAppLicense: number;
  features: Record<FeatureFlag, boolean>;
  exceptions: Record<ExceptionFlag, boolean>;
  thirdPartyTypeId: ThirdPartyTypeId | null;
  outFaceTypeId: PayrollTypeId | null;
}

/** GET /api/company/settings, the spec's flat shape that the console reads everywhere. */
export type CompanySettings = Record<FeatureFlag, boolean> &
  Record<ExceptionFlag, boolean> & {
    sumLicense: number;
    sumAppLicense: number;
    structureName: string;
    thirdPartyType: { id: ThirdPartyTypeId; name: string } | null;
    outFaceTypeId: PayrollTypeId | null;
    standardHoursDisplayName: string;
    guaranteedHoursDisplayName: string;
  };

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
export interface CompanyDetailFields {
  tradingName: string;
  domain: string | null;
  openedOn: string | null;
  contactName: string | null;
  title: string | null;
  email: string | null;
  mobile: string | null;
  phone: string | null;
  fax: string | null;
  physicalAddr: string | null;
  postalAddr: string | null;
  latitude: number;
  longitude: number;
  jobLabel: string | null;
  taskLabel: string | null;
  actLabel: string | null;
  partLabel: string | null;
  standardHoursDisplayName: string | null;
  guaranteedHoursDisplayName: string | null;
  timeZoneId: string;
  exceptionThreshold: number;
  exceptionLDThreshold: number;
  leaveNtReceivers: string[];
  leaveNotifySupervisor: boolean;
}

/** GET /api/company/info. */
export interface CompanyInfo extends CompanyDetailFields {
  id: string;
  code: string;
  licenses: number;
  token: string;
  logourl: string | null;
  version: number;
}

/** Spec document 3 §3 "CompanyStructure level". */
export interface StructureLevelRow {
  id: string;
  level: Level;
  labelName: string;
  timeZone: string;
  isActive: boolean;
}

/** A row of the Superadmin's customer list. */
export interface CustomerRow {
  id: string;
  code: string;
  name: string;
  country: string;
  region: string | null;
  timeZone: string;
  sumLicense: number;
  sumAppLicense: number;
  thirdPartyType: string | null;
  createdAt: string;
}

export interface CustomerDetail extends CustomerSettings {
  id: string;
  code: string;
  name: string;
  country: string;
  region: string | null;
  timeZone: string;
  version: number;
}
