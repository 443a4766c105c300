import { Refusal, RefusalKind } from '@timekeep/domain-kernel';
import {
  COMPANY_NUMBERS,
  CompanyDetailFields,
  CompanySettings,
  CustomerSettings,
  DEFAULT_LOCATION,
  EventType,
  EXCEPTION_FLAGS,
  EXCEPTION_THRESHOLDS,
  FEATURE_FLAGS,
  isEmail,
  isTimeZone,
  Level,
  LEVELS,
  numberProblem,
  PAYROLL_TEMPLATE_EXPORT_CODES,
  StructureLevelRow,
  sameJson,
  THIRD_PARTY_TYPES,
} from '@timekeep/contracts';
import type { CompanyEvent } from './company.events';

export interface CompanyState {
  exists: boolean;
  code: string;
  name: string;
  timeZone: string;
  country: string;
  region: string | null;
  settings: CustomerSettings;
  detail: CompanyDetailFields;
  levels: StructureLevelRow[];
  logoFileName: string | null;
}

const allOff = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, false])) as Record<K, boolean>;

/**
 * A new customer until the Superadmin says otherwise: a time clock, every exception reported and no
 * optional feature. Licences start at zero so nobody is hired before capacity is sold.
 */
export const DEFAULT_CUSTOMER_SETTINGS: CustomerSettings = {
  sumLicense: 0,
  sumAppLicense: 0,
  features: { ...allOff(FEATURE_FLAGS), useTimeClock: true },
  exceptions: Object.fromEntries(EXCEPTION_FLAGS.map((k) => [k, true])) as CustomerSettings['exceptions'],
  thirdPartyTypeId: null,
  outFaceTypeId: null,
};

export const DEFAULT_LEVELS: StructureLevelRow[] = LEVELS.map((level) => ({ id: level, level, labelName: level, timeZone: '', isActive: true }));

function defaultDetail(name: string, timeZone: string): CompanyDetailFields {
  return {
    tradingName: name,
    domain: null,
    openedOn: null,
    contactName: null,
    title: null,
    email: null,
    mobile: null,
    phone: null,
    fax: null,
    physicalAddr: null,
    postalAddr: null,
    ...DEFAULT_LOCATION,
    jobLabel: null,
    taskLabel: null,
    actLabel: null,
    partLabel: null,
    standardHoursDisplayName: null,
    guaranteedHoursDisplayName: null,
    timeZoneId: timeZone,
    scheduleId: null,
    timeRoundingId: null,
    exceptionThreshold: 15,
    exceptionLDThreshold: 15,
    leaveNtReceivers: [],
    leaveNotifySupervisor: false,
  };
}

export const initialCompanyState: CompanyState = {
  exists: false,
  code: '',
  name: '',
  timeZone: 'UTC',
  country: '',
  region: null,
  settings: DEFAULT_CUSTOMER_SETTINGS,
  detail: defaultDetail('', 'UTC'),
  levels: DEFAULT_LEVELS,
  logoFileName: null,
};

/** The company's default template and rounding rule came later: a detail saved before them has none. */
export function withDefaultsOf(detail: CompanyDetailFields): CompanyDetailFields {
  return { ...detail, scheduleId: detail.scheduleId ?? null, timeRoundingId: detail.timeRoundingId ?? null };
}

export function evolveCompany(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case EventType.CompanyRegistered: {
      const { name, code, timeZone, country, region } = event.data;
      return { ...state, exists: true, name, code, timeZone, country, region, detail: defaultDetail(name, timeZone) };
    }
    case EventType.CustomerSettingsChanged:
      return { ...state, settings: event.data.settings, country: event.data.country, region: event.data.region };
    case EventType.CompanyDetailsChanged:
      return { ...state, code: event.data.code, name: event.data.detail.tradingName, timeZone: event.data.detail.timeZoneId, detail: withDefaultsOf(event.data.detail) };
    case EventType.CompanyLogoChanged:
      return { ...state, logoFileName: event.data.logoFileName };
    case EventType.StructureLevelsChanged:
      return { ...state, levels: event.data.levels };
  }
}

export type CompanyRuleCode = 'exist' | 'required' | 'invalid' | 'licenses' | 'notFound';

/**
 * A refusal: `exist` is the spec's §8 company code; `licenses` is no spec code, so it answers its
 * sentence as the message (the console shows any other message as is); the others carry a
 * sentence for the form, or say the company is out of reach.
 */
export class CompanyRuleError extends Refusal {
  constructor(
    readonly code: CompanyRuleCode,
    message: string,
  ) {
    super(message);
    this.name = 'CompanyRuleError';
  }

  get kind(): RefusalKind {
    if (this.code === 'exist' || this.code === 'licenses') return 'code';
    return this.code === 'notFound' ? 'notFound' : 'invalid';
  }

  override get answer(): string {
    return this.code === 'exist' ? this.code : this.message;
  }
}

