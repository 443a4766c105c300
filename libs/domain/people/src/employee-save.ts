import type { EmployeeRecord } from '@timekeep/contracts';
import { LicenceCounts, LicenceLimits, licenceProblem } from './licences';
import { PeopleError } from './people-error';

export const APPROVER_TEXTS = {
  unknown: 'The Time/Leave Approval must be an active user of the company.',
  self: 'An employee cannot be their own Time/Leave Approval.',
} as const;

/**
 * What a save of the employee form looked up about the records it names, each within the company
 * (and the department within the principal's reach). The handler gathers them; the rules below decide.
 */
export interface EmployeeSaveFacts {
  /** The department exists, is active, and the principal may see it. */
  departmentReachable: boolean;
  payGroupExists: boolean;
  /** null when the form names no rounding rule. */
  roundingRuleExists: boolean | null;
  sitesExist: boolean;
  skillsExist: boolean;
  /** null when the form names no schedule. */
  scheduleExists: boolean | null;
  /** The pay group pays on the finish day while the schedule has a shift across midnight. */
  payOnFinishDayConflict: boolean;
  /** Another active employee of the company has the Clock ID. */
  clockIdTaken: boolean;
  /** Another employee of the company has the Pay ID. */
  payIdTaken: boolean;
  /**
   * The Time/Leave Approval (reportTo) the form changes to: 'ok' an active user of the company,
   * 'self' the employee's own account, 'unknown' anything else; null when the form keeps it or clears it.
   */
  approver: 'ok' | 'self' | 'unknown' | null;
  /** Licences in use by the others, counted under a lock; null when the save takes no new licence. */
  licencesInUse: LicenceCounts | null;
}

/**
 * Refuses an employee save the company's records do not allow, with the spec's codes (document 1
 * §8) in the order the form's fields stand: department, pay group, rounding, sites, skills,
 * schedule, Clock ID, Pay ID, then licences.
 */
export function refuseEmployeeSave(record: Pick<EmployeeRecord, 'statusApp'>, active: boolean, facts: EmployeeSaveFacts, licences: LicenceLimits): void {
  if (!facts.departmentReachable) throw new PeopleError('noDepartment');
  if (!facts.payGroupExists) throw new PeopleError('noPaygroup');
  if (facts.roundingRuleExists === false) throw new PeopleError('invalid', 'The rounding rule does not exist.');
  if (!facts.sitesExist) throw new PeopleError('invalid', 'A chosen site does not exist.');
  if (!facts.skillsExist) throw new PeopleError('invalid', 'A chosen skill does not exist.');
  if (facts.scheduleExists === false) throw new PeopleError('invalid', 'The schedule does not exist.');
  // The Report To sees and approves the employee's leave (ADR 0032): only a person of the company who can sign in, never the employee.
  if (facts.approver === 'unknown') throw new PeopleError('invalid', APPROVER_TEXTS.unknown);
  if (facts.approver === 'self') throw new PeopleError('invalid', APPROVER_TEXTS.self);
  if (facts.payOnFinishDayConflict) throw new PeopleError('payOnFinishDayConflicts', undefined, { hasCrossMidnightTs: true });
  if (active && facts.clockIdTaken) throw new PeopleError('employeeNumerExit');
  if (facts.payIdTaken) throw new PeopleError('employeePayIdExit');
  if (active && facts.licencesInUse) {
    const problem = licenceProblem(facts.licencesInUse, licences, { active, app: record.statusApp });
    if (problem) throw new PeopleError(problem);
  }
}
