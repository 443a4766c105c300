import { Injectable } from '@nestjs/common';
import { EventStore, ExpectedVersion, NewEvent, AppendResult } from '@timekeep/event-store';
import type { OrmTx } from '../database/orm-transactions';
import { actorOf } from '../tenancy/principal';
import type { CommandContext } from '../tenancy/command-context';

export interface Fold<S, E> {
  initial: S;
  evolve(state: S, event: E): S;
}

export interface Loaded<S> {
  state: S;
  /** 0 when the stream does not exist yet; pass it back as the expected version. */
  version: number;
}

/**
 * What command handlers use: load a stream (of the principal's company only), decide, append.
 * The company always comes from the context's principal.
 */
@Injectable()
export class Streams {
  constructor(readonly store: EventStore<OrmTx>) {}

  load<S, E>(tx: OrmTx, ctx: CommandContext, streamId: string, fold: Fold<S, E>): Promise<Loaded<S>> {
    return this.loadOf(tx, ctx.principal.companyId, streamId, fold);
  }

  /** Another tenant's stream: only for handlers that checked the principal may act across tenants (a Superadmin). */
  async loadOf<S, E>(tx: OrmTx, companyId: string, streamId: string, fold: Fold<S, E>): Promise<Loaded<S>> {
    const events = await this.store.readStream(tx.sql, companyId, streamId);
    const state = events.reduce((s, e) => fold.evolve(s, { type: e.type, v: e.v, data: e.data } as E), fold.initial);
    return { state, version: events.length ? events[events.length - 1].streamPosition : 0 };
  }

  append(
    tx: OrmTx,
    ctx: CommandContext,
    stream: { id: string; type: string; expected: ExpectedVersion; companyId?: string },
    events: NewEvent[],
  ): Promise<AppendResult> {
    return this.store.appendWithin(tx, {
      companyId: stream.companyId ?? ctx.principal.companyId,
      streamId: stream.id,
      streamType: stream.type,
      expected: stream.expected,
      events,
      metadata: {
        actor: actorOf(ctx.principal),
        source: ctx.source,
        correlationId: ctx.correlationId,
        causationId: ctx.causationId,
        occurredAt: ctx.now.toISOString(),
      },
    });
  }

  /** One command, one transaction: load, decide and append commit together or not at all. */
  transaction<T>(work: (tx: OrmTx) => Promise<T>): Promise<T> {
    return this.store.transactions.transaction(work);
  }
}
