import type { EmployeeSaveCode, EmployeeStatusCode } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';

/**
 * A refusal. `code` is one of the spec's message codes (answered as 200 {message}, docs/decisions/0010)
 * or 'invalid' for a malformed form (a 400 with `message`), 'notFound' for a missing record.
 * `details` are answered beside the code (payOnFinishDayConflicts' hasCrossMidnightTs).
 */
export class PeopleError extends Refusal {
  constructor(
    readonly code: EmployeeSaveCode | EmployeeStatusCode | 'timeclash' | 'nextDay' | 'invalid' | 'notFound',
    message: string = code,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'PeopleError';
  }

  get kind(): RefusalKind {
    return this.code === 'invalid' || this.code === 'notFound' ? this.code : 'code';
  }

  override get reply(): Record<string, unknown> {
    return this.details;
  }

  override get answer(): string {
    return this.kind === 'code' ? this.code : this.message;
  }
}
