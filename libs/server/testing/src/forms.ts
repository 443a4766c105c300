import type { JobDto, UserDetail } from '@timekeep/contracts';

/**
 * What a form sends back of a record it loaded: the console's forms send their fields, not the
 * reply, and a write refuses a field it does not declare (docs/decisions/0052).
 */
export function userFormOf({ userStatus: _status, employeeId: _employeeId, employee: _employee, hasPin: _hasPin, ...fields }: UserDetail) {
  return fields;
}

/** A listed job as the job form sends it: without the external reference that the sync or import keeps. */
export function jobFormOf({ externalJobType: _type, externalJobId: _id, ...fields }: JobDto) {
  return fields;
}
