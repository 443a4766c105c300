import { APPROVER_TEXTS, EmployeeSaveFacts, refuseEmployeeSave } from './employee-save';
import { PeopleError } from './people-error';

const allFine: EmployeeSaveFacts = {
  departmentReachable: true,
  payGroupExists: true,
  roundingRuleExists: null,
  sitesExist: true,
  skillsExist: true,
  scheduleExists: null,
  payOnFinishDayConflict: false,
  clockIdTaken: false,
  payIdTaken: false,
  approver: null,
  licencesInUse: { activeOthers: 4, appOthers: 1 },
};
const limits = { sumLicense: 5, sumAppLicense: 2 };

function refusal(facts: Partial<EmployeeSaveFacts>, { active = true, app = false } = {}): { code: string; message: string; details: Record<string, unknown> } | null {
  try {
    refuseEmployeeSave({ statusApp: app }, active, { ...allFine, ...facts }, limits);
    return null;
  } catch (error) {
    if (!(error instanceof PeopleError)) throw error;
    return { code: error.code, message: error.message, details: error.details };
  }
}

describe('refuseEmployeeSave', () => {
  it('lets a save through when every record it names is the company’s and a licence is free', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ roundingRuleExists: true, scheduleExists: true })).toBeNull();
  });

  it('answers each missing record with the spec’s code or a sentence naming it', () => {
    expect(refusal({ departmentReachable: false })?.code).toBe('noDepartment');
    expect(refusal({ payGroupExists: false })?.code).toBe('noPaygroup');
    expect(refusal({ roundingRuleExists: false })?.message).toBe('The rounding rule does not exist.');
    expect(refusal({ sitesExist: false })?.message).toBe('A chosen site does not exist.');
    expect(refusal({ skillsExist: false })?.message).toBe('A chosen skill does not exist.');
    expect(refusal({ scheduleExists: false })?.message).toBe('The schedule does not exist.');
  });

  it('takes a Time/Leave Approval who is an active user of the company, never another or the employee', () => {
    expect(refusal({ approver: 'ok' })).toBeNull();
    expect(refusal({ approver: 'unknown' })).toEqual({ code: 'invalid', message: APPROVER_TEXTS.unknown, details: {} });
    expect(refusal({ approver: 'self' })?.message).toBe(APPROVER_TEXTS.self);
  });

  it('refuses an overnight schedule for a pay-on-finish-day group, saying it comes from the template', () => {
    expect(refusal({ scheduleExists: true, payOnFinishDayConflict: true })).toEqual({ code: 'payOnFinishDayConflicts', message: 'payOnFinishDayConflicts', details: { hasCrossMidnightTs: true } });
  });

  it('refuses a taken Clock ID only for an active employee, and a taken Pay ID always', () => {
    expect(refusal({ clockIdTaken: true })?.code).toBe('employeeNumerExit');
    expect(refusal({ clockIdTaken: true }, { active: false })).toBeNull();
    expect(refusal({ payIdTaken: true }, { active: false })?.code).toBe('employeePayIdExit');
  });

  it('refuses the licence past the company’s limit, the app licence only with the app', () => {
    expect(refusal({ licencesInUse: { activeOthers: 5, appOthers: 0 } })?.code).toBe('licenses');
    expect(refusal({ licencesInUse: { activeOthers: 1, appOthers: 2 } }, { app: true })?.code).toBe('licensesApp');
    expect(refusal({ licencesInUse: { activeOthers: 1, appOthers: 2 } })).toBeNull();
    expect(refusal({ licencesInUse: null })).toBeNull();
  });

  it('answers the first problem in the order the form’s fields stand', () => {
    expect(refusal({ payGroupExists: false, departmentReachable: false, payIdTaken: true })?.code).toBe('noDepartment');
    expect(refusal({ payIdTaken: true, clockIdTaken: true })?.code).toBe('employeeNumerExit');
  });
});
