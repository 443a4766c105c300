import { EventType } from '@timekeep/contracts';
import type { CompanyEvent } from './company.events';

export interface CompanyState {
  exists: boolean;
  name: string | null;
}

export const initialCompanyState: CompanyState = { exists: false, name: null };

export function evolveCompany(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case EventType.CompanyRegistered:
      return { exists: true, name: event.data.name };
  }
}

export interface RegisterCompany {
  companyId: string;
  name: string;
  code: string;
  timeZone: string;
  country: string;
  region?: string | null;
}

export class CompanyRuleError extends Error {
  constructor(readonly code: 'exist' | 'required', message: string) {
    super(message);
    this.name = 'CompanyRuleError';
  }
}

export function decideRegisterCompany(state: CompanyState, command: RegisterCompany): CompanyEvent[] {
  if (state.exists) throw new CompanyRuleError('exist', 'Company is already registered');
  const name = command.name.trim();
  const code = command.code.trim();
  if (!name || !code) throw new CompanyRuleError('required', 'Company name and code are required');
  return [
    {
      type: EventType.CompanyRegistered,
      v: 1,
      data: {
        companyId: command.companyId,
        name,
        code,
        timeZone: command.timeZone,
        country: command.country,
        region: command.region ?? null,
      },
    },
  ];
}
