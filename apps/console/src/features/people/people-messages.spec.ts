import { EMPLOYEE_SAVE_CODES, EMPLOYEE_STATUS_CODES } from '@timekeep/contracts';
import { saveWarning, statusWarning } from './people-messages';

/** Document 1 §8, word for word. */
const CAPACITY = 'Warning: This will exceed your employee license capacity, please contact us to have your employee license capacity increased.';
const SAVE_TEXTS: Record<string, string> = {
  userEmailExit: 'Warning: Email is exist.',
  employeeNumerExit: 'Warning: Employee ClockId is exist.',
  employeePayIdExit: 'Warning: Pay ID exists already. Please use a different one.',
  noCompany: 'Warning: The company does not exist.',
  noDepartment: 'Warning: The department does not exist.',
  noPaygroup: 'Warning: The pay group does not exist.',
  licenses: CAPACITY,
  licensesApp: CAPACITY,
};

describe('what a people save or status change shows', () => {
  it.each(Object.entries(SAVE_TEXTS))('the employee form shows %s as the spec text', (code, text) => {
    expect(saveWarning(code, 'employee')).toBe(text);
  });

  it('covers every save code', () => {
    expect(EMPLOYEE_SAVE_CODES.filter((c) => !(c in SAVE_TEXTS) && saveWarning(c, 'employee') === c)).toEqual([]);
  });

  it("the user form says 'licenses' its own way, and the others as the employee form does", () => {
    expect(saveWarning('licenses', 'user')).toBe('Warning: The employee Upper bound.');
    expect(saveWarning('userEmailExit', 'user')).toBe(SAVE_TEXTS.userEmailExit);
    expect(saveWarning('employeeNumerExit', 'user')).toBe(SAVE_TEXTS.employeeNumerExit);
  });

  it('the status change shows its three codes as the spec texts', () => {
    expect(EMPLOYEE_STATUS_CODES.map(statusWarning)).toEqual([
      CAPACITY,
      'error: Please update employee profile and assign a department to this employee before you change the status to Active.',
      'Warning: Clock ID is being used by another employee.',
    ]);
  });

  it('shows any other message as it is', () => {
    expect(saveWarning('Something the server explained.', 'employee')).toBe('Something the server explained.');
  });
});
