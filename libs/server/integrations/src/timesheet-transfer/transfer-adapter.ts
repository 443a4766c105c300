import type { SyncStatus, SyncType, ThirdPartyTypeId } from '@timekeep/contracts';
import { Refusal, RefusalKind } from '@timekeep/domain-kernel';
import type { CommandContext } from '@timekeep/server-platform';

/** One send as its adapter sees it: who asked (their rights bound what is read), the run, its progress. */
export interface TransferRun {
  runId: string;
  companyId: string;
  /** The requester's context: their principal for the scope, the run's id as correlation. */
  context: CommandContext;
  attempt: number;
  progress(processed: number, total: number | null): Promise<void>;
}

/** How a send ended: the Sync Results row's status and sentence, and the reply the console shows (the spec's shape). */
export interface TransferOutcome {
  status: SyncStatus;
  message: string;
  result: unknown;
  /** The Sync Results row's type: a timesheet transfer unless the adapter says (Xero's pay run is a Payroll Transfer). */
  syncType?: SyncType;
  /** Kept on the Sync Results row for support (who was sent, what was refused). Never secrets. */
  detail?: unknown;
}

/**
 * One third-party system's timesheet transfer (the port every integration implements). `parse`
 * checks the form on the request, so a bad one is answered before anything is queued; `send`
 * runs in the worker, reads what it sends with the requester's rights, records each accepted
 * batch in the SentLedger before the next call, and ends in an outcome. A third party's fault
 * (timeout, refusal, an answer it cannot read) is a TransferFault with a sentence naming it.
 */
export interface TimesheetTransferAdapter<R = unknown> {
  readonly types: readonly ThirdPartyTypeId[];
  /** The integration's name in sentences and the Sync Results ('MYOB Advanced', 'Xero', ...). */
  readonly name: string;
  parse(payload: unknown): R;
  send(run: TransferRun, request: R): Promise<TransferOutcome>;
}

export const TRANSFER_ADAPTERS = Symbol('TRANSFER_ADAPTERS');

/** A third party failed the exchange; the message is the sentence the administrator reads. */
export class TransferFault extends Error {
  constructor(
    message: string,
    /** What had been sent before it failed, for the result. */
    readonly partial?: unknown,
  ) {
    super(message);
    this.name = 'TransferFault';
  }
}

/** A send refused on the request: another integration's, or a form that does not hold. */
export class TransferRefusal extends Refusal {
  constructor(
    message: string,
    private readonly how: RefusalKind = 'invalid',
  ) {
    super(message);
  }

  get kind(): RefusalKind {
    return this.how;
  }
}
