import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Job, Queue, Worker } from 'bullmq';
import type IORedis from 'ioredis';
import { JOB_QUEUE, JobKind, QueueName } from '@timekeep/contracts';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { errorMessage, executeJob } from './job-executor';
import { indexHandlers, JOB_HANDLERS, JobHandler } from './job-handler';
import type { JobMessage } from './job-queues';
import { JobRunsRepository } from './job-runs.repository';
import { createRedis } from './redis';

/**
 * Consumer side of BullMQ, in the worker process only. Crashed runs come back two ways: BullMQ
 * moves a job whose lock expired back to waiting (or fails it after too many stalls), and the
 * sweep reconciles job_run rows whose heartbeat stopped with what BullMQ knows of them.
 */
@Injectable()
export class JobWorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('jobs');
  private readonly handlers: Map<JobKind, JobHandler>;
  private readonly workers: Worker<JobMessage>[] = [];
  private readonly queues = new Map<QueueName, Queue<JobMessage>>();
  private readonly connections: IORedis[] = [];
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly runs: JobRunsRepository,
    private readonly clock: Clock,
    @Inject(JOB_HANDLERS) handlers: JobHandler[],
  ) {
    this.handlers = indexHandlers(handlers);
  }

  async onApplicationBootstrap(): Promise<void> {
    const queueNames = new Set([...this.handlers.keys()].map((kind) => JOB_QUEUE[kind]));
    for (const name of queueNames) {
      const connection = createRedis(this.config.redisUrl);
      this.connections.push(connection);
      const worker = new Worker<JobMessage>(
        name,
        (job, token) => executeJob(job, token, this.handlers, this.runs, { lockMs: this.config.jobs.lockMs }, this.clock),
        {
          connection,
          prefix: this.config.redisPrefix,
          concurrency: 2,
          lockDuration: this.config.jobs.lockMs,
          stalledInterval: this.config.jobs.stalledIntervalMs,
          // A stall is a worker that died or, on a loaded machine, one too slow to renew its lock: the
          // run's claim keeps two workers off it either way, so BullMQ may hand a stalled job on as
          // often as a failed one is retried instead of failing the run at the second stall.
          maxStalledCount: this.config.jobs.attempts,
        },
      );
      worker.on('failed', (job, error) => void this.onFailed(job, error));
      worker.on('error', (error) => this.logger.error(`queue ${name}: ${errorMessage(error)}`));
      this.workers.push(worker);
      const queue = new Queue<JobMessage>(name, { connection, prefix: this.config.redisPrefix });
      // Without a listener, a connection closed while the queue still connects (a worker stopped right after boot) would crash the process.
      queue.on('error', (error) => this.logger.error(`queue ${name}: ${errorMessage(error)}`));
      this.queues.set(name, queue);
    }
    // Boot ends connected, so a worker stopped right after boot never closes a connection mid-handshake.
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
    this.sweepTimer = setInterval(() => void this.sweep().catch((e) => this.logger.error(`sweep: ${errorMessage(e)}`)), this.config.jobs.sweepIntervalMs);
    this.logger.log(`job worker on queues ${[...queueNames].join(', ')}`);
  }

  /** A job BullMQ gave up on (retries spent, or stalled too often) must not stay 'running'. */
  private async onFailed(job: Job<JobMessage> | undefined, error: Error): Promise<void> {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    if (job.attemptsMade >= attempts || /stalled/i.test(error.message)) {
      await this.runs.attemptFailed(job.data.runId, error.message, true);
    }
  }

  /** Reconciles runs whose heartbeat stopped (a worker killed while the queue lost track, a lost message). */
  async sweep(): Promise<number> {
    const stale = await this.runs.findStale(this.config.jobs.lockMs * 3);
    for (const run of stale) {
      const queue = this.queues.get(JOB_QUEUE[run.kind as JobKind]);
      const job = queue ? await queue.getJob(run.id) : undefined;
      const state = job ? await job.getState() : 'missing';
      if (state === 'failed') await this.runs.attemptFailed(run.id, job?.failedReason || 'failed', true);
      else if (state === 'completed') await this.runs.complete(run.id, job?.returnvalue ?? null);
      else if (state === 'missing' || state === 'unknown') await this.runs.attemptFailed(run.id, 'The job was lost by the queue', true);
      else if (run.status === 'running' && state !== 'active') await this.runs.markQueued(run.id);
    }
    return stale.length;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    for (const c of this.connections) c.disconnect();
  }
}
