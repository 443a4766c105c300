import { Refusal, RefusalKind } from '@timekeep/domain-kernel';
import type { LeaveCode } from '@timekeep/contracts';

type Code = LeaveCode | 'notEnough' | 'negative' | 'closedPeriod';

/**
 * A leave refusal: the spec's codes (document 2 §8) answered as `message` with the day or type they
 * name (`date`, `type`), or a malformed form, a record out of reach, an action not allowed.
 */
export class LeaveError extends Refusal {
  constructor(
    readonly code: Code | 'invalid' | 'notFound' | 'forbidden',
    message: string = code,
    private readonly extra: { date?: string; type?: string } = {},
  ) {
    super(message);
    this.name = 'LeaveError';
  }

  get kind(): RefusalKind {
    return this.code === 'invalid' || this.code === 'notFound' || this.code === 'forbidden' ? this.code : 'code';
  }

  override get reply(): Record<string, unknown> {
    return { ...this.extra };
  }

  override get answer(): string {
    return this.kind === 'code' ? this.code : this.message;
  }
}
