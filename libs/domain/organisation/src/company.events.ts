import { EventType } from '@timekeep/contracts';

export interface CompanyRegistered {
  type: typeof EventType.CompanyRegistered;
  v: 1;
  data: { companyId: string; name: string; code: string; timeZone: string; country: string; region: string | null };
}

export type CompanyEvent = CompanyRegistered;
