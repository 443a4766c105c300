import { EventType } from '@timekeep/contracts';
import { CompanyRuleError, decideRegisterCompany, evolveCompany, initialCompanyState } from './company.decide';

describe('registering a company', () => {
  const command = {
    companyId: '9b0c6a52-3f0e-4f8c-9d61-2d7c3f5e8a10',
    name: '  Kauri Foods Ltd ',
    code: 'KAURI',
    timeZone: 'Pacific/Auckland',
    country: 'NZ',
    region: 'AUK',
  };

  it('records the registration with trimmed names', () => {
    const events = decideRegisterCompany(initialCompanyState, command);
    expect(events).toEqual([
      {
        type: EventType.CompanyRegistered,
        v: 1,
        data: { ...command, name: 'Kauri Foods Ltd' },
      },
    ]);
  });

  it('refuses to register the same company twice', () => {
    const state = decideRegisterCompany(initialCompanyState, command).reduce(evolveCompany, initialCompanyState);
    expect(() => decideRegisterCompany(state, command)).toThrow(CompanyRuleError);
  });

  it('refuses a blank name', () => {
    expect(() => decideRegisterCompany(initialCompanyState, { ...command, name: '   ' })).toThrow('required');
  });
});
