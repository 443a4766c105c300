import type { EmployeeSaveCode, EmployeeStatusCode } from '@timekeep/contracts';

/**
 * A refusal. `code` is one of the spec's message codes (answered as 200 {message}, docs/decisions/0010)
 * or 'invalid' for a malformed form (a 400 with `message`), 'notFound' for a missing record.
 */
export class PeopleError extends Error {
  constructor(
    readonly code: EmployeeSaveCode | EmployeeStatusCode | 'invalid' | 'notFound',
    message: string = code,
  ) {
    super(message);
    this.name = 'PeopleError';
  }
}
