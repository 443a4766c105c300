import { useQuery } from '@tanstack/react-query';
import type { CompanySettings } from '@timekeep/contracts';
import { request } from '../api/http';

export const companySettingsKey = ['company', 'settings'] as const;

/** The company's switches (spec §3 "Company settings"): screens show and require fields by them. */
export function useCompanySettings() {
  return useQuery({ queryKey: companySettingsKey, queryFn: () => request<CompanySettings>('GET', '/api/company/settings') });
}
