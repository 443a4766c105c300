import fc from 'fast-check';
import { EventType, FEATURE_FLAGS, Level } from '@timekeep/contracts';
import {
  CompanyState,
  decideChangeCompanyDetails,
  decideChangeCustomerSettings,
  decideChangeLevels,
  decideRegisterCompany,
  DEFAULT_CUSTOMER_SETTINGS,
  evolveCompany,
  initialCompanyState,
} from './company.decide';
import type { CompanyEvent } from './company.events';

const command = {
  companyId: '9b0c6a52-3f0e-4f8c-9d61-2d7c3f5e8a10',
  name: '  Kauri Foods Ltd ',
  code: 'KAURI',
  timeZone: 'Pacific/Auckland',
  country: 'nz',
  region: 'AUK',
};
const apply = (state: CompanyState, events: CompanyEvent[]) => events.reduce(evolveCompany, state);
const registered = () => apply(initialCompanyState, decideRegisterCompany(initialCompanyState, command));
const none = { employees: 0, appUsers: 0 };

describe('registering a company', () => {
  it('records the registration with trimmed names and an upper-case country', () => {
    expect(decideRegisterCompany(initialCompanyState, command)).toEqual([
      { type: EventType.CompanyRegistered, v: 1, data: { ...command, name: 'Kauri Foods Ltd', country: 'NZ' } },
    ]);
  });

  it('opens a customer with its licences and features in the same commit', () => {
    const settings = { ...DEFAULT_CUSTOMER_SETTINGS, sumLicense: 60, features: { ...DEFAULT_CUSTOMER_SETTINGS.features, mobileApp: true } };
    const state = apply(initialCompanyState, decideRegisterCompany(initialCompanyState, { ...command, settings }));
    expect(state.settings.sumLicense).toBe(60);
    expect(state.settings.features.mobileApp).toBe(true);
    expect(state.detail).toMatchObject({ tradingName: 'Kauri Foods Ltd', timeZoneId: 'Pacific/Auckland', latitude: -36.8509, longitude: 174.7645 });
  });

  it('refuses to register the same company twice, a blank name and an unknown time zone', () => {
    expect(() => decideRegisterCompany(registered(), command)).toThrow('Code is exist');
    expect(() => decideRegisterCompany(initialCompanyState, { ...command, name: '   ' })).toThrow('required');
    expect(() => decideRegisterCompany(initialCompanyState, { ...command, timeZone: 'Mars/Olympus' })).toThrow('Unknown time zone');
  });
});

describe('customer settings', () => {
  it('records nothing when nothing changed, whatever order the flags came in', () => {
    const state = registered();
    const reversed = { ...state.settings, features: Object.fromEntries(Object.entries(state.settings.features).reverse()) as typeof state.settings.features };
    expect(decideChangeCustomerSettings(state, { settings: reversed, country: 'NZ', region: 'AUK' }, none)).toEqual([]);
  });

  it('refuses licences below what is in use, and fractions', () => {
    const state = registered();
    const settings = { ...state.settings, sumLicense: 4 };
    expect(() => decideChangeCustomerSettings(state, { settings, country: 'NZ' }, { employees: 5, appUsers: 0 })).toThrow('fewer than the 5 active employees');
    expect(() => decideChangeCustomerSettings(state, { settings: { ...settings, sumLicense: 4.5 }, country: 'NZ' }, none)).toThrow('whole number');
    expect(decideChangeCustomerSettings(state, { settings, country: 'NZ' }, { employees: 4, appUsers: 0 })).toHaveLength(1);
  });

  it('keeps only known flags, so a form cannot smuggle a setting in', () => {
    const state = registered();
    const features = { ...state.settings.features, positionCodes: true } as typeof state.settings.features;
    const [event] = decideChangeCustomerSettings(state, { settings: { ...state.settings, sumLicense: 3, features }, country: 'NZ' }, none);
    expect(Object.keys((event.data as { settings: { features: object } }).settings.features).sort()).toEqual([...FEATURE_FLAGS].sort());
  });
});