export interface RegisterCompany {
  companyId: string;
  name: string;
  code: string;
  timeZone: string;
  country: string;
  region?: string | null;
  /** A customer opened by a Superadmin starts with its licences and features in the same commit. */
  settings?: CustomerSettings;
}

const required = (value: string, field: string): string => {
  const trimmed = value.trim();
  if (!trimmed) throw new CompanyRuleError('required', `${field} is required.`);
  return trimmed;
};

/** Numbers out of their range are refused in their own words, never moved into range. */
function refuseNumbers<K extends keyof typeof COMPANY_NUMBERS>(values: Record<K, number>, fields: readonly K[]): void {
  for (const field of fields) {
    const problem = numberProblem(values[field], COMPANY_NUMBERS[field]);
    if (problem) throw new CompanyRuleError('invalid', problem);
  }
}

function checkZone(zone: string): void {
  if (!isTimeZone(zone)) throw new CompanyRuleError('invalid', `Unknown time zone '${zone}'.`);
}

export function decideRegisterCompany(state: CompanyState, command: RegisterCompany): CompanyEvent[] {
  if (state.exists) throw new CompanyRuleError('exist', 'Warning: Code is exist.');
  const name = required(command.name, 'Company name');
  const code = required(command.code, 'Code');
  checkZone(command.timeZone);
  const country = required(command.country, 'Country').toUpperCase();
  const region = command.region?.trim() || null;
  const events: CompanyEvent[] = [
    {
      type: EventType.CompanyRegistered,
      v: 1,
      data: { companyId: command.companyId, name, code, timeZone: command.timeZone, country, region },
    },
  ];
  if (command.settings) {
    events.push({ type: EventType.CustomerSettingsChanged, v: 1, data: { settings: checkSettings(command.settings, { employees: 0, appUsers: 0 }), country, region } });
  }
  return events;
}

export interface LicencesInUse {
  employees: number;
  appUsers: number;
}

function checkSettings(settings: CustomerSettings, inUse: LicencesInUse): CustomerSettings {
  refuseNumbers(settings, ['sumLicense', 'sumAppLicense']);
  if (settings.sumLicense < inUse.employees) {
    throw new CompanyRuleError('licenses', `Employee licences cannot be fewer than the ${inUse.employees} active employees.`);
  }
  if (settings.sumAppLicense < inUse.appUsers) {
    throw new CompanyRuleError('licenses', `Mobile app licences cannot be fewer than the ${inUse.appUsers} employees using the app.`);
  }
  return {
    ...settings,
    features: { ...allOff(FEATURE_FLAGS), ...pick(settings.features, FEATURE_FLAGS) },
    exceptions: { ...allOff(EXCEPTION_FLAGS), ...pick(settings.exceptions, EXCEPTION_FLAGS) },
  };
}

const pick = <K extends string>(source: Partial<Record<K, boolean>>, keys: readonly K[]) =>
  Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, Boolean(source[k])])) as Partial<Record<K, boolean>>;

export interface ChangeCustomerSettings {
  settings: CustomerSettings;
  country: string;
  region?: string | null;
}

export function decideChangeCustomerSettings(state: CompanyState, command: ChangeCustomerSettings, inUse: LicencesInUse): CompanyEvent[] {
  if (!state.exists) throw new CompanyRuleError('notFound', 'Warning: The company does not exist.');
  const settings = checkSettings(command.settings, inUse);
  const country = required(command.country, 'Country').toUpperCase();
  const region = command.region?.trim() || null;
  if (sameJson({ settings, country, region }, { settings: state.settings, country: state.country, region: state.region })) return [];
  return [{ type: EventType.CustomerSettingsChanged, v: 1, data: { settings, country, region } }];
}

type CompanyDefaults = Pick<CompanyDetailFields, 'scheduleId' | 'timeRoundingId'>;

export interface ChangeCompanyDetails {
  code: string;
  /** The company's default template and rounding rule: absent keeps them, null clears them. */
  detail: Omit<CompanyDetailFields, keyof CompanyDefaults> & Partial<CompanyDefaults>;
}

/** Whether the company's template and rounding rule a save names are the company's own (null: none named). */
export interface CompanyDefaultsFacts {
  scheduleExists: boolean | null;
  roundingRuleExists: boolean | null;
}

