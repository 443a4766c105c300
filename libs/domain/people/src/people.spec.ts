import fc from 'fast-check';
import { EmployeeRecord, EventType, NEW_EMPLOYEE, payrollIdRules, PEOPLE_TEXTS, REQUIRED_TEXT } from '@timekeep/contracts';
import { checkEmployee, checkPin, EmployeeFormRules } from './employee-form';
import { decideChangeEmployeeStatus, decideSaveEmployee, evolveEmployee, initialEmployeeState } from './employee';
import { EMPLOYEE_RECORD_VERSION, onTheDashboard } from './employee.events';
import { licenceProblem } from './licences';

const RULES: EmployeeFormRules = { useTimeClock: true, mobileApp: true, greenTree: false, ids: payrollIdRules(null, '25'), mayEditPayRate: true, mayChooseApprover: true, dateWindow: { earliest: '1956-01-01', latest: '2028-01-01' } };
const FORM = { firstName: ' Aroha ', lastName: 'Ngata', departmentId: 'd1', paygroupId: 'g1', hireOnDateValue: '2026-01-05', clockId: 100, payId: 'P-1' };
const record = (extra: Partial<EmployeeRecord> = {}): EmployeeRecord => ({ ...checkEmployee(FORM, RULES, null), ...extra });
const invalid = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('the employee form', () => {
  it('takes the spec defaults: Export to Payroll on, no mobile app, names trimmed', () => {
    expect(record()).toMatchObject({ firstName: 'Aroha', isExport: true, statusApp: false, clockId: 100, transferPositions: [] });
  });

  it('requires the clock ID only with a time clock, within 0 to 999999999', () => {
    expect(invalid(() => checkEmployee({ ...FORM, clockId: null }, RULES, null))).toBe(REQUIRED_TEXT);
    expect(checkEmployee({ ...FORM, clockId: null }, { ...RULES, useTimeClock: false }, null).clockId).toBeNull();
    expect(invalid(() => checkEmployee({ ...FORM, clockId: 1_000_000_000 }, RULES, null))).toMatch(/0 to 999999999/);
    expect(invalid(() => checkEmployee({ ...FORM, clockId: 1.5 }, RULES, null))).toMatch(/whole number/);
  });

  it('asks for the payroll identifiers the integration needs', () => {
    // Xero API payroll: the pay ID is optional and the Xero id read-only.
    expect(checkEmployee({ ...FORM, payId: null }, { ...RULES, ids: payrollIdRules('01', '21') }, null).payId).toBeNull();
    // WorkflowMax: the WorkflowMax id is required, the pay ID optional.
    expect(invalid(() => checkEmployee({ ...FORM, payId: null }, { ...RULES, ids: payrollIdRules('04', '25') }, null))).toBe(REQUIRED_TEXT);
    // MYOB Advanced: an external id is required.
    expect(invalid(() => checkEmployee(FORM, { ...RULES, ids: payrollIdRules('05', '25') }, null))).toBe(REQUIRED_TEXT);
    expect(checkEmployee({ ...FORM, externalId: 'X-9' }, { ...RULES, ids: payrollIdRules('05', '25') }, null).externalId).toBe('X-9');
  });

  it('keeps the stored pay rate for someone without the payRate permission, and hidden fields as stored', () => {
    const stored = record({ payRate: 30, externalId: 'KEEP' });
    const edited = checkEmployee({ ...FORM, payRate: 99, externalId: 'NEW' }, { ...RULES, mayEditPayRate: false }, stored);
    expect(edited.payRate).toBe(30);
    expect(edited.externalId).toBe('KEEP');
  });

  it("keeps the stored approver when a Supervisor saves (spec §6)", () => {
    const stored = record({ reportTo: 'u-approver' });
    expect(checkEmployee({ ...FORM, reportTo: 'u-self' }, { ...RULES, mayChooseApprover: false }, stored).reportTo).toBe('u-approver');
    expect(checkEmployee({ ...FORM, reportTo: 'u-other' }, RULES, stored).reportTo).toBe('u-other');
  });

  it('puts a new employee on the dashboard unless the box is unticked, with or without the mobile app (ADR 0061)', () => {
    expect(record().showonDashboard).toBe(true);
    expect(checkEmployee({ ...FORM, showonDashboard: false }, RULES, null).showonDashboard).toBe(false);
    // Without the mobile app the form has no Mobile section: new ones are on the board, stored ones keep theirs.
    expect(checkEmployee({ ...FORM, showonDashboard: false }, { ...RULES, mobileApp: false }, null).showonDashboard).toBe(true);
    expect(checkEmployee(FORM, { ...RULES, mobileApp: false }, record({ showonDashboard: false })).showonDashboard).toBe(false);
  });

  it('records the whole record at version 2, and reads a version 1 record as on the dashboard, whatever its unread tick said', () => {
    const [hired] = decideSaveEmployee(initialEmployeeState, 'e1', record({ showonDashboard: false }), null);
    expect(hired).toMatchObject({ type: EventType.EmployeeHired, v: EMPLOYEE_RECORD_VERSION, data: { record: { showonDashboard: false } } });
    expect(EMPLOYEE_RECORD_VERSION).toBe(2);
    const old = { employeeId: 'e1', record: record({ showonDashboard: false, firstName: 'Old' }) };
    expect(onTheDashboard(old)).toEqual({ employeeId: 'e1', record: { ...old.record, showonDashboard: true } });
  });

  it('refuses a terminate date before the hire date and a PIN that is not four digits', () => {
    expect(invalid(() => checkEmployee({ ...FORM, terminateDateValue: '2025-12-31' }, RULES, null))).toMatch(/before the hire date/);
    expect(invalid(() => checkPin('12a4'))).toBe(PEOPLE_TEXTS.pinDigits);
    expect(checkPin('0420')).toBe('0420');
  });
});

