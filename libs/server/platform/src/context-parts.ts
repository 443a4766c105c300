import type { Provider, Type } from '@nestjs/common';
import type { Processor, Projection, Upcaster } from '@timekeep/event-store';
import type { AppConfig } from './config/app-config';
import type { SchemaParts } from './database/data-source-options';
import type { OrmTx } from './database/orm-transactions';
import type { JobHandler } from './jobs/job-handler';

/**
 * What one bounded context brings to the processes, declared once in its `*.parts.ts`: composition
 * names each context once, in its ordered CONTEXTS list, and derives the schema, the projections, the
 * api's modules and the worker's jobs from it.
 */
export interface ContextParts {
  /** Its Nest module, imported by the api and the command-line tools (never by the worker). */
  readonly module: Type<unknown>;
  readonly entities: SchemaParts['entities'];
  /** TypeORM runs them by timestamp, whatever the order of the lists. */
  readonly migrations: SchemaParts['migrations'];
  /** Run in the transaction of the change, in this order. */
  readonly inlineProjections: readonly Projection<OrmTx>[];
  /** Run by the processor host, after the change, in their own checkpointed transactions. */
  readonly asyncProcessors?: (config: AppConfig) => Array<Processor<OrmTx> | Projection<OrmTx>>;
  /** The worker's job handlers, one per job kind the context runs. */
  readonly jobs?: readonly Type<JobHandler>[];
  /** What its jobs need besides the platform: the worker has no api modules, so it provides them itself. */
  readonly jobProviders?: readonly Provider[];
  /** Read its events stored at an old schema version as the current one, for every reader of the log. */
  readonly upcasters?: readonly Upcaster[];
}