export function decideChangeCompanyDetails(state: CompanyState, command: ChangeCompanyDetails, codeTakenElsewhere: boolean, defaults: CompanyDefaultsFacts): CompanyEvent[] {
  if (!state.exists) throw new CompanyRuleError('notFound', 'Warning: The company does not exist.');
  const code = required(command.code, 'Code');
  if (codeTakenElsewhere) throw new CompanyRuleError('exist', 'Warning: Code is exist.');
  if (defaults.scheduleExists === false) throw new CompanyRuleError('invalid', 'The chosen schedule does not exist.');
  if (defaults.roundingRuleExists === false) throw new CompanyRuleError('invalid', 'The chosen rounding rule does not exist.');
  const kept = withDefaultsOf(state.detail);
  const detail = checkDetail({
    ...command.detail,
    scheduleId: command.detail.scheduleId === undefined ? kept.scheduleId : command.detail.scheduleId,
    timeRoundingId: command.detail.timeRoundingId === undefined ? kept.timeRoundingId : command.detail.timeRoundingId,
  });
  // The detail form does not carry the clock's fence policy: a form saved without it keeps it.
  const clockOutsideFence = command.detail.clockOutsideFence ?? state.detail.clockOutsideFence;
  if (clockOutsideFence) detail.clockOutsideFence = clockOutsideFence;
  if (code === state.code && sameJson(detail, state.detail)) return [];
  return [{ type: EventType.CompanyDetailsChanged, v: 1, data: { code, detail } }];
}

function checkDetail(input: CompanyDetailFields): CompanyDetailFields {
  const tradingName = required(input.tradingName, 'Trading name');
  checkZone(input.timeZoneId);
  if (input.email && !isEmail(input.email)) throw new CompanyRuleError('invalid', 'Invalid Email address!');
  if (input.leaveNtReceivers.some((email) => !isEmail(email))) throw new CompanyRuleError('invalid', 'Invalid Email address!');
  for (const threshold of [input.exceptionThreshold, input.exceptionLDThreshold]) {
    if (!(EXCEPTION_THRESHOLDS as readonly number[]).includes(threshold)) {
      throw new CompanyRuleError('invalid', `Exception thresholds are one of ${EXCEPTION_THRESHOLDS.join(', ')} minutes.`);
    }
  }
  refuseNumbers(input, ['latitude', 'longitude']);
  if (input.openedOn && !/^\d{4}-\d{2}-\d{2}$/.test(input.openedOn)) throw new CompanyRuleError('invalid', 'Opened on must be a date.');
  return { ...input, tradingName, leaveNtReceivers: [...new Set(input.leaveNtReceivers)] };
}

export function decideChangeLogo(state: CompanyState, logoFileName: string): CompanyEvent[] {
  if (!state.exists) throw new CompanyRuleError('notFound', 'Warning: The company does not exist.');
  return [{ type: EventType.CompanyLogoChanged, v: 1, data: { logoFileName } }];
}

export interface LevelInput {
  id: string;
  labelName: string;
  timeZone: string;
  isActive: boolean;
}

/**
 * Structure levels (document 3 §2): a blank name falls back to the level's own name, a blank zone
 * means the company's. The Position level cannot be switched off: employees are placed on positions.
 */
export function decideChangeLevels(state: CompanyState, input: readonly LevelInput[]): CompanyEvent[] {
  if (!state.exists) throw new CompanyRuleError('notFound', 'Warning: The company does not exist.');
  const byId = new Map(input.map((row) => [row.id, row]));
  if (byId.size !== input.length || input.some((row) => !(LEVELS as readonly string[]).includes(row.id))) {
    throw new CompanyRuleError('invalid', `Levels are ${LEVELS.join(', ')}, each once.`);
  }
  const levels = state.levels.map((current) => {
    const row = byId.get(current.level);
    if (!row) return current;
    const timeZone = row.timeZone.trim();
    if (timeZone) checkZone(timeZone);
    return { ...current, labelName: row.labelName.trim() || current.level, timeZone, isActive: current.level === Level.Position ? true : row.isActive };
  });
  if (sameJson(levels, state.levels)) return [];
  return [{ type: EventType.StructureLevelsChanged, v: 1, data: { levels } }];
}

/** GET /api/company/settings: the flat shape the console reads everywhere. */
export function companySettingsOf(state: CompanyState): CompanySettings {
  const { settings, detail, levels } = state;
  const thirdParty = THIRD_PARTY_TYPES.find((t) => t.id === settings.thirdPartyTypeId);
  return {
    ...settings.features,
    ...settings.exceptions,
    sumLicense: settings.sumLicense,
    sumAppLicense: settings.sumAppLicense,
    // Employees are placed on positions, so the field that picks one is labelled with its level's name.
    structureName: levels.find((l) => l.level === Level.Position)?.labelName ?? Level.Position,
    thirdPartyType: thirdParty ? { id: thirdParty.id, name: thirdParty.name } : null,
    outFaceTypeId: settings.outFaceTypeId,
    payrollTemplateExportCodes: [...PAYROLL_TEMPLATE_EXPORT_CODES],
    isCalderStewart: settings.features.specialCustomer,
    standardHoursDisplayName: detail.standardHoursDisplayName || 'Standard Hours',
    guaranteedHoursDisplayName: detail.guaranteedHoursDisplayName || 'Guaranteed Hours',
  };
}

/** The structure levels a company has switched off. */
export const switchedOffLevels = (state: CompanyState): Level[] => state.levels.filter((l) => !l.isActive).map((l) => l.level);
