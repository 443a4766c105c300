import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hostname } from 'node:os';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { EventStore, Processor, ProcessorRunner, Projection } from '@timekeep/event-store';
import { AppConfig } from '../config/app-config';
import type { OrmTx } from '../database/orm-transactions';
import { ASYNC_PROCESSORS } from '../event-store/event-store.tokens';

/** Runs every asynchronous processor in the worker; each takes the lead in one worker only. */
@Injectable()
export class ProcessorHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('processors');
  readonly runners: ProcessorRunner<OrmTx>[];

  constructor(
    config: AppConfig,
    store: EventStore<OrmTx>,
    @InjectDataSource() dataSource: DataSource,
    @Inject(ASYNC_PROCESSORS) private readonly processors: Array<Processor<OrmTx> | Projection<OrmTx>>,
  ) {
    const pool = (dataSource.driver as unknown as { master: Pool }).master;
    const owner = `${hostname()}:${process.pid}`;
    this.runners = processors.map(
      (processor) =>
        new ProcessorRunner(pool, store.transactions, processor, {
          owner,
          batchSize: config.processors.batchSize,
          idleMs: config.processors.idleMs,
          upcasters: store.upcasters,
          log: {
            info: (msg) => this.logger.log(msg),
            error: (msg, error) => this.logger.error(`${msg}: ${error instanceof Error ? error.message : String(error)}`),
          },
        }),
    );
  }

  onApplicationBootstrap(): void {
    for (const runner of this.runners) runner.start();
    this.logger.log(`processors: ${this.runners.map((r) => r.name).join(', ') || 'none'}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.runners.map((r) => r.stop()));
    await Promise.all(this.processors.map((p) => ('close' in p && p.close ? p.close() : undefined)));
  }
}
