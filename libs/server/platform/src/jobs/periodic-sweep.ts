import { Logger } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import type IORedis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { createRedis } from './redis';

/** Every this many sweep intervals a worker declares its scheduler again. */
const REDECLARE_EVERY = 10;

export interface PeriodicSweepOptions<T> {
  /** The BullMQ queue the sweeps are made on, one per duty. */
  queue: string;
  /** The job scheduler's id: one scheduler per duty, whatever the number of workers or restarts. */
  scheduler: string;
  /** How often a sweep is made (by default the jobs' JOB_SWEEP_INTERVAL_MS). */
  everyMs?: number;
  /** The duty itself, as of an instant. It must be safe to run on two workers at once: each duty meets the other in its own ledger's key. */
  run: (now: Date) => Promise<T>;
  /** The instant a scheduled sweep runs as of (the app's clock). */
  now: () => Date;
}

/**
 * A worker's periodic duty (ADR 0045): a BullMQ job scheduler, upserted under one id at each boot
 * and now and then after, makes a sweep job every interval, which one of the workers takes. The
 * scheduler lives in Redis: one flushed, evicted or restarted without persistence would stop the
 * sweeps silently until the next boot, so each worker declares it again every REDECLARE_EVERY
 * intervals (an upsert is idempotent). A sweep that fails (the database away) is not retried: the
 * next one, an interval later, is the retry. One worker's sweeps never overlap; with several
 * workers a sweep that outlasts the interval may meet the next one on another worker, which the
 * duty's ledger makes harmless.
 *
 * The scheduled report sends, the auto punch and the message centre's sweep are its duties.
 */
export class PeriodicSweep<T> {
  private readonly logger: Logger;
  private readonly connections: IORedis[] = [];
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private redeclare: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly options: PeriodicSweepOptions<T>,
  ) {
    this.logger = new Logger(options.queue);
  }

  get everyMs(): number {
    return this.options.everyMs ?? this.config.jobs.sweepIntervalMs;
  }

  async start(): Promise<void> {
    const prefix = this.config.redisPrefix;
    const name = this.options.queue;
    const [producer, consumer] = [createRedis(this.config.redisUrl), createRedis(this.config.redisUrl)];
    this.connections.push(producer, consumer);
    this.queue = new Queue(name, { connection: producer, prefix });
    this.queue.on('error', (error) => this.logger.error(`queue ${name}: ${error.message}`));
    await this.declareScheduler();
    this.redeclare = setInterval(() => void this.declareScheduler().catch((e) => this.logger.error(`scheduler: ${(e as Error).message}`)), REDECLARE_EVERY * this.everyMs);
    this.worker = new Worker(name, () => this.sweep(this.options.now()), { connection: consumer, prefix, concurrency: 1 });
    this.worker.on('failed', (_job, error) => this.logger.error(`sweep: ${error.message}`));
    this.worker.on('error', (error) => this.logger.error(`queue ${name}: ${error.message}`));
    // Boot ends connected: a worker stopped right after boot would otherwise close its blocking
    // connection mid-handshake, and BullMQ reports that after close() has dropped the listeners.
    await this.worker.waitUntilReady();
  }

  /** The scheduler stays in Redis: the next worker to boot upserts the same one and goes on. */
  async stop(): Promise<void> {
    if (this.redeclare) clearInterval(this.redeclare);
    await this.worker?.close();
    await this.running?.catch(() => undefined);
    await this.queue?.close();
    for (const connection of this.connections) connection.disconnect();
  }

  /** One sweep as of `now`, after any this worker is making. */
  async sweep(now: Date): Promise<T> {
    while (this.running) await this.running.catch(() => undefined);
    this.running = this.options.run(now);
    try {
      return await this.running;
    } finally {
      this.running = null;
    }
  }

  private async declareScheduler(): Promise<void> {
    await this.queue?.upsertJobScheduler(
      this.options.scheduler,
      { every: this.everyMs },
      { name: 'sweep', opts: { attempts: 1, removeOnComplete: true, removeOnFail: { count: 100 } } },
    );
  }
}
