import { Inject, Injectable } from '@nestjs/common';
import {
  EventStore,
  Processor,
  Projection,
  rebuildProjection,
  RebuildResult,
  UnknownProjectionError,
} from '@timekeep/event-store';
import { AppConfig } from '../config/app-config';
import type { OrmTx } from '../database/orm-transactions';
import { ASYNC_PROCESSORS, INLINE_PROJECTIONS } from './event-store.tokens';

/** Rebuilds a projection by name, for the CLI and the rebuild job alike. */
@Injectable()
export class ProjectionRebuilder {
  constructor(
    private readonly store: EventStore<OrmTx>,
    private readonly config: AppConfig,
    @Inject(INLINE_PROJECTIONS) private readonly inline: Projection<OrmTx>[],
    @Inject(ASYNC_PROCESSORS) private readonly processors: Array<Processor<OrmTx> | Projection<OrmTx>>,
  ) {}

  /** Projections that can be rebuilt: inline ones, and processors that are projections (have tables). */
  names(): string[] {
    return [...this.inline.map((p) => p.name), ...this.asyncProjections().map((p) => p.name)].sort();
  }

  async rebuild(name: string, onProgress?: (processed: number, total: number) => Promise<void> | void): Promise<RebuildResult> {
    const inline = this.inline.find((p) => p.name === name);
    const async = this.asyncProjections().find((p) => p.name === name);
    const projection = inline ?? async;
    if (!projection) throw new UnknownProjectionError(name, this.names());
    return rebuildProjection(this.store.transactions, projection, {
      mode: inline ? 'inline' : 'async',
      batchSize: this.config.rebuildBatchSize,
      upcasters: this.store.upcasters,
      onProgress,
    });
  }

  private asyncProjections(): Projection<OrmTx>[] {
    return this.processors.filter((p): p is Projection<OrmTx> => 'tables' in p);
  }
}
