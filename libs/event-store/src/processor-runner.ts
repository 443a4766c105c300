import type { Pool, PoolClient } from 'pg';
import { compareAndSetCheckpoint, ensureCheckpoint, loadCheckpoint, resetCheckpoint } from './checkpoints';
import { CheckpointMovedError } from './errors';
import { Processor, Projection, resetOf } from './projection';
import { readAll } from './read';
import type { SqlClient, TransactionFactory } from './sql-client';
import { LOG_START, type LogPosition } from './types';
import type { UpcasterRegistry } from './upcasting';

export interface ProcessorRunnerOptions {
  owner: string;
  batchSize?: number;
  idleMs?: number;
  maxBackoffMs?: number;
  upcasters?: UpcasterRegistry;
  log?: { info(msg: string): void; error(msg: string, error: unknown): void };
}

/**
 * Feeds one processor from the log. One live instance per processor across all workers: the
 * runner works only while it holds the processor's advisory lock on a dedicated connection
 * (released by Postgres if the process dies). Each batch, its effects and the checkpoint move
 * commit together, and the checkpoint moves by compare-and-set, so a crash mid-batch or a
 * competing writer leaves no event lost or applied twice.
 */
export class ProcessorRunner<Tx extends { sql: SqlClient }> {
  private lockClient: PoolClient | null = null;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly transactions: TransactionFactory<Tx>,
    private readonly processor: Processor<Tx> | Projection<Tx>,
    private readonly options: ProcessorRunnerOptions,
  ) {}

  get name(): string {
    return this.processor.name;
  }

  get isLeader(): boolean {
    return this.lockClient !== null;
  }

  /** Tries once to become the live instance. */
  async tryAcquire(): Promise<boolean> {
    if (this.lockClient) return true;
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>(
        `SELECT pg_try_advisory_lock(hashtextextended('tk-processor:' || $1, 0)) AS ok`,
        [this.processor.name],
      );
      if (!rows[0].ok) {
        client.release();
        return false;
      }
    } catch (error) {
      client.release(true);
      throw error;
    }
    client.on('error', () => void this.dropLock(true));
    this.lockClient = client;
    await ensureCheckpoint(client, this.processor.name);
    await client.query('UPDATE processor_checkpoints SET owner = $2, heartbeat_at = now() WHERE name = $1', [
      this.processor.name,
      this.options.owner,
    ]);
    await this.applyVersionChange();
    return true;
  }

  /** Processes one batch; returns how many events it handled (0 when caught up). */
  async processBatch(): Promise<number> {
    if (!this.lockClient) throw new Error(`${this.processor.name}: not the live instance`);
    return this.transactions.transaction(async (tx) => {
      const checkpoint = await loadCheckpoint(tx.sql, this.processor.name);
      const events = await readAll(
        tx.sql,
        checkpoint.position,
        this.options.batchSize ?? 500,
        { settledOnly: true },
        this.options.upcasters,
      );
      if (events.length === 0) return 0;
      await this.processor.handle(events, tx);
      const moved = await compareAndSetCheckpoint(
        tx.sql,
        this.processor.name,
        checkpoint.position,
        events[events.length - 1].position,
      );
      if (!moved) throw new CheckpointMovedError(this.processor.name);
      return events.length;
    });
  }

  /**
   * Processes until every event committed before the call (or up to `target`) is handled. An
   * empty batch alone does not prove that: while a transaction of this database is open, events
   * committed after it began are not settled (not yet readable, ADR 0055), so the runner waits for
   * them rather than stopping early.
   */
  async runUntilCaughtUp(target?: LogPosition): Promise<number> {
    const until = target ?? (await this.lastCommitted());
    let total = 0;
    for (;;) {
      const n = await this.processBatch();
      total += n;
      if (n > 0) continue;
      if (!until || comparePositions((await loadCheckpoint(this.pool, this.processor.name)).position, until) >= 0) return total;
      await new Promise((resolve) => setTimeout(resolve, this.options.idleMs ?? 250));
    }
  }

  private async lastCommitted(): Promise<LogPosition | null> {
    const { rows } = await this.pool.query<{ transaction_id: string; global_position: string }>(
      'SELECT transaction_id::text AS transaction_id, global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
    );
    return rows[0] ? { transactionId: rows[0].transaction_id, globalPosition: String(rows[0].global_position) } : null;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Ends the loop after the batch in hand and gives the lock up. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
    await this.dropLock(false);
  }

  /** Lets an idle runner look for new events now rather than at its next poll. */
  notify(): void {
    this.wake?.();
  }

  private async run(): Promise<void> {
    const idleMs = this.options.idleMs ?? 250;
    const maxBackoff = this.options.maxBackoffMs ?? 30_000;
    let failures = 0;
    let lastBeat = 0;
    while (this.running) {
      try {
        if (!(await this.tryAcquire())) {
          await this.sleep(idleMs * 4);
          continue;
        }
        const handled = await this.processBatch();
        failures = 0;
        if (Date.now() - lastBeat > 5_000) {
          lastBeat = Date.now();
          await this.lockClient?.query('UPDATE processor_checkpoints SET heartbeat_at = now() WHERE name = $1', [
            this.processor.name,
          ]);
        }
        if (handled === 0) await this.sleep(idleMs);
      } catch (error) {
        failures += 1;
        this.options.log?.error(`processor ${this.processor.name} failed (attempt ${failures})`, error);
        await this.sleep(Math.min(maxBackoff, idleMs * 2 ** failures));
      }
    }
  }

  /** A processor whose code version changed starts over: reset its output and its checkpoint. */
  private async applyVersionChange(): Promise<void> {
    const current = await loadCheckpoint(this.lockClient as SqlClient, this.processor.name);
    if (current.processorVersion === this.processor.version) return;
    const reset = resetOf(this.processor);
    await this.transactions.transaction(async (tx) => {
      if (reset) {
        await reset(tx);
        await resetCheckpoint(tx.sql, this.processor.name, LOG_START, this.processor.version);
      } else {
        await resetCheckpoint(tx.sql, this.processor.name, current.position, this.processor.version);
      }
    });
    this.options.log?.info(`processor ${this.processor.name} moved to version ${this.processor.version}`);
  }

  private async dropLock(broken: boolean): Promise<void> {
    const client = this.lockClient;
    this.lockClient = null;
    if (!client) return;
    if (broken) {
      client.release(true);
      return;
    }
    try {
      await client.query(`SELECT pg_advisory_unlock(hashtextextended('tk-processor:' || $1, 0))`, [this.processor.name]);
      client.release();
    } catch {
      client.release(true);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}

/** Commit order: (transactionId, globalPosition), both 64-bit. */
function comparePositions(a: LogPosition, b: LogPosition): number {
  const byTransaction = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (byTransaction !== 0n) return byTransaction > 0n ? 1 : -1;
  const byPosition = BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return byPosition === 0n ? 0 : byPosition > 0n ? 1 : -1;
}