describe('company detail', () => {
  const noDefaults = { scheduleExists: null, roundingRuleExists: null };

  it('keeps the company default template and rounding rule a save leaves out, clears them on null, and refuses ones the company does not have', () => {
    const state = registered();
    const { scheduleId: _s, timeRoundingId: _r, ...form } = state.detail;
    const chosen = apply(state, decideChangeCompanyDetails(state, { code: 'KAURI', detail: { ...form, scheduleId: 'template-1', timeRoundingId: 'rounding-1' } }, false, { scheduleExists: true, roundingRuleExists: true }));
    expect([chosen.detail.scheduleId, chosen.detail.timeRoundingId]).toEqual(['template-1', 'rounding-1']);
    // The form without them (an older console, an API client) changes nothing.
    expect(decideChangeCompanyDetails(chosen, { code: 'KAURI', detail: form }, false, noDefaults)).toEqual([]);
    const cleared = apply(chosen, decideChangeCompanyDetails(chosen, { code: 'KAURI', detail: { ...form, scheduleId: null } }, false, noDefaults));
    expect([cleared.detail.scheduleId, cleared.detail.timeRoundingId]).toEqual([null, 'rounding-1']);
    expect(() => decideChangeCompanyDetails(state, { code: 'KAURI', detail: { ...form, scheduleId: 'gone' } }, false, { scheduleExists: false, roundingRuleExists: null })).toThrow('The chosen schedule does not exist.');
    expect(() => decideChangeCompanyDetails(state, { code: 'KAURI', detail: { ...form, timeRoundingId: 'gone' } }, false, { scheduleExists: null, roundingRuleExists: false })).toThrow('The chosen rounding rule does not exist.');
  });

  it('changes the trading name and code, and refuses a code another company holds', () => {
    const state = registered();
    const detail = { ...state.detail, tradingName: 'Kauri Fresh' };
    const next = apply(state, decideChangeCompanyDetails(state, { code: 'KF', detail }, false, noDefaults));
    expect([next.name, next.code]).toEqual(['Kauri Fresh', 'KF']);
    expect(() => decideChangeCompanyDetails(state, { code: 'KF', detail }, true, noDefaults)).toThrow('Warning: Code is exist.');
  });

  it('checks every leave notification address and the spec thresholds', () => {
    const state = registered();
    expect(() => decideChangeCompanyDetails(state, { code: 'KAURI', detail: { ...state.detail, leaveNtReceivers: ['pay@kauri.nz', 'nobody'] } }, false, noDefaults)).toThrow('Invalid Email');
    expect(() => decideChangeCompanyDetails(state, { code: 'KAURI', detail: { ...state.detail, exceptionThreshold: 20 } }, false, noDefaults)).toThrow('0, 10, 15, 30, 45, 60');
  });
});

describe('structure levels', () => {
  it('renames levels, falls back to the level name when blank, and never switches Position off', () => {
    const state = registered();
    const input = state.levels.map((l) => ({ id: l.id, labelName: l.level === Level.Branch ? 'Region' : '  ', timeZone: '', isActive: false }));
    const next = apply(state, decideChangeLevels(state, input));
    expect(next.levels.map((l) => [l.labelName, l.isActive])).toEqual([
      ['Division', false],
      ['Region', false],
      ['Department', false],
      ['Position', true],
    ]);
  });

  it('refuses unknown or repeated levels', () => {
    const state = registered();
    expect(() => decideChangeLevels(state, [{ id: 'Team', labelName: 'x', timeZone: '', isActive: true }])).toThrow('each once');
    const division = { id: Level.Division, labelName: 'x', timeZone: '', isActive: true };
    expect(() => decideChangeLevels(state, [division, division])).toThrow('each once');
  });

  it('is idempotent: saving what was just saved records nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ labelName: fc.string({ maxLength: 12 }), isActive: fc.boolean() }), { minLength: 4, maxLength: 4 }), (rows) => {
        const state = registered();
        const input = state.levels.map((l, i) => ({ id: l.id, labelName: rows[i].labelName, timeZone: '', isActive: rows[i].isActive }));
        const once = apply(state, decideChangeLevels(state, input));
        expect(decideChangeLevels(once, input)).toEqual([]);
      }),
    );
  });
});
