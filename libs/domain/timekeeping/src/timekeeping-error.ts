import { Refusal, RefusalKind } from '@timekeep/domain-kernel';

/** The timesheet's refusals: the spec's codes (hasExistPunchRecord, the pay card's, closedPeriod), or a sentence. */
export class TimekeepingError extends Refusal {
  constructor(
    readonly code: 'invalid' | 'notFound' | 'forbidden' | 'hasExistPunchRecord' | 'closedPeriod' | 'noEmployee' | 'repeatcode' | 'repeatProject' | 'fileWithoutProject' | 'WrongFileFormat' | 'autoPair',
    message: string = code,
  ) {
    super(message);
    this.name = 'TimekeepingError';
  }

  get kind(): RefusalKind {
    return this.code === 'invalid' || this.code === 'notFound' || this.code === 'forbidden' ? this.code : 'code';
  }

  override get answer(): string {
    return this.kind === 'code' ? this.code : this.message;
  }
}