describe('saving and changing status', () => {
  const hired = evolveEmployee(initialEmployeeState, decideSaveEmployee(initialEmployeeState, 'e1', record(), null)[0]);
  const hiredRecord = hired.record as EmployeeRecord;

  it('hires Active, then names pay rate, department and pay group changes apart from the rest', () => {
    expect(hired.status).toBe('Active');
    const events = decideSaveEmployee(hired, 'e1', { ...hiredRecord, payRate: 31, departmentId: 'd2', title: 'Lead' }, null);
    expect(events.map((e) => e.type)).toEqual([EventType.PayRateChanged, EventType.DepartmentMoved, EventType.EmployeeDetailsChanged]);
    expect(decideSaveEmployee(hired, 'e1', hiredRecord, null)).toEqual([]);
  });

  it('checks department, clock ID and licences only when activating, in that order', () => {
    const inactive = evolveEmployee(hired, decideChangeEmployeeStatus(hired, 'Inactive', ' left ', { departmentExists: true, clockIdTaken: false, overLicence: false })[0]);
    expect(inactive.status).toBe('Inactive');
    const facts = { departmentExists: false, clockIdTaken: true, overLicence: true };
    expect(invalid(() => decideChangeEmployeeStatus(inactive, 'Active', null, facts))).toBe('noDepartment');
    expect(invalid(() => decideChangeEmployeeStatus(inactive, 'Active', null, { ...facts, departmentExists: true }))).toBe('employeeClockIdExit');
    expect(invalid(() => decideChangeEmployeeStatus(inactive, 'Active', null, { ...facts, departmentExists: true, clockIdTaken: false }))).toBe('licenses');
    // Leaving needs none of it.
    expect(decideChangeEmployeeStatus(hired, 'Terminated', 'Moved', facts)[0].data).toEqual({ employeeId: 'e1', from: 'Active', to: 'Terminated', reason: 'Moved' });
  });

  it('folding the events of any sequence of saves gives the last record saved', () => {
    const edits = fc.array(fc.record({ payRate: fc.option(fc.integer({ min: 0, max: 100 })), departmentId: fc.constantFrom('d1', 'd2', 'd3'), title: fc.option(fc.string()) }), { maxLength: 8 });
    fc.assert(
      fc.property(edits, (changes) => {
        let state = hired;
        let last = hiredRecord;
        for (const change of changes) {
          last = { ...last, ...change };
          state = decideSaveEmployee(state, 'e1', last, null).reduce(evolveEmployee, state);
        }
        expect(state.record).toEqual(last);
      }),
    );
  });
});

describe('licences', () => {
  it('count Active employees, and app licences for those with the mobile app', () => {
    expect(licenceProblem({ activeOthers: 9, appOthers: 0 }, { sumLicense: 10, sumAppLicense: 1 }, { active: true, app: false })).toBeNull();
    expect(licenceProblem({ activeOthers: 10, appOthers: 0 }, { sumLicense: 10, sumAppLicense: 1 }, { active: true, app: false })).toBe('licenses');
    expect(licenceProblem({ activeOthers: 1, appOthers: 1 }, { sumLicense: 10, sumAppLicense: 1 }, { active: true, app: true })).toBe('licensesApp');
    expect(licenceProblem({ activeOthers: 10, appOthers: 1 }, { sumLicense: 10, sumAppLicense: 1 }, { active: false, app: true })).toBeNull();
  });

  it('admit exactly as many Active employees as licensed, one at a time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 80 }), (licensed, applicants) => {
        let active = 0;
        for (let i = 0; i < applicants; i++) if (!licenceProblem({ activeOthers: active, appOthers: 0 }, { sumLicense: licensed, sumAppLicense: 0 }, { active: true, app: false })) active++;
        expect(active).toBe(Math.min(licensed, applicants));
      }),
    );
  });
});

it('a new employee record has every field of the form', () => {
  expect(Object.keys(record()).sort()).toEqual([...Object.keys(NEW_EMPLOYEE), 'firstName', 'lastName', 'departmentId', 'paygroupId', 'hireOnDateValue'].sort());
});
