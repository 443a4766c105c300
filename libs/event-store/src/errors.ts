import type { ExpectedVersion } from './types';

/** The stream did not stand at the version the caller expected: reload and decide again. */
export class ConcurrencyError extends Error {
  readonly code = 'concurrency';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | null,
  ) {
    super(`Stream ${streamId} expected at ${String(expected)} but is at ${actual === null ? 'no stream' : actual}`);
    this.name = 'ConcurrencyError';
  }
}

/** A processor's checkpoint moved under it: another instance or a rebuild took over. */
export class CheckpointMovedError extends Error {
  constructor(readonly processor: string) {
    super(`Checkpoint of ${processor} moved by someone else`);
    this.name = 'CheckpointMovedError';
  }
}

export class UnknownProjectionError extends Error {
  constructor(readonly projection: string, readonly known: string[]) {
    super(`Unknown projection '${projection}'. Known: ${known.join(', ') || 'none'}`);
    this.name = 'UnknownProjectionError';
  }
}
