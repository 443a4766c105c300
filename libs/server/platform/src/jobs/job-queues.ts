import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { Queue } from 'bullmq';
import type IORedis from 'ioredis';
import { JOB_QUEUE, JobKind, QueueName } from '@timekeep/contracts';
import { AppConfig } from '../config/app-config';
import { createRedis } from './redis';

export interface JobMessage {
  runId: string;
}

/** Producer side of BullMQ: one Queue per queue name, sharing a connection. */
@Injectable()
export class JobQueues implements OnModuleDestroy {
  private readonly connection: IORedis;
  private readonly queues = new Map<QueueName, Queue<JobMessage>>();

  constructor(private readonly config: AppConfig) {
    this.connection = createRedis(config.redisUrl);
  }

  queueFor(kind: JobKind): Queue<JobMessage> {
    const name = JOB_QUEUE[kind];
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue<JobMessage>(name, { connection: this.connection, prefix: this.config.redisPrefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** The BullMQ job id is the run id: adding the same run twice is a no-op. */
  async add(kind: JobKind, runId: string, options: { delayMs?: number } = {}): Promise<void> {
    await this.queueFor(kind).add(
      kind,
      { runId },
      {
        jobId: runId,
        // A run recorded in a transaction still open (a processor's batch) is taken only once that has committed.
        ...(options.delayMs ? { delay: options.delayMs } : {}),
        attempts: this.config.jobs.attempts,
        backoff: { type: 'exponential', delay: this.config.jobs.backoffMs },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: { age: 30 * 24 * 3600 },
      },
    );
  }

  async ping(): Promise<boolean> {
    return (await this.connection.ping()) === 'PONG';
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.connection.disconnect();
  }
}
