import { type EmployeeEvent, type EmployeeState, evolveEmployee, initialEmployeeState, PeopleError } from '@timekeep/domain-people';
import { ManagementScope } from '@timekeep/server-organisation';
import { CommandContext, Streams } from '@timekeep/server-platform';
import { employeeStreamId, mustReach } from './employee-facts';
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

/**
 * One decision on an employee's stream, as her own sections (employment types, working days) are
 * saved: her stream loaded in one transaction, her department within reach, the form's version
 * checked, what `decide` returns appended; a race settled as every employee write settles it.
 */
export async function changeEmployee(
  streams: Streams,
  scope: ManagementScope,
  context: CommandContext,
  employeeId: string,
  formVersion: number | undefined,
  decide: (state: EmployeeState) => EmployeeEvent[],
): Promise<void> {
  try {
    await streams.transaction(async (tx) => {
      const { state, version } = await streams.load(tx, context, employeeStreamId(employeeId), employeeFold);
      if (state.record) await mustReach(scope, context, state.record.departmentId);
      if (formVersion !== undefined && formVersion !== version) throw new StaleForm(EMPLOYEE_CONFLICT);
      const events = decide(state);
      if (events.length) await streams.append(tx, context, { id: employeeStreamId(employeeId), type: 'employee', expected: version }, events);
    });
  } catch (error) {
    settlePeopleRace(error);
  }
}
