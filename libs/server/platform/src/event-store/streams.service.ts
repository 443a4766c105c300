import { Injectable } from '@nestjs/common';
import { StaleForm } from '@timekeep/domain-kernel';
import { ConcurrencyError, currentVersion, EventStore, ExpectedVersion, NewEvent, AppendResult } from '@timekeep/event-store';
import type { OrmTx } from '../database/orm-transactions';
import { actorOf } from '../tenancy/principal';
import type { CommandContext } from '../tenancy/command-context';

export interface Fold<S, E> {
  initial: S;
  evolve(state: S, event: E): S;
}

/** One command on one stream (Streams.handle). */
export interface StreamCommand<S, E> {
  id: string;
  type: string;
  fold: Fold<S, E>;
  /** The version the form was loaded at; a newer stream is a stale form. */
  version?: number;
  /** What a stale form or a lost race answers (409). */
  conflict: string;
  /** Another tenant's stream, for handlers that checked the principal may act across tenants (a Superadmin). */
  companyId?: string;
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

  /**
   * A stream's version, for a form to send back with its save (the stale-form check), read from
   * the streams table: a read never folds events. 0 when the company has no such stream.
   */
  async version(tx: OrmTx, companyId: string, streamId: string): Promise<number> {
    return (await currentVersion(tx.sql, streamId, companyId)) ?? 0;
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

  /**
   * One command on one stream, in one transaction: load it, refuse a stale form, let `decide` (the
   * handler's facts and the domain's pure decision) return the events or refuse, append them at the
   * loaded version. A save that loses the race to another answers the same conflict as a stale form.
   */
  async handle<S, E>(ctx: CommandContext, command: StreamCommand<S, E>, decide: (state: S, tx: OrmTx) => NewEvent[] | Promise<NewEvent[]>): Promise<NewEvent[]> {
    try {
      return await this.transaction(async (tx) => {
        const { state, version } = command.companyId ? await this.loadOf(tx, command.companyId, command.id, command.fold) : await this.load(tx, ctx, command.id, command.fold);
        if (command.version !== undefined && command.version !== version) throw new StaleForm(command.conflict);
        const events = await decide(state, tx);
        if (events.length) {
          await this.append(tx, ctx, { id: command.id, type: command.type, expected: version === 0 ? 'no_stream' : version, companyId: command.companyId }, events);
        }
        return events;
      });
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new StaleForm(command.conflict);
      throw error;
    }
  }

  /** One command, one transaction: load, decide and append commit together or not at all. */
  transaction<T>(work: (tx: OrmTx) => Promise<T>): Promise<T> {
    return this.store.transactions.transaction(work);
  }
}
