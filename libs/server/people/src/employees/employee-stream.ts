import { evolveEmployee, initialEmployeeState, PeopleError } from '@timekeep/domain-people';
import { ConcurrencyError } from '@timekeep/event-store';
import { isEmailClash } from '@timekeep/server-identity';
import { StaleForm } from '@timekeep/domain-kernel';

export const employeeFold = { initial: initialEmployeeState, evolve: evolveEmployee };
export const EMPLOYEE_CONFLICT = 'This employee was changed by someone else. Reload it and try again.';

/** A race lost at commit: to another edit of the same person (409), or to a save taking the same email, clock ID or pay ID. */
export function settlePeopleRace(error: unknown): never {
  if (error instanceof ConcurrencyError) throw new StaleForm(EMPLOYEE_CONFLICT);
  if (isEmailClash(error)) throw new PeopleError('userEmailExit');
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23505' && constraint === 'employee_active_clock_id') throw new PeopleError('employeeNumerExit');
  if (code === '23505' && constraint === 'employee_pay_id') throw new PeopleError('employeePayIdExit');
  throw error;
}
