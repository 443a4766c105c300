import type { CompanyDetailFields, CustomerSettings, EventType, StructureLevelRow } from '@timekeep/contracts';

export interface CompanyRegistered {
  type: typeof EventType.CompanyRegistered;
  v: 1;
  /** The company's device token is kept in `company_device_token`, never here (ADR 0050). */
  data: { companyId: string; name: string; code: string; timeZone: string; country: string; region: string | null };
}

/** A Superadmin's settings for the customer: licences, features, integrations and holiday region. */
export interface CustomerSettingsChanged {
  type: typeof EventType.CustomerSettingsChanged;
  v: 1;
  data: { settings: CustomerSettings; country: string; region: string | null };
}

/** The company detail form, saved whole: history diffs consecutive events for old and new values. */
export interface CompanyDetailsChanged {
  type: typeof EventType.CompanyDetailsChanged;
  v: 1;
  data: { code: string; detail: CompanyDetailFields };
}

export interface CompanyLogoChanged {
  type: typeof EventType.CompanyLogoChanged;
  v: 1;
  data: { logoFileName: string };
}

export interface StructureLevelsChanged {
  type: typeof EventType.StructureLevelsChanged;
  v: 1;
  data: { levels: StructureLevelRow[] };
}

export type CompanyEvent = CompanyRegistered | CustomerSettingsChanged | CompanyDetailsChanged | CompanyLogoChanged | StructureLevelsChanged;
