import type { EmployeeSaveCode, EmployeeStatusCode } from '@timekeep/contracts';

/**
 * A refusal. `code` is one of the spec's message codes (answered as 200 {message}, docs/decisions/0010)
 * or 'invalid' for a malformed form (a 400 with `message`), 'notFound' for a missing record.
 * `details` are answered beside the code (payOnFinishDayConflicts' hasCrossMidnightTs).
 */
export class PeopleError extends Error {
  constructor(
    readonly code: EmployeeSaveCode | EmployeeStatusCode | 'timeclash' | 'nextDay' | 'invalid' | 'notFound',
    message: string = code,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'PeopleError';
  }
}
