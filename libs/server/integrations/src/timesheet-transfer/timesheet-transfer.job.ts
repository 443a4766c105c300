import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobKind, SyncStatus, SyncType } from '@timekeep/contracts';
import { JobContext, JobHandler, requesterContext, Streams, SyncLog } from '@timekeep/server-platform';
import { TimesheetTransferAdapter, TRANSFER_ADAPTERS, TransferFault, TransferOutcome } from './transfer-adapter';

/** The job's result: the outcome the Sync Results row says, and the reply the transfer form shows. */
export interface TimesheetTransferResult {
  status: SyncStatus;
  message: string;
  result: unknown;
}

/**
 * A send in the worker: the company's adapter does it and the outcome is written to the Sync
 * Results. A third party's fault ends the run as an Error outcome rather than a retry: only the
 * adapter knows what is safe to repeat (it retries where it is, and its SentLedger makes a new
 * send skip what was booked). A crash mid-send is redelivered and the ledger skips what was sent.
 */
@Injectable()
export class TimesheetTransferJob implements JobHandler<typeof JobKind.TimesheetTransfer, TimesheetTransferResult> {
  readonly kind = JobKind.TimesheetTransfer;
  private readonly logger = new Logger(TimesheetTransferJob.name);
  private readonly byType = new Map<string, TimesheetTransferAdapter>();

  constructor(
    @Inject(TRANSFER_ADAPTERS) adapters: TimesheetTransferAdapter[],
    private readonly streams: Streams,
    private readonly syncLog: SyncLog,
  ) {
    for (const adapter of adapters) for (const type of adapter.types) this.byType.set(type, adapter);
  }

  async run(job: JobContext<typeof JobKind.TimesheetTransfer>): Promise<TimesheetTransferResult> {
    const { type, request, requester } = job.payload;
    const adapter = this.byType.get(type);
    if (!adapter) throw new Error(`No timesheet transfer adapter for integration ${type}`);
    const context = { ...requesterContext(job, requester), source: 'job' as const };
    let outcome: TransferOutcome;
    try {
      outcome = await adapter.send({ runId: job.runId, companyId: job.companyId, context, attempt: job.attempt, progress: (p, t) => job.progress(p, t) }, request);
    } catch (error) {
      if (!(error instanceof TransferFault)) {
        // Not the third party's: recorded for the administrator as well as thrown for the run's error.
        this.logger.error({ runId: job.runId, err: error }, 'timesheet transfer failed');
      }
      const message = error instanceof TransferFault ? error.message : `The send to ${adapter.name} stopped on an error of ours; what was sent before it is kept. Try again, or contact support.`;
      outcome = { status: 'Error', message, result: { success: false, errorMessage: message, ...(error instanceof TransferFault && error.partial ? { partial: error.partial } : {}) } };
    }
    await this.streams.transaction((tx) =>
      this.syncLog.record(tx.manager, {
        companyId: job.companyId,
        type: outcome.syncType ?? SyncType.TimesheetTransfer,
        status: outcome.status,
        message: outcome.message,
        integration: adapter.name,
        detail: outcome.detail,
        jobRunId: job.runId,
        actorId: job.requestedBy,
      }),
    );
    return { status: outcome.status, message: outcome.message, result: outcome.result };
  }
}
