import { useQuery } from '@tanstack/react-query';
import type { CompanyInfo } from '@timekeep/contracts';
import { request } from '../../api/http';

export const companyInfoKey = ['company', 'info'] as const;

export const useCompanyInfo = () => useQuery({ queryKey: companyInfoKey, queryFn: () => request<CompanyInfo>('GET', '/api/company/info') });

/** Spec §8 company save texts. */
export const COMPANY_SAVE_TEXTS: Record<string, string> = {
  exist: 'Warning: Code is exist.',
  'code extis': 'Warning: Code is exist.',
};
