import { INTEGRATOR_PUNCH_TEXTS } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';

/** The timesheet's refusals: the spec's codes (hasExistPunchRecord, the pay card's, closedPeriod), or a sentence. */
export class TimekeepingError extends Refusal {
  constructor(
    readonly code: 'invalid' | 'notFound' | 'forbidden' | 'hasExistPunchRecord' | 'closedPeriod' | 'noEmployee' | 'repeatcode' | 'repeatProject' | 'fileWithoutProject' | 'WrongFileFormat',
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

/**
 * A punch an OAuth client sent that the timesheet's state refuses (a closed pay period, a punch at
 * that minute already): 409 with the code in `code` and a sentence in `message` (ADR 0054). The
 * console's calls keep the spec's 200 with the code in `message` (ADR 0010); an integrator's HTTP
 * client treats a 200 as done, so it is told otherwise by the status.
 */
export class IntegratorConflict extends Refusal {
  constructor(readonly code: string) {
    super(INTEGRATOR_PUNCH_TEXTS[code as keyof typeof INTEGRATOR_PUNCH_TEXTS] ?? `The punch was not recorded (${code}).`);
    this.name = 'IntegratorConflict';
  }

  get kind(): RefusalKind {
    return 'conflict';
  }

  override get reply(): Record<string, unknown> {
    return { code: this.code };
  }
}

/** The same refusal as an integrator is told it: a spec code becomes a 409; a sentence (400, 404, 403) stays as it is. */
export const forIntegrator = (refusal: unknown): unknown => (refusal instanceof TimekeepingError && refusal.kind === 'code' ? new IntegratorConflict(refusal.code) : refusal);

